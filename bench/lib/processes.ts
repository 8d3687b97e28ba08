import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type Running = { url: string; pid: number; msToReady: number; stop(): Promise<void> };

const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

/**
 * Starts a TypeScript entry in a process of its own with tsx, as `npm run serve` does, and waits for
 * `readyPath` to answer 200. msToReady is from spawning to that first 200.
 */
export async function startServerProcess(entry: string, env: Record<string, string>, readyPath = '/api/health', timeoutMs = 60_000): Promise<Running> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child: ChildProcess = spawn(TSX, [entry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  let exited = false;
  child.on('exit', () => (exited = true));

  for (;;) {
    if (exited) throw new Error(`${entry} exited before it was ready:\n${stderr}`);
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`${entry} was not ready after ${timeoutMs} ms:\n${stderr}`);
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
