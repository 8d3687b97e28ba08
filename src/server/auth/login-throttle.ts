import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { KnownDevice } from './device-cookie.ts';

/**
 * Failed sign-ins, counted so that guessing one account's password from many addresses stays slow while nobody
 * can keep its owner out (docs/decisions/035-device-cookie-throttle.md). Two kinds of count per account (per
 * e-mail, known or not, so the answer reveals nothing):
 *
 * - one for every browser without a device cookie of this account ("unknown browsers"), across every client
 *   address: past `unknownBrowsers.max` those browsers are refused;
 * - one for each browser that proves, with its device cookie (device-cookie.ts), that it signed in to this
 *   account before: past `knownDevice.max` that browser alone is refused.
 *
 * A refusal lasts until `windowMs` after the count's last failure. Failures from elsewhere never touch a known
 * browser's count, so its owner signs in whatever an attacker sends.
 *
 * An attempt is counted when it starts (`attempt`), atomically, and forgiven when the sign-in completes
 * (`clear`): attempts sent all at once cannot slip past the limit while their passwords are being checked.
 */
export type LoginThrottle = {
  /**
   * Starts one sign-in attempt at this account from this browser (`device`: its proved device, or undefined for an
   * unknown browser). Answers 0 when it may go ahead, and then counts it as a failure until `clear`; otherwise the
   * milliseconds until this browser may try again, without counting anything.
   */
  attempt(email: string, device: KnownDevice | undefined): Promise<number>;
  /** Forgets the failures of this browser's kind: the device's own, or without one those of unknown browsers. */
  clear(email: string, device?: KnownDevice): Promise<void>;
};

type Limit = { max: number; windowMs: number };
export type ThrottlePolicy = { unknownBrowsers: Limit; knownDevice: Limit };

/** One count, as kept by Redis or by one instance's memory. */
type FailureCounts = {
  /** Adds one to `key` unless it is at `max` already; answers 0, or the milliseconds left of its window. */
  takeBelow(key: string, max: number, windowMs: number): Promise<number>;
  remove(key: string): Promise<void>;
};

const accountKey = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('base64url');

function throttleOver(counts: FailureCounts, policy: ThrottlePolicy): LoginThrottle {
  const countOf = (email: string, device: KnownDevice | undefined) =>
    device
      ? { key: `device:${accountKey(email)}:${device.id}`, limit: policy.knownDevice }
      : { key: `unknown:${accountKey(email)}`, limit: policy.unknownBrowsers };
  return {
    attempt(email, device) {
      const { key, limit } = countOf(email, device);
      return counts.takeBelow(key, limit.max, limit.windowMs);
    },
    clear: (email, device) => counts.remove(countOf(email, device).key),
  };
}

/** In one script, so two instances taking the last attempt at once cannot both get it. */
const TAKE_BELOW = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[1]) then return math.max(redis.call('PTTL', KEYS[1]), 1) end
redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 0`;

/** Shared by every instance through Redis. */
export function redisLoginThrottle(redis: Redis, prefix: string, policy: ThrottlePolicy): LoginThrottle {
  const key = (name: string) => `${prefix}sign-in-failures:${name}`;
  return throttleOver(
    {
      takeBelow: async (name, max, windowMs) => Number(await redis.eval(TAKE_BELOW, 1, key(name), max, windowMs)),
      remove: async (name) => void (await redis.del(key(name))),
    },
    policy,
  );
}

/** Most counts kept in memory; past it expired entries go first, then the oldest. */
const MEMORY_LIMIT = 10_000;

/** One instance's own counts (without REDIS_URL, like the rate limits). */
export function memoryLoginThrottle(policy: ThrottlePolicy, now = () => Date.now()): LoginThrottle {
  const failures = new Map<string, { count: number; until: number }>();
  const makeRoom = () => {
    for (const [key, entry] of failures) if (entry.until <= now()) failures.delete(key);
    while (failures.size >= MEMORY_LIMIT) failures.delete(failures.keys().next().value!);
  };
  return throttleOver(
    {
      async takeBelow(key, max, windowMs) {
        const entry = failures.get(key);
        const count = entry && entry.until > now() ? entry.count : 0;
        if (count >= max) return entry!.until - now();
        if (failures.size >= MEMORY_LIMIT) makeRoom();
        // Re-inserted, so the map's order stays oldest-failure first.
        failures.delete(key);
        failures.set(key, { count: count + 1, until: now() + windowMs });
        return 0;
      },
      remove: async (key) => void failures.delete(key),
    },
    policy,
  );
}

/** The throttle of this app: in Redis when it has one, so every instance counts together. */
export const createLoginThrottle = (redis: Redis | undefined, prefix: string, policy: ThrottlePolicy) =>
  redis ? redisLoginThrottle(redis, prefix, policy) : memoryLoginThrottle(policy);
