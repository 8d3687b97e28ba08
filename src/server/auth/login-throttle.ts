import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Failed sign-ins counted per account (per e-mail, known or not, so the answer reveals nothing), across
 * every client address: the per-address rate limit alone lets a botnet guess one guest's password from
 * many addresses. Past `max` failures the account's sign-in is refused until `windowMs` after the last
 * failure; a successful sign-in or a password reset clears the count.
 *
 * The trade-off: whoever knows a guest's e-mail can keep that guest from signing in by failing on
 * purpose. The lock is short, the guest can still reset the password (which also lifts it), and an
 * admin can send the reset mail; a guessed password would cost far more.
 */
export type LoginThrottle = {
  /** Milliseconds until this e-mail may try to sign in again; 0 when it may now. */
  lockedFor(email: string): Promise<number>;
  recordFailure(email: string): Promise<void>;
  clear(email: string): Promise<void>;
};

export type ThrottlePolicy = { max: number; windowMs: number };

const accountKey = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('base64url');

/** Shared by every instance through Redis. */
export function redisLoginThrottle(redis: Redis, prefix: string, policy: ThrottlePolicy): LoginThrottle {
  const key = (email: string) => `${prefix}account-failures:${accountKey(email)}`;
  return {
    async lockedFor(email) {
      const [[, count], [, ttl]] = (await redis.multi().get(key(email)).pttl(key(email)).exec()) as [[unknown, string | null], [unknown, number]];
      return Number(count ?? 0) >= policy.max ? Math.max(ttl, 0) : 0;
    },
    async recordFailure(email) {
      await redis.multi().incr(key(email)).pexpire(key(email), policy.windowMs).exec();
    },
    async clear(email) {
      await redis.del(key(email));
    },
  };
}

/** Most accounts kept in memory; past it expired entries go first, then the oldest. */
const MEMORY_LIMIT = 10_000;

/** One instance's own count (without REDIS_URL, like the rate limits). */
export function memoryLoginThrottle(policy: ThrottlePolicy, now = () => Date.now()): LoginThrottle {
  const failures = new Map<string, { count: number; until: number }>();
  const live = (email: string) => {
    const entry = failures.get(accountKey(email));
    return entry && entry.until > now() ? entry : undefined;
  };
  const makeRoom = () => {
    for (const [key, entry] of failures) if (entry.until <= now()) failures.delete(key);
    while (failures.size >= MEMORY_LIMIT) failures.delete(failures.keys().next().value!);
  };
  return {
    async lockedFor(email) {
      const entry = live(email);
      return entry && entry.count >= policy.max ? entry.until - now() : 0;
    },
    async recordFailure(email) {
      const count = (live(email)?.count ?? 0) + 1;
      if (failures.size >= MEMORY_LIMIT) makeRoom();
      // Re-inserted, so the map's order stays oldest-failure first.
      failures.delete(accountKey(email));
      failures.set(accountKey(email), { count, until: now() + policy.windowMs });
    },
    async clear(email) {
      failures.delete(accountKey(email));
    },
  };
}
