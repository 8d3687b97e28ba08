import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Event streams one session may hold open (docs/decisions/034). A browser speaking HTTP/1.1 keeps at most six
 * connections to a host, so more than five streams would starve its own requests: beyond that it is a script, and
 * each stream costs memory and a session lookup per heartbeat on the server.
 */
export const LIVE_STREAMS_PER_SESSION = 5;

/** One open stream's place in its session's count. */
export type StreamSlot = {
  /** Says the stream is still open (each heartbeat), so its place does not lapse. */
  renew(): Promise<void>;
  release(): Promise<void>;
};

export type StreamSlots = {
  /** A place for a new stream of the session (its token hash), or null when its streams are all open. */
  take(session: string): Promise<StreamSlot | null>;
};

/**
 * Drops the places that lapsed, then takes one if fewer than the maximum are left, in one step: streams opened at
 * once on several instances cannot all get the last place.
 * KEYS[1] the session's set; ARGV: now, the new place's expiry, the maximum, its id, the set's lifetime (ms).
 */
const TAKE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

/**
 * Counted in Redis for every instance (REDIS_URL), as the rate limits are: one sorted set per session, each open
 * stream a member whose score is when its place lapses. A stream renews it at each heartbeat and removes it when it
 * ends; the place of a stream whose instance died lapses after `leaseMs`.
 */
export function redisStreamSlots(redis: Redis, prefix: string, leaseMs: number): StreamSlots {
  return {
    async take(session) {
      const key = `${prefix}live-streams:${session}`;
      const id = randomUUID();
      const now = Date.now();
      if ((await redis.eval(TAKE, 1, key, now, now + leaseMs, LIVE_STREAMS_PER_SESSION, id, leaseMs)) !== 1) return null;
      return {
        async renew() {
          await redis.multi().zadd(key, 'XX', Date.now() + leaseMs, id).pexpire(key, leaseMs).exec();
        },
        async release() {
          await redis.zrem(key, id);
        },
      };
    },
  };
}

/** One instance's own count (without REDIS_URL, like the rate limits). */
export function memoryStreamSlots(): StreamSlots {
  const open = new Map<string, number>();
  return {
    async take(session) {
      const count = open.get(session) ?? 0;
      if (count >= LIVE_STREAMS_PER_SESSION) return null;
      open.set(session, count + 1);
      let released = false;
      return {
        async renew() {},
        async release() {
          if (released) return;
          released = true;
          const left = (open.get(session) ?? 1) - 1;
          if (left > 0) open.set(session, left);
          else open.delete(session);
        },
      };
    },
  };
}
