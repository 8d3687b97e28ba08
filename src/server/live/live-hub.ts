import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent } from '#shared/live-events.ts';
import type { Database } from '#server/db/client.ts';
import { LIVE_CHANNEL } from '#server/db/live-notify.ts';

export type LiveSubscriber = (event: LiveEvent) => void;

/**
 * This instance's ear on the database (decision 021): one LISTEN for the whole process, fanned out in
 * memory to the event streams and the catalogue cache. A payload that is not an event is logged and dropped.
 */
export function createLiveHub(database: Database, log: FastifyBaseLogger) {
  const subscribers = new Set<LiveSubscriber>();
  let stop: (() => Promise<void>) | undefined;

  const publish = (event: LiveEvent) => {
    for (const subscriber of subscribers) subscriber(event);
  };
  const onPayload = (payload: string) => {
    try {
      publish(JSON.parse(payload) as LiveEvent);
    } catch (error) {
      log.warn({ err: error, payload }, 'live notification that is not an event dropped');
    }
  };

  return {
    /** Returns the unsubscribe function. */
    subscribe(subscriber: LiveSubscriber) {
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },
    get subscriberCount() {
      return subscribers.size;
    },
    async start() {
      stop = await database.listen(LIVE_CHANNEL, {
        onPayload,
        onResync: () => {
          log.warn('live notifications: listening again after the connection was lost; clients refetch');
          publish({ kind: 'resync' });
        },
      });
    },
    async stop() {
      await stop?.();
      subscribers.clear();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}
