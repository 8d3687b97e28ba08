import { beforeAll, describe, expect, it } from 'vitest';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { onPostgres } from '#server/testing/test-db.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';
import { insertProduct, openShop, registeredGuest } from '#server/testing/shop-fixtures.ts';
import { balanceOf } from '#server/testing/order-fixtures.ts';
import { expectOneWinner, expectRefundsBooked, guestWithPendingOrder, raceOutcome } from '#server/testing/races.ts';

// PGlite has one connection, so only a real server can show what concurrent admin actions do.
describe.runIf(onPostgres)('concurrent order actions on PostgreSQL', () => {
  const t = useTestApp();
  beforeAll(() => openShop(t.database.db));
  const admin = useSignedInAdmin(t);
  const db = () => t.database.db;

  it('50 simultaneous refunds of one order refund it once', async () => {
    const { guest, orderId } = await guestWithPendingOrder(t, { tokens: 200, tokenPrice: 35, quantity: 2 });
    expect(await balanceOf(db(), guest.userId)).toBe(130);

    const responses = await Promise.all(Array.from({ length: 50 }, () => admin.client.post(`/api/admin/orders/${orderId}/refund`)));
    expect(responses).toHaveLength(50);
    expectOneWinner(responses, 'ORDER_NOT_REFUNDABLE');
    await expectRefundsBooked(db(), guest.userId, [70], 200);
  });

  it('complete, cancel and refund racing on one order: exactly one wins, tokens move at most once', async () => {
    for (let round = 0; round < 5; round++) {
      const { guest, orderId } = await guestWithPendingOrder(t, { tokens: 100, tokenPrice: 20, quantity: 1 });
      const calls = Array.from({ length: 30 }, (_, i) =>
        i % 3 === 0
          ? admin.client.post(`/api/admin/orders/${orderId}/refund`)
          : admin.client.post(`/api/admin/orders/${orderId}/status`, { status: i % 3 === 1 ? 'completed' : 'cancelled' }),
      );
      const responses = await Promise.all(calls);
      const { status, refunds } = await raceOutcome(db(), orderId, guest.userId);
      expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
      // Pending moves once; a completed order may still be refunded afterwards, a cancelled one never.
      const wins = responses.filter((r) => r.statusCode === 200).length;
      expect(wins === 1 || (wins === 2 && status === 'cancelled' && refunds.length === 1)).toBe(true);
      expect(refunds.length).toBeLessThanOrEqual(1);
      expect(await balanceOf(db(), guest.userId)).toBe(refunds.length ? 100 : 80);
    }
    expect(await findLedgerMismatches(db())).toEqual([]);
  });

  it('simultaneous paid manual orders never overdraw the customer', async () => {
    const guest = await registeredGuest(t, { tokens: 100 });
    const product = await insertProduct(db(), { tokenPrice: 30 });
    const body = { userId: guest.userId, items: [{ productId: product.id, quantity: 1, withoutLounge: true }], free: false };
    const responses = await Promise.all(Array.from({ length: 20 }, () => admin.client.post('/api/admin/orders/manual', body)));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(17);
    expect(await balanceOf(db(), guest.userId)).toBe(10);
    expect(await findLedgerMismatches(db())).toEqual([]);
  });
});
