import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { msg } from '#shared/messages.ts';
import { messageResponse } from '#shared/schemas/auth.ts';
import { buildApp } from '#server/app.ts';
import type { Config } from '#server/config.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { createTestApp, HeldMailer, MemoryMailer, TEST_ORIGIN, testConfig, type TestApp } from '#server/testing/test-app.ts';
import { GOOD_PASSWORD, insertProfile } from '#server/testing/fixtures.ts';
import { routeTable } from '#server/testing/route-table.ts';
import { errorOf, errorResponse, readJson } from '#server/testing/api-client.ts';
import { useRedisNamespace, useTestDatabase } from '#server/testing/suite.ts';

const LIMIT = { max: 2, windowMs: 60_000 };

/** Routes an attacker would hammer: guessing passwords, booking numbers or reset tokens, or spamming orders and payments. */
const LIMITED = [
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/apply',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/change-password',
  // The second factor's proof is guessed like a password (docs/decisions/038).
  'POST /api/auth/second-factor',
  'POST /api/auth/second-factor/webauthn/options',
  'POST /api/me/lounges/claim',
  'POST /api/checkout',
  'POST /api/payments/checkout-session',
  // A payout moves money like a purchase (docs/decisions/040-payouts.md).
  'POST /api/me/payout',
  // Deleting one's account asks for the password again (docs/decisions/041).
  'POST /api/me/account/delete',
  // Preparing a data export reads every table of the person (docs/decisions/048).
  'POST /api/me/data-exports',
];

const database = useTestDatabase();
/** This run's own counters in the shared Redis, deleted afterwards. */
const { url: REDIS_URL, namespace: NAMESPACE } = useRedisNamespace('lounge-rl-test');
const apps: FastifyInstance[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

/** Another instance of the shop on the same database, as behind a load balancer. */
async function instance(overrides: Partial<Config> = {}, mailer: Mailer = new MemoryMailer()) {
  const config = testConfig({ rateLimits: { auth: LIMIT, checkout: LIMIT }, rateLimitNamespace: NAMESPACE, ...overrides });
  const app = await buildApp({ config, database, mailer });
  apps.push(app);
  return app;
}

const post = (app: FastifyInstance, url: string, headers: Record<string, string> = {}, body: unknown = {}) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers }, payload: JSON.stringify(body) });
const path = (key: string) => key.split(' ')[1]!;

describe('rate limits', () => {
  it('exist on every route that guesses or spends', async () => {
    const t: TestApp = await createTestApp({}, database);
    try {
      const limited = routeTable(t).filter((r) => (t.routes.find((o) => o.url === r.url && [o.method].flat().includes(r.method))?.config as { rateLimit?: unknown })?.rateLimit);
      expect(limited.map((r) => r.key).sort()).toEqual([...LIMITED].sort());
    } finally {
      await t.app.close();
    }
  });

  it('are shared by all instances through Redis: the third call anywhere is refused with 429', async () => {
    const [a, b] = [await instance({ redisUrl: REDIS_URL }), await instance({ redisUrl: REDIS_URL })];
    for (const key of LIMITED) {
      const statuses = [await post(a, path(key)), await post(b, path(key)), await post(a, path(key)), await post(b, path(key))];
      expect({ key, statuses: statuses.map((r) => r.statusCode) }).toEqual({ key, statuses: [expect.any(Number), expect.any(Number), 429, 429] });
      expect(statuses[0]!.statusCode).not.toBe(429);
      expect(readJson(statuses[2]!, errorResponse)).toEqual({ error: { code: 'RATE_LIMITED', message: msg.rateLimited, messageKey: 'rateLimited' } });
    }
    const redis = new Redis(REDIS_URL);
    expect((await redis.keys(`${NAMESPACE}*`)).length).toBe(LIMITED.length);
    await redis.quit();
  });

  it('are per instance without Redis (which is why production sets REDIS_URL)', async () => {
    const [a, b] = [await instance(), await instance()];
    const statuses = [await post(a, '/api/auth/login'), await post(a, '/api/auth/login'), await post(b, '/api/auth/login')];
    expect(statuses.map((r) => r.statusCode)).toEqual([400, 400, 400]);
  });

  it('answer 503 (retry later) rather than let requests through while Redis is unreachable', async () => {
    const app = await instance({ redisUrl: 'redis://127.0.0.1:1', rateLimitNamespace: `${NAMESPACE}down:` });
    const res = await post(app, '/api/auth/login', {}, { email: 'someone@example.com', password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(errorOf(res).message).toBe(msg.serviceUnavailable);
    expect((await app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);
  });
});

describe('X-Forwarded-For', () => {
  const forged = (i: number) => `10.${i}.${i}.${i}`;

  it('is ignored without a trusted proxy: a forged header does not buy more attempts', async () => {
    const app = await instance({ trustProxy: false });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(app, '/api/auth/login', { 'x-forwarded-for': forged(i) })).statusCode);
    expect(statuses).toEqual([400, 400, 429, 429]);
  });

  for (const trustProxy of ['127.0.0.1', 1] as const) {
    it(`counts the address the trusted proxy saw (TRUST_PROXY=${trustProxy}), whatever the client prepends`, async () => {
      const app = await instance({ trustProxy });
      // The proxy (127.0.0.1, the inject default) appends the real client to what the client sent.
      const viaProxy = (client: string, i: number) => post(app, '/api/auth/login', { 'x-forwarded-for': `${forged(i)}, ${client}` });
      const first = [];
      for (let i = 0; i < 4; i++) first.push((await viaProxy('203.0.113.7', i)).statusCode);
      expect(first).toEqual([400, 400, 429, 429]);
      expect((await viaProxy('203.0.113.8', 9)).statusCode).toBe(400);
      // With an address list, a client reaching the app directly (not through the proxy) is counted by
      // its own address. A hop count cannot tell the two apart: the app must then be reachable only via the proxy.
      if (typeof trustProxy === 'number') return;
      const direct = [];
      for (let i = 0; i < 3; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '198.51.100.9',
          headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'x-forwarded-for': forged(i) },
          payload: '{}',
        });
        direct.push(res.statusCode);
      }
      expect(direct).toEqual([400, 400, 429]);
    });
  }
});

describe('account enumeration', () => {
  /** A mail server that takes every mail and answers only when released: as slow as the test wants. */
  const comparable = (res: Awaited<ReturnType<typeof post>>) => {
    const { date, 'x-ratelimit-remaining': _remaining, 'x-ratelimit-reset': _reset, ...headers } = res.headers;
    void date;
    return { status: res.statusCode, headers, body: res.body };
  };

  it('password reset answers a known and an unknown e-mail identically, without waiting for the mail server', async () => {
    const mailer = new HeldMailer();
    const app = await instance({ rateLimits: { auth: { max: 100, windowMs: 60_000 }, checkout: LIMIT } }, mailer);
    const email = `known-${randomBytes(4).toString('hex')}@example.com`;
    await insertProfile(database.db, { email });

    // Both answers come while the mail server still holds the mail: an answer that waited for it would never come.
    const known = await post(app, '/api/auth/forgot-password', {}, { email });
    const unknown = await post(app, '/api/auth/forgot-password', {}, { email: `ghost-${email}` });
    expect(comparable(known)).toEqual(comparable(unknown));
    expect(readJson(known, messageResponse)).toEqual({ message: msg.resetRequested });
    // The mail still goes out, after the answer; closing the app waits for it (graceful shutdown).
    expect(mailer.sent).toEqual([]);
    mailer.release();
    await app.close();
    expect(mailer.sent.map((m) => m.to)).toEqual([email]);
  });

  it('sign-in answers a wrong password and an unknown e-mail identically', async () => {
    const app = await instance({ rateLimits: { auth: { max: 100, windowMs: 60_000 }, checkout: LIMIT } });
    const email = `member-${randomBytes(4).toString('hex')}@example.com`;
    await insertProfile(database.db, { email });
    const wrong = await post(app, '/api/auth/login', {}, { email, password: 'not-the-password' });
    const ghost = await post(app, '/api/auth/login', {}, { email: `ghost-${email}`, password: 'not-the-password' });
    expect(comparable(wrong)).toEqual(comparable(ghost));
    expect(wrong.statusCode).toBe(401);
  });
});
