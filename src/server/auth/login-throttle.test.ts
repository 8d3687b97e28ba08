import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { useRedisNamespace } from '#server/testing/suite.ts';
import { uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { type LoginThrottle, memoryLoginThrottle, redisLoginThrottle, type ThrottlePolicy } from './login-throttle.ts';

const WINDOW_MS = 60_000;
const POLICY: ThrottlePolicy = { unknownBrowsers: { max: 4, windowMs: WINDOW_MS }, knownDevice: { max: 2, windowMs: WINDOW_MS } };

const { url: REDIS_URL, namespace: NAMESPACE } = useRedisNamespace('lounge-login-throttle');
const clients: Redis[] = [];
afterAll(() => Promise.all(clients.map((client) => client.quit())));
/** A throttle of its own connection, as each instance of the shop has. */
const onRedis = () => {
  const client = new Redis(REDIS_URL);
  clients.push(client);
  return redisLoginThrottle(client, NAMESPACE, POLICY);
};

const [phone, laptop] = [{ id: 'phone-device-id-00000' }, { id: 'laptop-device-id-0000' }];

/** Attempts made one after the other: 0 for each that went ahead, else the wait it was told. */
async function attempts(throttle: LoginThrottle, email: string, device: { id: string } | undefined, n: number) {
  const waits = [];
  for (let i = 0; i < n; i++) waits.push(await throttle.attempt(email, device));
  return waits;
}

describe.each([
  ['in memory', () => memoryLoginThrottle(POLICY)],
  ['in Redis', onRedis],
])('the sign-in throttle %s', (_, make) => {
  it('lets unknown browsers make max attempts at an account, then refuses them for the window, and only at that account', async () => {
    const throttle = make();
    const [victim, bystander] = [uniqueEmail('victim'), uniqueEmail('bystander')];
    const waits = await attempts(throttle, victim, undefined, POLICY.unknownBrowsers.max + 1);
    expect(waits.slice(0, -1)).toEqual([0, 0, 0, 0]);
    expect(waits.at(-1)).toBeGreaterThan(WINDOW_MS - 10_000);
    expect(waits.at(-1)).toBeLessThanOrEqual(WINDOW_MS);
    expect(await throttle.attempt(victim.toUpperCase(), undefined)).toBeGreaterThan(0);
    expect(await throttle.attempt(bystander, undefined)).toBe(0);
  });

  it('keeps a known device out of the unknown browsers\' count, and each device on its own small count', async () => {
    const throttle = make();
    const email = uniqueEmail('owner');
    await attempts(throttle, email, undefined, POLICY.unknownBrowsers.max);
    expect(await throttle.attempt(email, undefined)).toBeGreaterThan(0);
    expect(await attempts(throttle, email, phone, POLICY.knownDevice.max + 1)).toEqual([0, 0, expect.any(Number)]);
    expect(await throttle.attempt(email, phone)).toBeGreaterThan(0);
    expect(await throttle.attempt(email, laptop)).toBe(0);
  });

  it('forgets only the count it is told to: a device\'s, or the unknown browsers\'', async () => {
    const throttle = make();
    const email = uniqueEmail('cleared');
    await attempts(throttle, email, undefined, POLICY.unknownBrowsers.max);
    await attempts(throttle, email, phone, POLICY.knownDevice.max);
    await throttle.clear(email);
    expect(await throttle.attempt(email, undefined)).toBe(0);
    expect(await throttle.attempt(email, phone)).toBeGreaterThan(0);
    await throttle.clear(email, phone);
    expect(await throttle.attempt(email, phone)).toBe(0);
  });

  it('lets no more than max of many attempts sent at once through', async () => {
    const throttle = make();
    const email = uniqueEmail('burst');
    const waits = await Promise.all(Array.from({ length: 40 }, () => throttle.attempt(email, undefined)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(POLICY.unknownBrowsers.max);
  });
});

describe('the count in Redis', () => {
  it('is one for every instance, also for attempts sent through two at once', async () => {
    const [first, second] = [onRedis(), onRedis()];
    const email = uniqueEmail('spread');
    const waits = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? first : second).attempt(email, undefined)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(POLICY.unknownBrowsers.max);
    await first.clear(email);
    expect(await second.attempt(email, undefined)).toBe(0);
  });
});

describe('the in-memory count (one instance without Redis)', () => {
  it('refuses until the window has passed since the last counted attempt; refused attempts do not extend it', async () => {
    let now = 1_000_000;
    const throttle = memoryLoginThrottle({ ...POLICY, unknownBrowsers: { max: 2, windowMs: 1000 } }, () => now);
    expect(await attempts(throttle, 'a@example.com', undefined, 2)).toEqual([0, 0]);
    expect(await throttle.attempt('A@example.com', undefined)).toBe(1000);
    now += 600;
    expect(await throttle.attempt('a@example.com', undefined)).toBe(400);
    now += 400;
    expect(await attempts(throttle, 'a@example.com', undefined, 3)).toEqual([0, 0, 1000]);
  });
});
