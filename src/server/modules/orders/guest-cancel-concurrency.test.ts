import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '#server/db/schema/index.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { errorOf } from '#server/testing/api-client.ts';
import { ledgerRowsOf } from '#server/testing/admin-fixtures.ts';
import { onPostgres } from '#server/testing/test-db.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';
import { insertProduct, openShop, registeredGuest } from '#server/testing/shop-fixtures.ts';
import { balanceOf, placeOrder } from '#server/testing/order-fixtures.ts';

// PGlite has one connection, so only a real server shows what simultaneous cancellations do
// (docs/product.md#guests-cancel-or-change-their-pending-orders).
describe.runIf(onPostgres)("a guest's cancellations racing on PostgreSQL", () => {
  const t = useTestApp();
  beforeAll(() => openShop(t.database.db));
  const admin = useSignedInAdmin(t);
  const db = () => t.database.db;

  it('20 simultaneous cancels of one order refund it once', async () => {
    const guest = await registeredGuest(t, { tokens: 100 });
    const orderId = await placeOrder(guest, [{ productId: (await insertProduct(db(), { tokenPrice: 25 })).id, quantity: 2 }]);
    const responses = await Promise.all(Array.from({ length: 20 }, () => guest.client.post(`/api/me/orders/${orderId}/cancel`)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(responses.filter((r) => r.statusCode === 409).every((r) => errorOf(r).code === 'INVALID_STATUS_TRANSITION')).toBe(true);
    expect((await ledgerRowsOf(db(), guest.userId, 'refund')).map((r) => r.delta)).toEqual([50]);
    expect(await balanceOf(db(), guest.userId)).toBe(100);
    expect(await findLedgerMismatches(db())).toEqual([]);
  });

  it("a guest's cancel racing the admin's completion: exactly one wins, tokens move at most once", async () => {
    for (let round = 0; round < 5; round++) {
      const guest = await registeredGuest(t, { tokens: 100 });
      const orderId = await placeOrder(guest, [{ productId: (await insertProduct(db(), { tokenPrice: 20 })).id, quantity: 1 }]);
      const calls = Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? guest.client.post(`/api/me/orders/${orderId}/cancel`)
          : admin.client.post(`/api/admin/orders/${orderId}/status`, { status: 'completed' }),
      );
      const responses = await Promise.all(calls);
      expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
      expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const [row] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
      const refunds = await ledgerRowsOf(db(), guest.userId, 'refund');
      expect(refunds).toHaveLength(row!.status === 'cancelled' ? 1 : 0);
      expect(await balanceOf(db(), guest.userId)).toBe(row!.status === 'cancelled' ? 100 : 80);
    }
    expect(await findLedgerMismatches(db())).toEqual([]);
  });
});
