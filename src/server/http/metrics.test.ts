import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import { mails } from '#server/db/schema/index.ts';
import { ApiClient, errorOf } from '#server/testing/api-client.ts';
import { openEventStream } from '#server/testing/event-stream.ts';
import { GOOD_PASSWORD } from '#server/testing/fixtures.ts';
import { insertProduct, openShop, registeredGuest } from '#server/testing/shop-fixtures.ts';
import { useTestApp } from '#server/testing/suite.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { onPostgres } from '#server/testing/test-db.ts';
import { SCRAPE_READ_TIMEOUT_MS } from './metrics.ts';

// GET /metrics (docs/operations.md#metrics): offered only with METRICS_TOKEN, to its bearer alone.
const TOKEN = 'metrics-test-token-0123456789abcdef';
const t = useTestApp({ metricsToken: TOKEN });
const others: TestApp[] = [];
afterAll(async () => {
  await Promise.all(others.map((o) => o.close()));
});
beforeAll(() => openShop(t.database.db));

const scrapeRaw = (app: TestApp, authorization?: string) =>
  app.app.inject({ method: 'GET', url: '/metrics', headers: authorization === undefined ? {} : { authorization } });

/** The metrics of `app`, read as Prometheus would, as their text. */
async function scrape(app: TestApp = t) {
  const res = await scrapeRaw(app, `Bearer ${TOKEN}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

/** The value of the sample of `name` whose labels include `labels`; undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = new Map([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => has.get(key) === value)) return Number(match[3]);
  }
  return undefined;
}

/** How much the sample moves while `act` runs. */
async function change(name: string, labels: Record<string, string>, act: () => Promise<unknown>) {
  const before = sample(await scrape(), name, labels) ?? 0;
  await act();
  return (sample(await scrape(), name, labels) ?? 0) - before;
}

/** Another app with its own settings on the database `database` (default: a fresh one), closed after the file. */
async function otherApp(overrides: Parameters<typeof createTestApp>[0], database?: TestApp['database']) {
  const other = await createTestApp(overrides, database);
  others.push(other);
  return other;
}

describe('GET /metrics: who may read it', () => {
  it('is not offered without METRICS_TOKEN: 404, even where the web app would answer any other path', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'metrics-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>shop</title>');
    const without = await otherApp({ webRoot }, t.database);
    for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
      const res = await scrapeRaw(without, authorization);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe(ERROR_CODES.notFound);
    }
  });

  it('answers 401 with a clear message without the bearer token, with a wrong one, or with only a session', async () => {
    const guest = await registeredGuest(t);
    const refusals = [
      await scrapeRaw(t),
      await scrapeRaw(t, `Bearer ${TOKEN}x`),
      await scrapeRaw(t, `Bearer ${TOKEN.slice(0, -1)}`),
      await scrapeRaw(t, `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`),
      await scrapeRaw(t, TOKEN),
      await guest.client.get('/metrics'),
      await new ApiClient(t.app).request('GET', '/metrics', undefined, { authorization: 'Bearer ' }),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(401);
      expect(errorOf(res)).toMatchObject({ code: ERROR_CODES.unauthorized, message: msg.metricsTokenRequired });
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
  });

  it('answers the bearer of the token in Prometheus text format, with every metric the shop offers', async () => {
    const res = await scrapeRaw(t, `bearer  ${TOKEN}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const names = [...res.body.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((m) => `${m[1]} ${m[2]}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'lounge_http_requests_total counter',
        'lounge_http_request_duration_seconds histogram',
        'lounge_checkouts_total counter',
        'lounge_sign_in_failures_total counter',
        'lounge_mail_queue_depth gauge',
        'lounge_live_streams_open gauge',
        'process_cpu_user_seconds_total counter',
        'process_resident_memory_bytes gauge',
        'nodejs_eventloop_lag_seconds gauge',
      ]),
    );
    const pool = ['lounge_db_pool_connections gauge', 'lounge_db_pool_max_connections gauge', 'lounge_db_pool_waiting_queries gauge'];
    if (onPostgres) {
      // The test databases' pool holds 15 connections (testing/test-db.ts).
      expect(names).toEqual(expect.arrayContaining(pool));
      expect(sample(res.body, 'lounge_db_pool_max_connections')).toBe(15);
      expect(sample(res.body, 'lounge_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    } else {
      // PGlite is one in-process connection: no pool to report.
      expect(names.filter((n) => pool.includes(n))).toEqual([]);
    }
  });
});

describe('what the metrics count', () => {
  it('labels a request by its route pattern and status class, never by the URL with its ids', async () => {
    const id = randomUUID();
    const labels = { method: 'GET', route: '/api/admin/users/:id', status_class: '4xx' };
    expect(await change('lounge_http_requests_total', labels, () => new ApiClient(t.app).get(`/api/admin/users/${id}`))).toBe(1);
    const text = await scrape();
    expect(sample(text, 'lounge_http_request_duration_seconds_count', labels)).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
  });

  it('counts a refused sign-in, and not a successful one', async () => {
    const guest = await registeredGuest(t);
    const signIn = (password: string) => new ApiClient(t.app).post('/api/auth/login', { email: guest.email, password });
    const failures = { status: '401' };
    expect(await change('lounge_sign_in_failures_total', failures, async () => expect((await signIn('wrong-password-1')).statusCode).toBe(401))).toBe(1);
    expect(await change('lounge_sign_in_failures_total', failures, async () => expect((await signIn(GOOD_PASSWORD)).statusCode).toBe(200))).toBe(0);
  });

  it('counts a checkout once it placed its order, and not its repetition with the same idempotency key', async () => {
    const guest = await registeredGuest(t);
    const product = await insertProduct(t.database.db, { categoryType: 'beer', tokenPrice: 10 });
    const body = { items: [{ productId: product.id, quantity: 1, loungeId: guest.lounge.id }], idempotencyKey: randomUUID() };
    const placed = await change('lounge_checkouts_total', {}, async () => expect((await guest.client.post('/api/checkout', body)).statusCode).toBe(201));
    const repeated = await change('lounge_checkouts_total', {}, async () => expect((await guest.client.post('/api/checkout', body)).statusCode).toBe(200));
    expect([placed, repeated]).toEqual([1, 0]);
  });

  it('counts the event streams open now', async () => {
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const open = async () => sample(await scrape(), 'lounge_live_streams_open');
    const before = (await open())!;
    const stream = await openEventStream(baseUrl, '');
    try {
      await expect.poll(open).toBe(before + 1);
    } finally {
      await stream.close();
    }
    await expect.poll(open).toBe(before);
  });
});

describe('the mail queue, read at each scrape', () => {
  // A database of its own, so that no mail of the other tests is on its way while these count.
  let own: TestApp;
  beforeAll(async () => {
    own = await otherApp({ metricsToken: TOKEN });
    const future = new Date(Date.now() + 3_600_000);
    const mail = (status: 'waiting' | 'failed' | 'sent') => ({ kind: 'welcome' as const, recipient: 'a@example.com', payload: {}, subject: 'Hi', status, nextAttemptAt: future });
    await own.database.db.insert(mails).values([mail('waiting'), mail('waiting'), mail('failed'), mail('sent')]);
  });
  const depth = (text: string) => ({
    waiting: sample(text, 'lounge_mail_queue_depth', { status: 'waiting' }),
    sending: sample(text, 'lounge_mail_queue_depth', { status: 'sending' }),
    failed: sample(text, 'lounge_mail_queue_depth', { status: 'failed' }),
    sent: sample(text, 'lounge_mail_queue_depth', { status: 'sent' }),
  });

  it('reports the mails not sent yet, by status; the counts of each app are its own', async () => {
    expect(depth(await scrape(own))).toEqual({ waiting: 2, sending: 0, failed: 1, sent: undefined });
    // Two apps in one process, each with its registry: the checkouts of the file's app are not this one's.
    expect(sample(await scrape(own), 'lounge_checkouts_total')).toBe(0);
  });

  it('leaves the depth out, and still answers, when the outbox cannot be read', async () => {
    await own.database.db.execute(sql.raw('alter table mails rename to mails_away'));
    try {
      const text = await scrape(own);
      expect(depth(text)).toEqual({ waiting: undefined, sending: undefined, failed: undefined, sent: undefined });
      expect(sample(text, 'lounge_checkouts_total')).toBe(0);
    } finally {
      await own.database.db.execute(sql.raw('alter table mails_away rename to mails'));
    }
    expect(depth(await scrape(own)).waiting).toBe(2);
  });

  it.runIf(onPostgres)('leaves the depth out after a bounded wait while the outbox is locked, and reads it again once free', async () => {
    const locker = new pg.Client({ connectionString: own.database.url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table mails in access exclusive mode');
      const started = Date.now();
      const text = await scrape(own);
      expect(Date.now() - started).toBeGreaterThanOrEqual(SCRAPE_READ_TIMEOUT_MS - 50);
      expect(depth(text).waiting).toBeUndefined();
      await locker.query('rollback');
      await expect.poll(async () => depth(await scrape(own)).waiting).toBe(2);
    } finally {
      await locker.end();
    }
  });
});
