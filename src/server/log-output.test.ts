import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { formatLogLine, logDestination, terminalLog } from './log-output.ts';

/** 15:55:17 on this machine's clock, whatever its time zone. */
const TIME = new Date(2026, 10, 27, 15, 55, 17).getTime();
const entry = (fields: Record<string, unknown>) => JSON.stringify({ level: 30, time: TIME, pid: 1, hostname: 'vm', ...fields });

function collect() {
  const lines: string[] = [];
  return { lines, out: { write: (text: string) => lines.push(...text.split('\n').filter(Boolean)) } };
}

describe('the server log outside a terminal', () => {
  it('is pino\'s JSON, untouched: the stream itself', () => {
    const pipe = { isTTY: false } as unknown as NodeJS.WriteStream;
    expect(logDestination(pipe)).toBe(pipe);
    const terminal = { isTTY: true, write: () => true } as unknown as NodeJS.WriteStream;
    expect(logDestination(terminal)).not.toBe(terminal);
  });

  it('stays one JSON object per line through Fastify', async () => {
    const { lines, out } = collect();
    const app = Fastify({ logger: { level: 'info', stream: out } });
    app.get('/ping', async () => 'pong');
    await app.inject({ method: 'GET', url: '/ping' });
    await app.close();
    const entries = lines.map((line) => JSON.parse(line) as { msg: string });
    expect(entries.map((e) => e.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });
});

describe('the server log in a terminal', () => {
  it('shows a request as one short line: method, URL, status, time', () => {
    const open = new Map<string, string>();
    const incoming = entry({ reqId: 'req-1', req: { method: 'GET', url: '/api/products', host: 'localhost:3000', remoteAddress: '127.0.0.1', remotePort: 37002 }, msg: 'incoming request' });
    expect(formatLogLine(incoming, open)).toBeNull();
    const completed = entry({ reqId: 'req-1', res: { statusCode: 200 }, responseTime: 5.851151999999274, msg: 'request completed' });
    expect(formatLogLine(completed, open)).toBe('15:55:17 GET /api/products 200 6 ms');
    expect(open.size).toBe(0);
  });

  it('shows other entries as time, level and message with their own fields; an error with its stack; other text as it is', () => {
    const open = new Map([['req-7', 'POST /api/checkout']]);
    expect(formatLogLine(entry({ msg: 'Server listening at http://127.0.0.1:3000' }), open)).toBe('15:55:17 INFO Server listening at http://127.0.0.1:3000');
    expect(formatLogLine(entry({ to: 'guest@example.com', subject: 'Order placed', msg: 'mail written to file (no SMTP_URL set)' }), open)).toBe(
      '15:55:17 INFO mail written to file (no SMTP_URL set) to=guest@example.com subject="Order placed"',
    );
    expect(formatLogLine(entry({ level: 50, reqId: 'req-7', err: { message: 'boom', stack: 'Error: boom\n    at checkout' }, msg: 'unhandled error' }), open)).toBe(
      '15:55:17 ERROR POST /api/checkout unhandled error\nError: boom\n    at checkout',
    );
    expect(formatLogLine('Shutdown took longer than 20 s', open)).toBe('Shutdown took longer than 20 s');
  });

  it('writes one line per request through Fastify, also when pino\'s lines arrive in pieces', async () => {
    const { lines, out } = collect();
    const terminal = terminalLog(out);
    const app = Fastify({ logger: { level: 'info', stream: terminal } });
    app.get('/ping', async () => 'pong');
    await app.inject({ method: 'GET', url: '/ping?x=1' });
    await app.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d GET \/ping\?x=1 200 \d+ ms$/);

    const split = entry({ msg: 'Server listening at http://[::1]:3000' });
    terminal.write(split.slice(0, 20));
    terminal.write(`${split.slice(20)}\n`);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.at(-1)).toBe('15:55:17 INFO Server listening at http://[::1]:3000');
  });
});
