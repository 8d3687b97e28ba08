import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import { adminOrderResponse, completePendingResponse } from '#shared/schemas/admin-orders.ts';
import { myOrdersResponse } from '#shared/schemas/orders.ts';
import { orders, userLoungeAssignments } from '#server/db/schema/index.ts';
import { readJson } from '#server/testing/api-client.ts';
import { insertLounge } from '#server/testing/fixtures.ts';
import { auditRowsSince, lastAuditId } from '#server/testing/admin-fixtures.ts';
import { insertProduct, registeredGuest } from '#server/testing/shop-fixtures.ts';
import { balanceOf, placeOrder } from '#server/testing/order-fixtures.ts';
import { useBackOfficeOrders } from '#server/testing/back-office-orders.ts';

const { t, admin, db, list } = useBackOfficeOrders();
const statusesOf = async (ids: string[]) =>
  new Map((await db().select({ id: orders.id, status: orders.status }).from(orders).where(inArray(orders.id, ids))).map((r) => [r.id, r.status]));
const completePending = (body: unknown) => admin.client.post('/api/admin/orders/complete-pending', body);
const movedIn = (audit: Awaited<ReturnType<typeof auditRowsSince>>) =>
  audit.filter((a) => a.action === 'order.complete_pending').flatMap((a) => (a.after as { orderIds: string[] }).orderIds);

describe('how a cancelled order reads (refundedTokens)', () => {
  it('says how many tokens a refund gave back, or 0 when Cancel kept them, in the list, the details and /orders', async () => {
    const guest = await registeredGuest(t, { tokens: 200 });
    const product = await insertProduct(db(), { tokenPrice: 40 });
    const refunded = await placeOrder(guest, [{ productId: product.id, quantity: 2 }]);
    const kept = await placeOrder(guest, [{ productId: product.id, quantity: 1 }]);
    const open = await placeOrder(guest, [{ productId: product.id, quantity: 1 }]);
    expect((await admin.client.post(`/api/admin/orders/${refunded}/refund`)).statusCode).toBe(200);
    expect((await admin.client.post(`/api/admin/orders/${kept}/status`, { status: 'cancelled' })).statusCode).toBe(200);

    const rows = new Map((await list(`q=${encodeURIComponent(guest.email)}`)).orders.map((o) => [o.id, o]));
    expect([rows.get(refunded), rows.get(kept), rows.get(open)].map((o) => [o!.status, o!.refundedTokens])).toEqual([
      ['cancelled', 80],
      ['cancelled', 0],
      ['pending', 0],
    ]);
    const details = readJson(await admin.client.get(`/api/admin/orders/${refunded}`), adminOrderResponse).order;
    expect(details.refundedTokens).toBe(80);
    const mine = new Map(readJson(await guest.client.get('/api/me/orders'), myOrdersResponse).orders.map((o) => [o.id, o.refundedTokens]));
    expect([mine.get(refunded), mine.get(kept)]).toEqual([80, 0]);
    expect(await balanceOf(db(), guest.userId)).toBe(200 - 40 - 40);
  });
});

describe('working a festival day', () => {
  it('filters orders by day and by lounge, with status', async () => {
    const guest = await registeredGuest(t, { tokens: 500, day: 'Thursday' });
    const saturday = await insertLounge(db(), { tableNumber: 'S1', day: 'Saturday' });
    await db().insert(userLoungeAssignments).values({ userId: guest.userId, loungeId: saturday.id });
    const product = await insertProduct(db(), { tokenPrice: 1 });
    const thu = await placeOrder(guest, [{ productId: product.id, quantity: 1 }]);
    const sat = await placeOrder(guest, [{ productId: product.id, quantity: 1, loungeId: saturday.id }]);
    const both = await placeOrder(guest, [
      { productId: product.id, quantity: 1 },
      { productId: product.id, quantity: 2, loungeId: saturday.id },
    ]);
    const q = `q=${encodeURIComponent(guest.email)}`;
    const ids = async (query: string) => (await list(`${q}&${query}`)).orders.map((o) => o.id).sort();

    expect(await ids('day=Thursday')).toEqual([thu, both].sort());
    expect(await ids('day=Saturday')).toEqual([sat, both].sort());
    expect(await ids('day=Friday')).toEqual([]);
    expect(await ids(`loungeId=${saturday.id}`)).toEqual([sat, both].sort());
    expect(await ids(`loungeId=${guest.lounge.id}&day=Saturday`)).toEqual([both]);
    expect((await list(`${q}&day=Saturday&status=pending`)).total).toBe(2);
    expect((await admin.client.get('/api/admin/orders?day=Sunday')).statusCode).toBe(400);
    expect((await admin.client.get('/api/admin/orders?loungeId=nope')).statusCode).toBe(400);
  });

  it("'Complete all pending' moves only that day's pending orders, in one audited action", async () => {
    const guest = await registeredGuest(t, { tokens: 500, day: 'Friday' });
    const other = await registeredGuest(t, { tokens: 500, day: 'Saturday' });
    const product = await insertProduct(db(), { tokenPrice: 5 });
    const fridays = [await placeOrder(guest, [{ productId: product.id, quantity: 1 }]), await placeOrder(guest, [{ productId: product.id, quantity: 2 }])];
    const cancelled = await placeOrder(guest, [{ productId: product.id, quantity: 1 }]);
    expect((await admin.client.post(`/api/admin/orders/${cancelled}/refund`)).statusCode).toBe(200);
    const saturday = await placeOrder(other, [{ productId: product.id, quantity: 1 }]);
    const pendingBefore = (await list('day=Friday&status=pending')).total;
    const auditBefore = await lastAuditId(db());

    const res = await completePending({ day: 'Friday' });
    expect(res.statusCode, res.body).toBe(200);
    expect(readJson(res, completePendingResponse)).toEqual({ completed: pendingBefore, message: msg.pendingCompleted({ n: pendingBefore, count: String(pendingBefore), day: 'Friday' }) });
    const statuses = await statusesOf([...fridays, cancelled, saturday]);
    expect([...fridays, cancelled, saturday].map((id) => statuses.get(id))).toEqual(['completed', 'completed', 'cancelled', 'pending']);
    const audit = await auditRowsSince(db(), auditBefore);
    expect(audit.map((a) => a.action)).toEqual(['order.complete_pending']);
    expect(movedIn(audit)).toEqual(expect.arrayContaining(fridays));
    // Completing moves no tokens.
    expect(await balanceOf(db(), guest.userId)).toBe(500 - 5 - 10);

    // Nothing left: 0, and no audit row for nothing.
    expect(readJson(await completePending({ day: 'Friday' }), completePendingResponse).completed).toBe(0);
    expect(await auditRowsSince(db(), auditBefore)).toHaveLength(1);
    expect((await completePending({ day: 'Sunday' })).statusCode).toBe(400);
    expect((await completePending({})).statusCode).toBe(400);
  });

  it('races with refunds and with itself: each order moves once, refunds still land', async () => {
    const guest = await registeredGuest(t, { tokens: 500, day: 'Thursday' });
    const product = await insertProduct(db(), { tokenPrice: 10 });
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push(await placeOrder(guest, [{ productId: product.id, quantity: 1 }]));
    const auditBefore = await lastAuditId(db());
    const responses = await Promise.all([
      ...ids.filter((_, i) => i % 2 === 0).map((id) => admin.client.post(`/api/admin/orders/${id}/refund`)),
      completePending({ day: 'Thursday' }),
      completePending({ day: 'Thursday' }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));
    const bulk = responses.slice(-2).map((r) => readJson(r, completePendingResponse).completed);
    const moved = movedIn(await auditRowsSince(db(), auditBefore));
    expect(new Set(moved).size).toBe(moved.length);
    expect(moved.length).toBe(bulk[0]! + bulk[1]!);
    expect(moved).toEqual(expect.arrayContaining(ids.filter((_, i) => i % 2 === 1)));
    const statuses = await statusesOf(ids);
    expect(ids.map((id) => statuses.get(id))).toEqual(ids.map((_, i) => (i % 2 === 0 ? 'cancelled' : 'completed')));
    expect(await balanceOf(db(), guest.userId)).toBe(500 - 40);
  });
});
