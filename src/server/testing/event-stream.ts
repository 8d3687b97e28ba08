import { get, type IncomingMessage } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LiveMessage } from '#shared/live-events.ts';

export type ReceivedEvent = { event: string; data: LiveMessage; at: number };

/**
 * A client of `GET /api/events` over real HTTP (inject cannot stream): collects every event with the time
 * it arrived, and waits for conditions on them. Each stream has a connection of its own, which close() ends:
 * fetch's shared pool, after several streams were aborted, opened connections it never used, and a server
 * waits for those when it closes.
 */
export async function openEventStream(baseUrl: string, cookie: string) {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(`${baseUrl}/api/events`, { agent: false, headers: { cookie, accept: 'text/event-stream' } }, resolve).on('error', reject);
  });
  const events: ReceivedEvent[] = [];
  let text = '';
  let buffer = '';
  let ended = false;
  const closed = new Promise<void>((resolve) => response.on('close', resolve));
  void closed.then(() => (ended = true));
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    text += chunk;
    buffer += chunk;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const field = (name: string) => block.split('\n').find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
      const event = field('event');
      if (event) events.push({ event, data: JSON.parse(field('data') ?? '{}') as LiveMessage, at: Date.now() });
    }
  });
  return {
    status: response.statusCode,
    events,
    changes: () => events.filter((e) => e.event === 'change').map((e) => e.data),
    /** Everything received so far: a refusal's JSON body, once ended. */
    get text() {
      return text;
    },
    get ended() {
      return ended;
    },
    /** Waits (up to timeoutMs) until `test` holds for the events so far. */
    async waitFor(test: (events: ReceivedEvent[]) => boolean, what: string, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (!test(events)) {
        if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs} ms; received: ${JSON.stringify(events.map((e) => [e.event, e.data]))}`);
        await sleep(20);
      }
    },
    async close() {
      response.destroy();
      await closed;
    },
  };
}

export type EventStream = Awaited<ReturnType<typeof openEventStream>>;
