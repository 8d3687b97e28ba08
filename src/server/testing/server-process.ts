import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from './wait-for.ts';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Waits until /api/health answers 200: started, migrated, and its database reachable. */
  healthy(timeoutMs?: number): Promise<void>;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
};

/**
 * What `npm run serve` runs, read from package.json ("[NAME=value ...] node args..."), so that tests and the
 * benchmark start the built server exactly as people do, but without npm around it (signals reach it).
 */
export function serveCommand(): { env: Record<string, string>; args: string[] } {
  const { scripts } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { scripts: { serve: string } };
  const serve = scripts.serve;
  const words = serve.split(/\s+/);
  const env: Record<string, string> = {};
  while (/^\w+=/.test(words[0]!)) {
    const [name, value] = words.shift()!.split('=');
    env[name!] = value!;
  }
  if (words.shift() !== 'node') throw new Error(`npm run serve is expected to be "[NAME=value ...] node ...", not: ${serve}`);
  return { env, args: words };
}

/**
 * The server as a real child process (plain node, no npm wrapper, so signals reach it) on the given port
 * and database; the caller stops it with a signal. It runs the sources through tsx, or the built bundle exactly as
 * `npm run serve` does: with `bundle: true`, or whenever TEST_SERVER=built (`npm test` builds first and sets it: a
 * bundle starts in a third of tsx's time, which compiles the sources at every start).
 */
export function startServerProcess(options: { port: number; databaseUrl?: string; env?: Record<string, string>; bundle?: boolean }): ServerProcess {
  const url = `http://127.0.0.1:${options.port}`;
  const bundle = options.bundle ?? process.env.TEST_SERVER === 'built';
  const args = bundle ? serveCommand().args : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, args, {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      PUBLIC_URL: url,
      DATABASE_URL: options.databaseUrl ?? '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'lounge-server-')),
      SEED_DEMO: 'false',
      // Admins' sessions are made by the tests, without the second factor the rule asks for (decision 038).
      ADMIN_SECOND_FACTOR: 'later',
      LOG_LEVEL: 'warn',
      // Three test files run at once, each may start two processes beside its own pool: at the default of 20 per
      // process two such files reached PostgreSQL's 100 connections and a request answered 503
      // (docs/architecture.md#tests). Six still let every concurrency test's requests race.
      DATABASE_POOL_SIZE: '6',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    url,
    child,
    output: () => output,
    exited,
    // A start through tsx compiles the sources first: beside other work that took more than 30 s.
    waitForOutput: (pattern, timeoutMs = 120_000) =>
      waitFor(
        () => {
          if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before ${pattern}:\n${output}`);
          return pattern.test(output);
        },
        String(pattern),
        timeoutMs,
        () => output,
      ),
    healthy: (timeoutMs = 120_000) =>
      waitFor(async () => (await fetch(`${url}/api/health`).catch(() => null))?.status === 200, `${url} to be healthy`, timeoutMs, () => output),
  };
}

/** A TCP relay to PostgreSQL that can be switched off and on: "the database went away" without stopping it. */
export class TcpProxy {
  private server?: Server;
  private readonly sockets = new Set<Socket>();

  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async start() {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  /** Stops listening and cuts every open connection, as a crashed database host would. */
  async stop() {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => (this.server ? this.server.close(resolve) : resolve(undefined)));
    this.server = undefined;
  }
}
