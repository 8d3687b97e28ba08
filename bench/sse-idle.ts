// `npm run bench:sse`: how many idle event streams (GET /api/events, docs/decisions/021) one instance holds, and the
// memory each costs. Starts the server as its own process on the embedded database, opens SSE_STREAMS streams
// (default 2,000) as one admin signed in on 400 devices (a session holds at most 5 streams, docs/decisions/034),
// reads the server's resident memory before and after, then announces one change and times how long until every
// stream has it. Not part of `npm test`.
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { LIVE_STREAMS_PER_SESSION } from '#server/live/stream-slots.ts';
import { freePort, startServerProcess } from '#server/testing/server-process.ts';

const STREAMS = Number(process.env.SSE_STREAMS ?? 2000);
const WARM_UP = 20;
const ADMIN = { email: 'bench-admin@lounge.test', password: 'bench-secret-1' };

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

type Stream = { req: ClientRequest; text: string; opened: boolean };

function openStream(port: number, cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = { req: undefined as unknown as ClientRequest, text: '', opened: false };
    stream.req = request({ host: '127.0.0.1', port, path: '/api/events', headers: { cookie, accept: 'text/event-stream' }, agent: false }, (res: IncomingMessage) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        stream.text += chunk;
        if (!stream.opened) {
          stream.opened = true;
          resolve(stream);
        }
      });
    });
    stream.req.on('error', reject);
    stream.req.end();
  });
}

async function until(test: () => boolean, what: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

/**
 * The admin's session cookies, one for every LIVE_STREAMS_PER_SESSION of `streams`. Each sign-in comes from an
 * address of its own through the trusted proxy (TRUST_PROXY), since sign-ins are rate-limited per address.
 */
async function sessions(origin: string, streams: number): Promise<string[]> {
  const signIn = async (n: number) => {
    const headers = { 'content-type': 'application/json', origin, 'x-forwarded-for': `10.${(n >> 8) & 255}.${n & 255}.1` };
    const login = await fetch(`${origin}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify(ADMIN) });
    if (!login.ok) throw new Error(`login answered ${login.status}: ${await login.text()}`);
    return login.headers.get('set-cookie')!.split(';')[0]!;
  };
  const count = Math.ceil(streams / LIVE_STREAMS_PER_SESSION);
  const cookies: string[] = [];
  for (let i = 0; i < count; i += 10) cookies.push(...(await Promise.all(Array.from({ length: Math.min(10, count - i) }, (_, j) => signIn(i + j)))));
  return cookies;
}

async function main() {
  const port = await freePort();
  const load = loadavg()[0]!.toFixed(1);
  const server = startServerProcess({ port, env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, TRUST_PROXY: '127.0.0.1' } });
  try {
    await until(() => /running at/.test(server.output()) || server.child.exitCode !== null, 'the server to start');
    const origin = `http://127.0.0.1:${port}`;
    const cookies = await sessions(origin, Math.max(STREAMS, WARM_UP));
    const cookieOf = (stream: number) => cookies[Math.floor(stream / LIVE_STREAMS_PER_SESSION)]!;
    const cookie = cookies[0]!;

    // Warm up (JIT, the first session lookups), then let the heap settle before the baseline; the warm-up streams'
    // places are given back by then.
    const warm = await Promise.all(Array.from({ length: WARM_UP }, (_, i) => openStream(port, cookieOf(i))));
    for (const s of warm) s.req.destroy();
    await sleep(2000);
    const before = rssMb(server.child.pid!);

    const started = Date.now();
    const streams: Stream[] = [];
    for (let i = 0; i < STREAMS; i += 100) {
      streams.push(...(await Promise.all(Array.from({ length: Math.min(100, STREAMS - i) }, (_, j) => openStream(port, cookieOf(i + j))))));
    }
    const openMs = Date.now() - started;
    await sleep(3000);
    const after = rssMb(server.child.pid!);

    // One change, announced through NOTIFY, fanned out to every stream.
    const changed = Date.now();
    const res = await fetch(`${origin}/api/admin/mix-drinks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify({ name: `Bench ${Date.now().toString(36)}` }),
    });
    if (!res.ok) throw new Error(`the change answered ${res.status}: ${await res.text()}`);
    await until(() => streams.every((s) => s.text.includes('"kind":"catalogue"')), 'every stream to hear the change');
    const fanOutMs = Date.now() - changed;

    console.log(`\nIdle event streams on one instance (${new Date().toISOString()}, ${cpus().length} cores, load average ${load} at the start)`);
    console.log(`| measure | figure |\n|---|---|`);
    console.log(`| streams open | ${streams.length} (opened in ${(openMs / 1000).toFixed(1)} s) |`);
    console.log(`| server RSS before / with the streams | ${before.toFixed(0)} MB / ${after.toFixed(0)} MB |`);
    console.log(`| memory per stream | ${(((after - before) * 1024) / streams.length).toFixed(1)} KB |`);
    console.log(`| one change reaching every stream | ${fanOutMs} ms |`);
    for (const s of streams) s.req.destroy();
  } finally {
    server.child.kill('SIGKILL');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
