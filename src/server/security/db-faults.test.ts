import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { msg } from '#shared/messages.ts';
import { checkoutResponse } from '#shared/schemas/orders.ts';
import { orders, profiles, tokenLedger } from '#server/db/schema/index.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { onPostgres } from '#server/testing/test-db.ts';
import { errorOf, readJson } from '#server/testing/api-client.ts';
import { insertProduct, openShop, registeredGuest } from '#server/testing/shop-fixtures.ts';
import { useTestApp } from '#server/testing/suite.ts';
import { lockWaiter } from '#server/testing/lock-waiter.ts';

/** A connection of its own, outside the app's pool. */
async function connection(url: string) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  return client;
}

describe.runIf(onPostgres)('a database connection killed in the middle of a checkout', () => {
  const t = useTestApp();
  beforeAll(() => openShop(t.database.db));

  it('leaves no partial order, answers a clean retryable 503, and the retry with the same key succeeds once', async () => {
    const { db } = t.database;
    const guest = await registeredGuest(t, { tokens: 300 });
    const product = await insertProduct(db, { tokenPrice: 40 });
    const body = { items: [{ productId: product.id, quantity: 2, loungeId: guest.lounge.id }], idempotencyKey: randomUUID() };
    const snapshot = async () => ({
      orders: (await db.select({ n: count() }).from(orders).where(eq(orders.userId, guest.userId)))[0]!.n,
      ledger: (await db.select({ n: count() }).from(tokenLedger).where(eq(tokenLedger.userId, guest.userId)))[0]!.n,
      balance: (await db.select({ b: profiles.tokenBalance }).from(profiles).where(eq(profiles.id, guest.userId)))[0]!.b,
    });
    const before = await snapshot();

    // Hold the guest's profile row so the checkout transaction blocks inside, after BEGIN.
    const holder = await connection(t.database.url!);
    await holder.query('begin');
    await holder.query('select 1 from profiles where id = $1 for update', [guest.userId]);

    const pending = guest.client.post('/api/checkout', body);
    const victim = await lockWaiter(holder, pending);
    await holder.query('select pg_terminate_backend($1)', [victim]);
    const res = await pending;
    await holder.query('rollback');
    await holder.end();

    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(errorOf(res)).toEqual({ code: 'SERVICE_UNAVAILABLE', message: msg.serviceUnavailable, messageKey: 'serviceUnavailable' });
    expect(await snapshot()).toEqual(before);

    // The pool replaced the dead connection; the retry with the same key makes exactly one order.
    const retry = await guest.client.post('/api/checkout', body);
    expect(retry.statusCode).toBe(201);
    const again = await guest.client.post('/api/checkout', body);
    expect(again.statusCode).toBe(200);
    expect(readJson(again, checkoutResponse).order.id).toBe(readJson(retry, checkoutResponse).order.id);
    expect(await snapshot()).toEqual({ orders: before.orders + 1, ledger: before.ledger + 1, balance: before.balance - 80 });
    expect(await findLedgerMismatches(db)).toEqual([]);
  });
});
