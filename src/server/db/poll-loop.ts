import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A worker's polling loop over a table of jobs (the outboxes of outbox.ts): `start()` runs a round, and when the
 * round found nothing to do waits `pollMs` before the next; with `pollMs` 0 it does not start (tests drive the
 * rounds). A round that throws is reported and the loop goes on. `stop()` ends it after the round under way.
 */
export function pollLoop(round: () => Promise<number>, pollMs: number, onError: (error: unknown) => void) {
  let running: { stopping: AbortController; loop: Promise<void> } | undefined;
  return {
    start() {
      if (pollMs <= 0 || running) return;
      const stopping = new AbortController();
      const { signal } = stopping;
      const loop = (async () => {
        while (!signal.aborted) {
          let done = 0;
          try {
            done = await round();
          } catch (error) {
            if (!signal.aborted) onError(error);
          }
          if (done === 0) await sleep(pollMs, undefined, { signal }).catch(() => {});
        }
      })();
      running = { stopping, loop };
    },
    async stop() {
      running?.stopping.abort();
      await running?.loop;
      running = undefined;
    },
  };
}
