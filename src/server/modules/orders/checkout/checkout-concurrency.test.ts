import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { checkoutResponse } from '#shared/schemas/orders.ts';
import { orders, profiles } from '#server/db/schema/index.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { errorOf, readJson } from '#server/testing/api-client.ts';
import { onPostgres } from '#server/testing/test-db.ts';
import { useTestApp } from '#server/testing/suite.ts';
import { insertProduct, openShop, registeredGuest } from '#server/testing/shop-fixtures.ts';

// PGlite has one connection, so only a real server can show what concurrent checkouts do.
describe.runIf(onPostgres)('concurrent checkouts on PostgreSQL', () => {
  const t = useTestApp();
  beforeAll(() => openShop(t.database.db));

  it('100 simultaneous checkouts from a guest whose balance covers 30 make exactly 30 orders', async () => {
    const db = t.database.db;
    const guest = await registeredGuest(t, { tokens: 300 });
    const product = await insertProduct(db, { tokenPrice: 10 });
    const line = { productId: product.id, quantity: 1, loungeId: guest.lounge.id, tokenPrice: 10 };

    const responses = await Promise.all(
      Array.from({ length: 100 }, () => guest.client.post('/api/checkout', { items: [line], idempotencyKey: randomUUID() })),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(refused.every((r) => r.statusCode === 409 && errorOf(r).code === 'INSUFFICIENT_FUNDS')).toBe(true);

    const [p] = await db.select({ b: profiles.tokenBalance }).from(profiles).where(eq(profiles.id, guest.userId));
    expect(p!.b).toBe(0);
    const [o] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, guest.userId));
    expect(o!.n).toBe(30);
    expect(await findLedgerMismatches(db)).toEqual([]);
  });

  it('a burst of requests with one idempotency key makes one order and charges once', async () => {
    const db = t.database.db;
    const guest = await registeredGuest(t, { tokens: 300 });
    const product = await insertProduct(db, { tokenPrice: 10 });
    const body = { items: [{ productId: product.id, quantity: 1, loungeId: guest.lounge.id }], idempotencyKey: randomUUID() };

    const responses = await Promise.all(Array.from({ length: 20 }, () => guest.client.post('/api/checkout', body)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([...Array<number>(19).fill(200), 201]);
    expect(new Set(responses.map((r) => readJson(r, checkoutResponse).order.id)).size).toBe(1);
    const [p] = await db.select({ b: profiles.tokenBalance }).from(profiles).where(eq(profiles.id, guest.userId));
    expect(p!.b).toBe(290);
    expect(await findLedgerMismatches(db)).toEqual([]);
  });
});
