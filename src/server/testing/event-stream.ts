import { setTimeout as sleep } from 'node:timers/promises';
import type { LiveMessage } from '#shared/live-events.ts';

export type ReceivedEvent = { event: string; data: LiveMessage; at: number };

/**
 * A client of `GET /api/events` over real HTTP (inject cannot stream): collects every event with the time
 * it arrived, and waits for conditions on them.
 */
export async function openEventStream(baseUrl: string, cookie: string) {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, { headers: { cookie, accept: 'text/event-stream' }, signal: abort.signal });
  const events: ReceivedEvent[] = [];
  let ended = false;
  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const field = (name: string) => block.split('\n').find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
          const event = field('event');
          if (event) events.push({ event, data: JSON.parse(field('data') ?? '{}') as LiveMessage, at: Date.now() });
        }
      }
    } catch {
      // aborted by close()
    }
    ended = true;
  })();
  return {
    status: response.status,
    events,
    changes: () => events.filter((e) => e.event === 'change').map((e) => e.data),
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
      abort.abort();
      await reading;
    },
  };
}

export type EventStream = Awaited<ReturnType<typeof openEventStream>>;
