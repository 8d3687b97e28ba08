import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A worker's polling loop over a table of jobs (the mail and push outboxes): runs a round, and when the round found
 * nothing to do waits `pollMs` before the next. A round that throws is reported and the loop goes on. `stop()`
 * ends it after the round under way.
 */
export function startPollLoop(round: () => Promise<number>, pollMs: number, onError: (error: unknown) => void) {
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
  return {
    async stop() {
      stopping.abort();
      await loop;
    },
  };
}
