import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort, serveCommand } from '#server/testing/server-process.ts';

export type Running = { url: string; pid: number; msToReady: number; stop(): Promise<void> };

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSX = `${ROOT}node_modules/.bin/tsx`;

/**
 * Starts a TypeScript entry in a process of its own with tsx and waits for `readyPath` to answer 200.
 * msToReady is from spawning to that first 200.
 */
export function startServerProcess(entry: string, env: Record<string, string>, readyPath = '/api/health', timeoutMs = 60_000): Promise<Running> {
  return startProcess(entry, TSX, [entry], env, readyPath, timeoutMs);
}

/** Starts the built server as `npm run serve` does (see serveCommand). */
export function startBuiltServer(env: Record<string, string>): Promise<Running> {
  const serve = serveCommand();
  return startProcess('npm run serve', process.execPath, serve.args, { ...serve.env, ...env }, '/api/health', 60_000);
}

async function startProcess(label: string, command: string, args: string[], env: Record<string, string>, readyPath: string, timeoutMs: number): Promise<Running> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child: ChildProcess = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  let exited = false;
  child.on('exit', () => (exited = true));

  for (;;) {
    if (exited) throw new Error(`${label} exited before it was ready:\n${stderr}`);
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`${label} was not ready after ${timeoutMs} ms:\n${stderr}`);
    }
    try {
      const res = await fetch(url + readyPath);
      if (res.status === 200) break;
    } catch {
      // Not listening yet.
    }
    await sleep(10);
  }
  const msToReady = performance.now() - started;
  return {
    url,
    pid: child.pid!,
    msToReady,
    async stop() {
      if (exited) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([gone, sleep(10_000).then(() => child.kill('SIGKILL'))]);
    },
  };
}
