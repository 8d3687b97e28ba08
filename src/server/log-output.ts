import { Writable } from 'node:stream';

/** One entry as pino writes it (Fastify's request lines carry reqId, req, res and responseTime). */
type LogEntry = {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [field: string]: unknown;
};

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** What every entry carries, or what the line already says another way. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err']);
/** Requests whose first line was seen and whose last was not; a bound, so one that never ends is forgotten. */
const OPEN_REQUESTS_KEPT = 1000;

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toTimeString().slice(0, 8);
const value = (v: unknown) => (typeof v === 'string' && !/\s/.test(v) ? v : JSON.stringify(v));

/**
 * One entry as one short line, or null for a line that says nothing yet. Fastify logs a request twice (when it
 * comes in, with method and URL; when it is answered, with status and time): the first is kept in `open` and
 * the two become one line when the answer is logged ("15:55:17 GET /api/products 200 6 ms"). Other entries read
 * "time LEVEL message key=value…", an error followed by its stack; a line that is not JSON stays as it is.
 */
export function formatLogLine(line: string, open: Map<string, string>): string | null {
  let entry: LogEntry;
  try {
    entry = JSON.parse(line) as LogEntry;
  } catch {
    return line;
  }
  if (typeof entry !== 'object' || entry === null) return line;
  const time = clock(entry.time);
  const request = entry.reqId === undefined ? undefined : open.get(entry.reqId);
  if (entry.msg === 'incoming request' && entry.reqId !== undefined && entry.req) {
    if (open.size >= OPEN_REQUESTS_KEPT) open.delete(open.keys().next().value!);
    open.set(entry.reqId, `${entry.req.method} ${entry.req.url}`);
    return null;
  }
  if (entry.msg === 'request completed' && entry.reqId !== undefined) {
    open.delete(entry.reqId);
    return `${time} ${request ?? 'request'} ${entry.res?.statusCode ?? '-'} ${Math.round(entry.responseTime ?? 0)} ms`;
  }
  const level = LEVELS[entry.level ?? 30] ?? String(entry.level);
  const fields = Object.entries(entry)
    .filter(([key]) => !SHOWN.has(key))
    .map(([key, v]) => `${key}=${value(v)}`);
  const text = [request, entry.msg ?? entry.err?.message, ...fields].filter(Boolean).join(' ');
  const stack = entry.err?.stack ? `\n${entry.err.stack}` : '';
  return `${time} ${level} ${text}${stack}`;
}

/** A stream for pino that writes each entry to `out` as formatLogLine shows it. */
export function terminalLog(out: { write(text: string): unknown }): Writable {
  const open = new Map<string, string>();
  let partial = '';
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop()!;
      for (const line of lines) {
        const shown = line && formatLogLine(line, open);
        if (shown) out.write(`${shown}\n`);
      }
      done();
    },
  });
}

/**
 * Where the server logs: in a terminal one short line per entry (the start banner stays readable above them);
 * anywhere else (a file, a pipe, a log collector) pino's JSON lines, untouched.
 */
export function logDestination(stdout: NodeJS.WriteStream): NodeJS.WritableStream {
  return stdout.isTTY ? terminalLog(stdout) : stdout;
}
