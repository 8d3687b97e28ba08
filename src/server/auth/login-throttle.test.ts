import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '#shared/api-error.ts';
import { buildApp } from '#server/app.ts';
import type { Config } from '#server/config.ts';
import { createTestApp, MemoryMailer, TEST_ORIGIN, testConfig } from '#server/testing/test-app.ts';
import { errorOf } from '#server/testing/api-client.ts';
import { useRedisNamespace, useTestDatabase } from '#server/testing/suite.ts';
import { GOOD_PASSWORD, insertProfile } from '#server/testing/fixtures.ts';
import { uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { memoryLoginThrottle } from './login-throttle.ts';

const LOCKOUT = { max: 3, windowMs: 60_000 };

const database = useTestDatabase();
const { url: REDIS_URL, namespace: NAMESPACE } = useRedisNamespace('lounge-throttle-test');
const apps: FastifyInstance[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function instance(overrides: Partial<Config> = {}) {
  const app = await buildApp({ config: testConfig({ accountLockout: LOCKOUT, rateLimitNamespace: NAMESPACE, ...overrides }), database, mailer: new MemoryMailer() });
  apps.push(app);
  return app;
}

let address = 0;
/** Each attempt from another client address, as a botnet would send them. */
const attempt = (app: FastifyInstance, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: `203.0.113.${++address % 250}`,
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    payload: JSON.stringify({ email, password }),
  });

describe('failed sign-ins per account', () => {
  it('refuses the account after too many failures from any addresses, even with the right password, and only that account', async () => {
    const app = await instance();
    const [victim, bystander] = [uniqueEmail('victim'), uniqueEmail('bystander')];
    await insertProfile(database.db, { email: victim });
    await insertProfile(database.db, { email: bystander });
    const statuses = [];
    for (let i = 0; i < LOCKOUT.max; i++) statuses.push((await attempt(app, victim, 'wrong-guess-1')).statusCode);
    expect(statuses).toEqual([401, 401, 401]);
    const locked = await attempt(app, victim, GOOD_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked).code).toBe(ERROR_CODES.accountLocked);
    expect(errorOf(locked).message).toBe('Too many failed sign-ins for this account. Try again in 1 minute, or reset your password.');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(app, bystander, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('counts unknown e-mails the same way, so the lock reveals nothing', async () => {
    const app = await instance();
    const ghost = uniqueEmail('nobody');
    for (let i = 0; i < LOCKOUT.max; i++) await attempt(app, ghost, 'wrong-guess-1');
    expect(errorOf(await attempt(app, ghost, 'wrong-guess-1')).code).toBe(ERROR_CODES.accountLocked);
  });

  it('is cleared by a successful sign-in before the limit', async () => {
    const app = await instance();
    const email = uniqueEmail('forgetful');
    await insertProfile(database.db, { email });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < LOCKOUT.max - 1; i++) expect((await attempt(app, email, 'wrong-guess-1')).statusCode).toBe(401);
      expect((await attempt(app, email, GOOD_PASSWORD)).statusCode).toBe(200);
    }
  });

  it('is lifted by a password reset', async () => {
    const t = await createTestApp({ accountLockout: LOCKOUT }, database);
    apps.push(t.app);
    const email = uniqueEmail('reset');
    await insertProfile(database.db, { email });
    for (let i = 0; i <= LOCKOUT.max; i++) await attempt(t.app, email, 'wrong-guess-1');
    expect((await attempt(t.app, email, GOOD_PASSWORD)).statusCode).toBe(429);
    const post = (url: string, body: unknown) =>
      t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', origin: TEST_ORIGIN }, payload: JSON.stringify(body) });
    await post('/api/auth/forgot-password', { email });
    const link = t.mailer.sent.at(-1)!.text.match(/token=([^\s]+)/)![1]!;
    const reset = await post('/api/auth/reset-password', { token: decodeURIComponent(link), password: 'brand-new-pass-7', confirmPassword: 'brand-new-pass-7' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await attempt(t.app, email, 'brand-new-pass-7')).statusCode).toBe(200);
  });

  it('is shared by every instance through Redis', async () => {
    const [a, b] = [await instance({ redisUrl: REDIS_URL }), await instance({ redisUrl: REDIS_URL })];
    const email = uniqueEmail('spread');
    await insertProfile(database.db, { email });
    for (let i = 0; i < LOCKOUT.max; i++) await attempt(i % 2 ? a : b, email, 'wrong-guess-1');
    expect((await attempt(a, email, GOOD_PASSWORD)).statusCode).toBe(429);
    expect((await attempt(b, email, GOOD_PASSWORD)).statusCode).toBe(429);
  });
});

describe('the in-memory count (one instance without Redis)', () => {
  it('forgets failures once the window has passed since the last one', async () => {
    let now = 1_000_000;
    const throttle = memoryLoginThrottle({ max: 2, windowMs: 1000 }, () => now);
    await throttle.recordFailure('a@example.com');
    await throttle.recordFailure('A@example.com');
    expect(await throttle.lockedFor('a@example.com')).toBe(1000);
    now += 600;
    expect(await throttle.lockedFor('a@example.com')).toBe(400);
    now += 400;
    expect(await throttle.lockedFor('a@example.com')).toBe(0);
    await throttle.recordFailure('a@example.com');
    expect(await throttle.lockedFor('a@example.com')).toBe(0);
  });
});
