import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import { cancelMyOrderResponse } from '#shared/schemas/orders.ts';
import { adminAuditLog, editions, mails, orders, shopSettings } from '#server/db/schema/index.ts';
import { errorOf, readJson } from '#server/testing/api-client.ts';
import { ledgerRowsOf } from '#server/testing/admin-fixtures.ts';
import { balanceOf, forceStatus, placeOrder, writeCounts } from '#server/testing/order-fixtures.ts';
import { insertProduct, registeredGuest, setDeadline } from '#server/testing/shop-fixtures.ts';
import { limitStock, soldOf } from '#server/testing/stock-fixtures.ts';
import { useGuestOrderSuite } from '#server/testing/guest-order-suite.ts';

// docs/product.md#guests-cancel-or-change-their-pending-orders, docs/decisions/044
const { t, admin, db } = useGuestOrderSuite();

type Guest = Awaited<ReturnType<typeof registeredGuest>>;
const cancel = (guest: Guest, orderId: string) => guest.client.post(`/api/me/orders/${orderId}/cancel`);

/** A guest with 100 tokens and one pending order of 2 × 30 tokens. */
async function guestWithOrder() {
  const guest = await registeredGuest(t, { tokens: 100 });
  const product = await insertProduct(db(), { tokenPrice: 30 });
  const orderId = await placeOrder(guest, [{ productId: product.id, quantity: 2 }]);
  return { guest, product, orderId };
}

const statusOf = async (orderId: string) => (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;

/** The refusal wrote nothing: the order kept its status, no ledger, audit or order row came. */
async function expectRefused(res: Awaited<ReturnType<typeof cancel>>, status: number, message: string, before: Awaited<ReturnType<typeof writeCounts>>) {
  expect(res.statusCode, res.body).toBe(status);
  expect(errorOf(res).message).toBe(message);
  expect(await writeCounts(db())).toEqual(before);
}

describe('POST /api/me/orders/:id/cancel', () => {
  it('cancels the guest’s own pending order through the refund: tokens, stock, ledger, mail, the guest in the audit log', async () => {
    const guest = await registeredGuest(t, { tokens: 100 });
    const product = await insertProduct(db(), { tokenPrice: 30 });
    await limitStock(admin.client, product.id, 'Friday', 10);
    const orderId = await placeOrder(guest, [{ productId: product.id, quantity: 2 }]);
    expect(await soldOf(db(), product.id, 'Friday')).toBe(2);
    const before = await writeCounts(db());

    const res = await cancel(guest, orderId);
    expect(res.statusCode, res.body).toBe(200);
    const body = readJson(res, cancelMyOrderResponse);
    expect(body).toMatchObject({ message: msg.orderRefunded({ tokens: 60 }), tokenBalance: 100, order: { id: orderId, status: 'cancelled', refundedTokens: 60 } });
    expect(await balanceOf(db(), guest.userId)).toBe(100);
    expect(await soldOf(db(), product.id, 'Friday')).toBe(0);
    // The ledger and the audit log say who cancelled: the guest.
    expect((await ledgerRowsOf(db(), guest.userId, 'refund')).map((r) => [r.delta, r.orderId, r.actorId])).toEqual([[60, orderId, guest.userId]]);
    expect(await writeCounts(db())).toEqual({ ...before, ledger: before.ledger + 1, audit: before.audit + 1 });
    const [audit] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.entityId, orderId));
    expect(audit).toMatchObject({ actorId: guest.userId, action: 'order.guest_cancel', after: { status: 'cancelled', refundedTokens: 60 } });
    const queued = await db().select({ kind: mails.kind }).from(mails).where(eq(mails.profileId, guest.userId));
    expect(queued.map((m) => m.kind)).toContain('order_cancelled');
  });

  it("answers another guest's order and an unknown one as not found", async () => {
    const { orderId } = await guestWithOrder();
    const intruder = await registeredGuest(t, { tokens: 10 });
    const before = await writeCounts(db());
    await expectRefused(await cancel(intruder, orderId), 404, msg.adminOrderNotFound, before);
    await expectRefused(await cancel(intruder, randomUUID()), 404, msg.adminOrderNotFound, before);
    expect(await statusOf(orderId)).toBe('pending');
  });

  it.each(['completed', 'cancelled'] as const)('refuses a %s order, naming its status', async (status) => {
    const { guest, orderId } = await guestWithOrder();
    await forceStatus(db(), orderId, status);
    const before = await writeCounts(db());
    await expectRefused(await cancel(guest, orderId), 409, msg.orderNotCancellable({ status }), before);
    expect(await statusOf(orderId)).toBe(status);
    expect(await balanceOf(db(), guest.userId)).toBe(40);
  });

  it("refuses once the order's edition is past its pre-order deadline, naming the contact address", async () => {
    const { guest, orderId } = await guestWithOrder();
    await setDeadline(db(), new Date(Date.now() - 1000), 'bar@festival.example');
    const before = await writeCounts(db());
    const res = await cancel(guest, orderId);
    await expectRefused(res, 409, msg.cancelCutoffPassed({ email: 'bar@festival.example' }), before);
    expect(errorOf(res).code).toBe('ORDER_CHANGE_CLOSED');
    expect(await statusOf(orderId)).toBe('pending');
  });

  it("follows the edition's own cutoff: refused before the deadline once it passed, allowed after the deadline until it", async () => {
    const first = await guestWithOrder();
    await db().update(editions).set({ changeCutoff: new Date(Date.now() - 1000) }).where(eq(editions.isCurrent, true));
    const before = await writeCounts(db());
    await expectRefused(await cancel(first.guest, first.orderId), 409, msg.cancelCutoffPassed({ email: 'orders@festival.example' }), before);

    const second = await guestWithOrder();
    await setDeadline(db(), new Date(Date.now() - 1000));
    await db().update(editions).set({ changeCutoff: new Date(Date.now() + 60_000) }).where(eq(editions.isCurrent, true));
    expect((await cancel(second.guest, second.orderId)).statusCode).toBe(200);
    expect(await statusOf(second.orderId)).toBe('cancelled');
  });

  it('refuses when the shop settings do not let guests cancel, naming the contact address', async () => {
    const { guest, orderId } = await guestWithOrder();
    await db().update(shopSettings).set({ guestsMayCancel: false });
    const before = await writeCounts(db());
    const res = await cancel(guest, orderId);
    await expectRefused(res, 403, msg.guestCancelOff({ email: 'orders@festival.example' }), before);
    expect(errorOf(res).code).toBe('GUEST_CHANGES_OFF');
  });
});
