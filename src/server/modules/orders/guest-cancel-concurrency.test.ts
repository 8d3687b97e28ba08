import { beforeAll, describe, expect, it } from 'vitest';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { onPostgres } from '#server/testing/test-db.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';
import { openShop } from '#server/testing/shop-fixtures.ts';
import { balanceOf } from '#server/testing/order-fixtures.ts';
import { expectOneWinner, expectRefundsBooked, guestWithPendingOrder, raceOutcome } from '#server/testing/races.ts';

// PGlite has one connection, so only a real server shows what simultaneous cancellations do
// (docs/product.md#guests-cancel-or-change-their-pending-orders).
describe.runIf(onPostgres)("a guest's cancellations racing on PostgreSQL", () => {
  const t = useTestApp();
  beforeAll(() => openShop(t.database.db));
  const admin = useSignedInAdmin(t);
  const db = () => t.database.db;

  it('20 simultaneous cancels of one order refund it once', async () => {
    const { guest, orderId } = await guestWithPendingOrder(t, { tokens: 100, tokenPrice: 25, quantity: 2 });
    const responses = await Promise.all(Array.from({ length: 20 }, () => guest.client.post(`/api/me/orders/${orderId}/cancel`)));
    expect(responses).toHaveLength(20);
    expectOneWinner(responses, 'INVALID_STATUS_TRANSITION');
    await expectRefundsBooked(db(), guest.userId, [50], 100);
  });

  it("a guest's cancel racing the admin's completion: exactly one wins, tokens move at most once", async () => {
    for (let round = 0; round < 5; round++) {
      const { guest, orderId } = await guestWithPendingOrder(t, { tokens: 100, tokenPrice: 20, quantity: 1 });
      const calls = Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? guest.client.post(`/api/me/orders/${orderId}/cancel`)
          : admin.client.post(`/api/admin/orders/${orderId}/status`, { status: 'completed' }),
      );
      const responses = await Promise.all(calls);
      expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
      expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const { status, refunds } = await raceOutcome(db(), orderId, guest.userId);
      expect(refunds).toHaveLength(status === 'cancelled' ? 1 : 0);
      expect(await balanceOf(db(), guest.userId)).toBe(status === 'cancelled' ? 100 : 80);
    }
    expect(await findLedgerMismatches(db())).toEqual([]);
  });
});
