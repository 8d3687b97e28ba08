import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { Redis } from 'ioredis';
import type { Config } from '#server/config.ts';
import { signedInAdmin } from './admin-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

/**
 * Set-up shared by a whole test file, as vitest fixtures would give it but without threading it through
 * every test: each `use…` call makes its thing in a `beforeAll` (in the order of the calls), ends it in an
 * `afterAll`, and returns a stand-in at once, so a file reads
 *
 *   const t = useTestApp();
 *   const admin = useSignedInAdmin(t);
 *
 * and its tests and helpers use `t.app`, `t.database.db`, `admin.client` as before. The stand-in forwards to
 * the real value, which exists from the `beforeAll` on: touching it earlier (at import time) throws.
 */
function madeBeforeAll<T extends object>(what: string, make: () => Promise<T>, end?: (value: T) => Promise<void>): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await make();
  });
  if (end) afterAll(() => (value ? end(value) : undefined));
  const real = () => {
    if (!value) throw new Error(`${what} is made in beforeAll: use it inside a test or a hook`);
    return value;
  };
  return new Proxy({} as T, {
    get(_, key) {
      const target = real();
      const property: unknown = Reflect.get(target, key, target);
      return typeof property === 'function' ? (property as (...args: unknown[]) => unknown).bind(target) : property;
    },
    has: (_, key) => Reflect.has(real(), key),
    set: (_, key, property) => Reflect.set(real(), key, property),
    // Spreading and Object.keys see the real value's own properties too.
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor(_, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/** The app over a fresh database for this file (`overrides` change its configuration). */
export const useTestApp = (overrides: Partial<Config> = {}): TestApp =>
  madeBeforeAll('the test app', () => createTestApp(overrides), (t) => t.close());

/** A fresh, migrated database for this file, without an app. */
export const useTestDatabase = (): TestDatabase =>
  madeBeforeAll('the test database', () => createTestDatabase(), (database) => database.drop());

export type SignedInAdmin = Awaited<ReturnType<typeof signedInAdmin>>;

/** An admin of `t`, signed in through the real login route: `admin.client`, `admin.id`, `admin.email`. */
export const useSignedInAdmin = (t: TestApp): SignedInAdmin => madeBeforeAll('the signed-in admin', () => signedInAdmin(t));

/**
 * The test Redis (TEST_REDIS_URL) and a key prefix of this file's own (`<name>-<pid>-<random>:`), whose keys are
 * deleted after the file's tests. Call it before anything whose afterAll must still reach Redis.
 */
export function useRedisNamespace(name: string) {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const namespace = `${name}-${process.pid}-${randomBytes(4).toString('hex')}:`;
  afterAll(async () => {
    const redis = new Redis(url);
    const keys = await redis.keys(`${namespace}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });
  return { url, namespace };
}
