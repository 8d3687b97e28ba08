import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Polls until `check` holds (work in the background: a worker, another process), however long a busy machine
 * takes; the deadline only turns a hang into a clear failure, with `detail()` (say, a server's output) in it.
 */
export async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000, detail = () => '') {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (${timeoutMs} ms)\n${detail()}`.trimEnd());
    await sleep(25);
  }
}
