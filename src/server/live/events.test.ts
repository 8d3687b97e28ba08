import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import { adminProductResponse } from '#shared/schemas/admin-catalogue.ts';
import { productsResponse } from '#shared/schemas/shop.ts';
import { products } from '#server/db/schema/index.ts';
import { notifyLive } from '#server/db/live-notify.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { ApiClient, errorOf, errorResponse, readJson } from '#server/testing/api-client.ts';
import { signIn, uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { openEventStream, type EventStream } from '#server/testing/event-stream.ts';
import { insertEdition, insertProfile } from '#server/testing/fixtures.ts';
import { forceStatus, placeOrder } from '#server/testing/order-fixtures.ts';
import { insertProduct, openShop, productRenameBody, registeredGuest } from '#server/testing/shop-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { waitFor } from '#server/testing/wait-for.ts';
import { LIVE_STREAMS_PER_SESSION } from './stream-slots.ts';

// GET /api/events over real HTTP: what each audience receives of the changes announced through NOTIFY.
const t = useTestApp({ liveHeartbeatMs: 300 });
const admin = useSignedInAdmin(t);
const db = () => t.database.db;
let baseUrl: string;
const open: EventStream[] = [];

beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await openShop(db());
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

async function streamOf(client: ApiClient) {
  const stream = await openEventStream(baseUrl, `session=${client.sessionCookie}`);
  expect(stream.status).toBe(200);
  open.push(stream);
  return stream;
}

async function signedInStaff() {
  const email = uniqueEmail('runner');
  await insertProfile(db(), { email, role: 'staff' });
  return signIn(t, email);
}

const has = (stream: EventStream, kind: string, orderId?: string) =>
  stream.changes().some((m) => m.kind === kind && (orderId === undefined || m.orderIds?.includes(orderId)));
const orderIdsSeen = (stream: EventStream) => new Set(stream.changes().flatMap((m) => m.orderIds ?? []));

describe('GET /api/events', () => {
  it('gives a visitor without a session (or with a stale one) the public kinds only: no orders, no balances, no ids', async () => {
    const [visitor, stale] = [await openEventStream(baseUrl, ''), await openEventStream(baseUrl, `session=${randomUUID()}`)];
    open.push(visitor, stale);
    expect([visitor.status, stale.status]).toEqual([200, 200]);
    const guest = await registeredGuest(t, { day: 'Friday' });
    const product = await insertProduct(db(), { tokenPrice: 2 });
    await placeOrder(guest, [{ productId: product.id, quantity: 1 }]);
    // The catalogue edit commits after the order: once it has arrived, the order's events would have too.
    await admin.client.put(`/api/admin/products/${product.id}`, productRenameBody(product, 'Seen by all'));
    for (const stream of [visitor, stale]) {
      await stream.waitFor(() => has(stream, 'catalogue') && stream.events.some((e) => e.event === 'heartbeat'), 'the catalogue edit and a heartbeat');
      expect(stream.changes()).toEqual([{ kind: 'catalogue' }]);
    }
  });

  it('forwards to each session only what it may see: a guest their own orders and balance, staff orders and deliveries, admins all', async () => {
    const [a, b] = [await registeredGuest(t, { day: 'Friday' }), await registeredGuest(t, { day: 'Friday' })];
    const staff = await signedInStaff();
    const product = await insertProduct(db(), { tokenPrice: 3 });
    const [sa, sb, ss, sAdmin] = [await streamOf(a.client), await streamOf(b.client), await streamOf(staff), await streamOf(admin.client)];

    const ordered = { a: await placeOrder(a, [{ productId: product.id, quantity: 1 }]), b: '' };
    await sa.waitFor(() => has(sa, 'order', ordered.a) && has(sa, 'balance'), "A's order and balance");
    await sAdmin.waitFor(() => has(sAdmin, 'order', ordered.a), "A's order (admin)");
    // B's own order comes after A's in commit order, so once B (and staff) have it, A's would have arrived too.
    ordered.b = await placeOrder(b, [{ productId: product.id, quantity: 1 }]);
    await sb.waitFor(() => has(sb, 'order', ordered.b) && has(sb, 'balance'), "B's order and balance");
    await ss.waitFor(() => has(ss, 'order', ordered.a) && has(ss, 'order', ordered.b), 'both orders (staff)');
    expect(orderIdsSeen(sb)).toEqual(new Set([ordered.b]));
    expect(sb.changes().filter((m) => m.kind === 'balance')).toHaveLength(1);
    expect(ss.changes().some((m) => m.kind === 'balance')).toBe(false);

    for (const id of [ordered.a, ordered.b]) await forceStatus(db(), id, 'completed');
    await staff.post(`/api/admin/delivery/lounges/${a.lounge.id}/deliver`);
    await sa.waitFor(() => has(sa, 'delivery', ordered.a), "A's delivery");
    await staff.post(`/api/admin/delivery/lounges/${b.lounge.id}/deliver`);
    await sb.waitFor(() => has(sb, 'delivery', ordered.b), "B's delivery");
    await ss.waitFor(() => has(ss, 'delivery', ordered.a) && has(ss, 'delivery', ordered.b), 'both deliveries (staff)');
    await sAdmin.waitFor(() => has(sAdmin, 'delivery', ordered.b) && has(sAdmin, 'balance'), 'everything (admin)');
    expect(orderIdsSeen(sa)).toEqual(new Set([ordered.a]));
    expect(orderIdsSeen(sb)).toEqual(new Set([ordered.b]));

    // The catalogue is public: guests and admins hear of an edit, staff do not.
    await admin.client.put(`/api/admin/products/${product.id}`, productRenameBody(product, 'Renamed'));
    await sa.waitFor(() => has(sa, 'catalogue'), 'the catalogue edit (guest)');
    await sAdmin.waitFor(() => has(sAdmin, 'catalogue'), 'the catalogue edit (admin)');
    expect(ss.changes().map((m) => m.kind).sort()).toEqual(['delivery', 'delivery', 'order', 'order']);
    // Ids only: nothing else travels.
    for (const message of [...sa.changes(), ...ss.changes(), ...sAdmin.changes()]) {
      expect(Object.keys(message).every((key) => key === 'kind' || key === 'orderIds')).toBe(true);
    }
  });

  it('announces a change only when its transaction commits: a rolled-back one sends nothing', async () => {
    const stream = await streamOf(admin.client);
    const [rolledBack, committed] = [randomUUID(), randomUUID()];
    await expect(
      inTransaction(db(), async (tx) => {
        await notifyLive(tx, { kind: 'order', change: 'placed', orderId: rolledBack, profileId: admin.id });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await inTransaction(db(), (tx) => notifyLive(tx, { kind: 'order', change: 'placed', orderId: committed, profileId: admin.id }));
    await stream.waitFor(() => has(stream, 'order', committed), 'the committed change');
    expect(has(stream, 'order', rolledBack)).toBe(false);
  });

  it('sends heartbeats, and ends the stream once its session is signed out', async () => {
    const guest = await registeredGuest(t);
    const stream = await streamOf(guest.client);
    await stream.waitFor((events) => events.filter((e) => e.event === 'heartbeat').length >= 2, 'two heartbeats');
    expect((await guest.client.post('/api/auth/logout')).statusCode).toBe(200);
    await stream.waitFor(() => stream.ended, 'the end of the stream');
  });
});

describe('how many streams a session gets (docs/decisions/034)', () => {
  /** The answer to a stream the server refuses: its status and error body. */
  const refusal = async (cookie: string) => {
    const res = await openEventStream(baseUrl, cookie);
    await waitFor(() => res.ended, 'the end of the refusal');
    return { status: res.status, body: errorResponse.parse(JSON.parse(res.text)) };
  };

  it('gives an application none: 403, with the reason', async () => {
    const email = uniqueEmail('applicant');
    await insertProfile(db(), { email, status: 'inactive' });
    const applicant = await signIn(t, email);
    expect(await refusal(`session=${applicant.sessionCookie}`)).toEqual({
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: msg.accountInactive, messageKey: 'accountInactive' } },
    });
  });

  it(`gives a session ${LIVE_STREAMS_PER_SESSION}, refuses one more with 429 and a clear message, and frees the place of one that ends`, async () => {
    const guest = await registeredGuest(t);
    const streams = [];
    for (let i = 0; i < LIVE_STREAMS_PER_SESSION; i++) streams.push(await streamOf(guest.client));
    const cookie = `session=${guest.client.sessionCookie}`;
    expect(await refusal(cookie)).toEqual({
      status: 429,
      body: {
        error: {
          code: ERROR_CODES.liveStreamsExhausted,
          message: msg.liveStreamsExhausted({ max: LIVE_STREAMS_PER_SESSION }),
          messageKey: 'liveStreamsExhausted',
          params: { max: LIVE_STREAMS_PER_SESSION },
        },
      },
    });
    // Another session of the same guest (a second device) counts its own.
    expect((await streamOf(await signIn(t, guest.email))).status).toBe(200);
    // The streams still open carry on.
    await streams[0]!.waitFor((events) => events.some((e) => e.event === 'heartbeat'), 'a heartbeat on the first stream');

    await streams.pop()!.close();
    let again: EventStream | undefined;
    await waitFor(async () => {
      again = await openEventStream(baseUrl, cookie);
      open.push(again);
      return again.status === 200;
    }, 'the place of the closed stream to be free');
    await expect(refusal(cookie)).resolves.toMatchObject({ status: 429 });
  });

  it('answers 503, not a stream, while the Redis that counts them is unreachable', async () => {
    const guest = await registeredGuest(t);
    const away = await createTestApp({ redisUrl: 'redis://127.0.0.1:1' }, t.database);
    try {
      const res = await away.app.inject({ method: 'GET', url: '/api/events', headers: { cookie: `session=${guest.client.sessionCookie}` } });
      expect(res.statusCode).toBe(503);
      expect(errorOf(res).message).toBe(msg.serviceUnavailable);
    } finally {
      await away.app.close();
    }
  });
});

describe('the catalogue cache of another instance', () => {
  let other: TestApp;
  beforeAll(async () => {
    // A second app on the same database, caching the catalogue until told otherwise (the production default).
    other = await createTestApp({ catalogueCacheMs: Number.POSITIVE_INFINITY }, t.database);
  });
  afterAll(() => other.app.close());

  const namesOn = async (app: TestApp) =>
    readJson(await new ApiClient(app.app).get('/api/products'), productsResponse).products.map((p) => p.name);

  /** Asks the other instance until its catalogue passes `check`; the milliseconds that took. */
  async function untilOtherShows(check: (names: string[]) => boolean) {
    const started = Date.now();
    while (!check(await namesOn(other))) {
      if (Date.now() - started > 5000) throw new Error('the other instance still serves the old catalogue');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return Date.now() - started;
  }

  it('is dropped by the notification of an edit made through this instance, at once', async () => {
    const product = await insertProduct(db(), { name: `Cached ${randomUUID().slice(0, 6)}`, tokenPrice: 4 });
    expect(await namesOn(other)).toContain(product.name);
    // A write that announces nothing stays unseen: the other instance really serves from memory.
    await db().update(products).set({ name: `${product.name} (silent)` }).where(eq(products.id, product.id));
    expect(await namesOn(other)).toContain(product.name);

    const renamed = `Renamed ${randomUUID().slice(0, 6)}`;
    const edited = await admin.client.put(`/api/admin/products/${product.id}`, productRenameBody(product, renamed));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await untilOtherShows((names) => names.includes(renamed))).toBeLessThan(1000);
  });

  it("is dropped when the current edition leaves a product out of its shop (docs/decisions/031)", async () => {
    const created = await admin.client.post('/api/admin/products', { name: `Offered ${randomUUID().slice(0, 6)}`, tokenPrice: 4 });
    const { product } = readJson(created, adminProductResponse);
    await untilOtherShows((names) => names.includes(product.name));
    const leftOut = await admin.client.put(`/api/admin/products/${product.id}/offered`, { offered: false });
    expect(leftOut.statusCode, leftOut.body).toBe(200);
    expect(await untilOtherShows((names) => !names.includes(product.name))).toBeLessThan(1000);
  });

  it('is dropped when another edition, with another offer, becomes the current one', async () => {
    const product = await insertProduct(db(), { name: `Next year ${randomUUID().slice(0, 6)}`, tokenPrice: 4 });
    const next = await insertEdition(db());
    expect((await admin.client.put(`/api/admin/products/${product.id}/offered?edition=${next.id}`, { offered: false })).statusCode).toBe(200);
    await untilOtherShows((names) => names.includes(product.name));
    const opened = await admin.client.post(`/api/admin/editions/${next.id}/open`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await untilOtherShows((names) => !names.includes(product.name))).toBeLessThan(1000);
  });
});
