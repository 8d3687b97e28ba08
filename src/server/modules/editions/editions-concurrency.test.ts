import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { ERROR_CODES } from '#shared/api-error.ts';
import { editionsResponse } from '#shared/schemas/editions.ts';
import { orders, productStock } from '#server/db/schema/index.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { errorOf } from '#server/testing/api-client.ts';
import { insertEdition } from '#server/testing/fixtures.ts';
import { lockWaiter } from '#server/testing/lock-waiter.ts';
import { insertProduct, openShop, registeredGuest } from '#server/testing/shop-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';
import { onPostgres } from '#server/testing/test-db.ts';

// Closing an edition against checkouts in flight (docs/decisions/031-editions.md): every write of an edition holds
// its row FOR SHARE until it commits, a close takes it FOR UPDATE; leaving a product out takes the product FOR
// UPDATE against the checkouts holding it FOR KEY SHARE. PGlite has one connection: PostgreSQL only.
describe.runIf(onPostgres)('closing an edition while checkouts race it (PostgreSQL)', () => {
  const t = useTestApp();
  const admin = useSignedInAdmin(t);
  const db = () => t.database.db;
  beforeAll(() => openShop(db()));

  /** The current edition, replaced by a fresh open one for each test so each can close its own. */
  async function freshCurrentEdition() {
    const next = await insertEdition(db());
    expect((await admin.client.post(`/api/admin/editions/${next.id}/open`)).statusCode).toBe(200);
    const { editions } = editionsResponseOf(await admin.client.get('/api/admin/editions'));
    return editions.find((e) => e.isCurrent)!;
  }
  const editionsResponseOf = (res: { body: string }) => editionsResponse.parse(JSON.parse(res.body));

  async function holder() {
    const client = new pg.Client({ connectionString: t.database.url });
    await client.connect();
    onTestFinished(() => client.end());
    return client;
  }

  it('waits for a checkout holding the edition, and refuses every checkout after the close commits', async () => {
    const edition = await freshCurrentEdition();
    const guest = await registeredGuest(t, { tokens: 100 });
    const product = await insertProduct(db(), { tokenPrice: 10 });
    const checkout = () =>
      guest.client.post('/api/checkout', { items: [{ productId: product.id, quantity: 1, loungeId: guest.lounge.id }], idempotencyKey: randomUUID() });

    // A checkout in flight, as the database sees it: the edition's row held FOR SHARE, not yet committed.
    const inFlight = await holder();
    await inFlight.query('begin');
    await inFlight.query('select 1 from editions where id = $1 for share', [edition.id]);
    const closing = admin.client.post(`/api/admin/editions/${edition.id}/close`);
    await lockWaiter(inFlight, closing);
    await inFlight.query('commit');
    expect((await closing).statusCode).toBe(200);

    const late = await checkout();
    expect(late.statusCode, late.body).toBe(409);
    expect(errorOf(late).code).toBe(ERROR_CODES.editionClosed);
    const [placed] = await db().select({ n: count() }).from(orders).where(eq(orders.userId, guest.userId));
    expect(placed!.n).toBe(0);
  }, 120_000);

  it('of 40 checkouts racing a close, each is placed before it or refused after it; stock and ledger agree', async () => {
    const edition = await freshCurrentEdition();
    const product = await insertProduct(db(), { tokenPrice: 5 });
    expect((await admin.client.put(`/api/admin/stock/${product.id}/Friday`, { quantity: 100, maxPerGuest: null })).statusCode).toBe(200);
    const guests = await Promise.all(Array.from({ length: 8 }, () => registeredGuest(t, { tokens: 100 })));
    const checkouts = Array.from({ length: 40 }, (_, i) => {
      const guest = guests[i % guests.length]!;
      return guest.client.post('/api/checkout', { items: [{ productId: product.id, quantity: 1, loungeId: guest.lounge.id }], idempotencyKey: randomUUID() });
    });
    const close = admin.client.post(`/api/admin/editions/${edition.id}/close`);
    const [closed, ...answers] = await Promise.all([close, ...checkouts]);
    expect(closed!.statusCode, closed!.body).toBe(200);

    const placed = answers.filter((r) => r.statusCode === 201).length;
    const refused = answers.filter((r) => r.statusCode === 409 && errorOf(r).code === ERROR_CODES.editionClosed).length;
    expect(placed + refused, answers.map((r) => r.statusCode).join(',')).toBe(40);
    const [rows] = await db().select({ n: count() }).from(orders).where(eq(orders.editionId, edition.id));
    expect(rows!.n).toBe(placed);
    const [stock] = await db().select().from(productStock).where(eq(productStock.editionId, edition.id));
    expect(stock?.sold ?? 0).toBe(placed);
    expect(await findLedgerMismatches(db())).toEqual([]);
    // After the close, nothing more gets in.
    const again = await guests[0]!.client.post('/api/checkout', {
      items: [{ productId: product.id, quantity: 1, loungeId: guests[0]!.lounge.id }],
      idempotencyKey: randomUUID(),
    });
    expect(errorOf(again).code).toBe(ERROR_CODES.editionClosed);
  }, 120_000);

  it('leaving a product out waits for a checkout holding it, and refuses every checkout of it after', async () => {
    await freshCurrentEdition();
    const guest = await registeredGuest(t, { tokens: 100 });
    const product = await insertProduct(db(), { tokenPrice: 10 });

    // A checkout in flight, as the database sees it: the product held FOR KEY SHARE, not yet committed.
    const inFlight = await holder();
    await inFlight.query('begin');
    await inFlight.query('select 1 from products where id = $1 for key share', [product.id]);
    const leaving = admin.client.put(`/api/admin/products/${product.id}/offered`, { offered: false });
    await lockWaiter(inFlight, leaving);
    await inFlight.query('commit');
    expect((await leaving).statusCode).toBe(200);

    const late = await guest.client.post('/api/checkout', { items: [{ productId: product.id, quantity: 1, loungeId: guest.lounge.id }], idempotencyKey: randomUUID() });
    expect(late.statusCode, late.body).toBe(409);
    expect(errorOf(late).code).toBe(ERROR_CODES.productNotOffered);
  }, 120_000);
});
