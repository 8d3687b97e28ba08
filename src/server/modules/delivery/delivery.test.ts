import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import { adminOrderResponse } from '#shared/schemas/admin-orders.ts';
import { deliveryChangeResponse, deliveryResponse } from '#shared/schemas/delivery.ts';
import { myOrdersResponse } from '#shared/schemas/orders.ts';
import { mails, orders } from '#server/db/schema/index.ts';
import { errorOf, readJson } from '#server/testing/api-client.ts';
import { auditRowsSince, lastAuditId, signIn, uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { insertProfile } from '#server/testing/fixtures.ts';
import { forceStatus, placeOrder } from '#server/testing/order-fixtures.ts';
import { insertBottle, insertMixDrink, insertProduct, openShop, registeredGuest } from '#server/testing/shop-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';
import { onPostgres } from '#server/testing/test-db.ts';

const t = useTestApp();
const admin = useSignedInAdmin(t);
const db = () => t.database.db;

async function signedInStaff() {
  const email = uniqueEmail('runner');
  const profile = await insertProfile(db(), { email, role: 'staff' });
  return { client: await signIn(t, email), id: profile.id, email };
}

/** A guest with a lounge of `day` and `count` completed orders for it (two lines each, one with mix drinks). */
async function loungeWithOrders(day: 'Thursday' | 'Friday' | 'Saturday', count: number) {
  await openShop(db());
  const guest = await registeredGuest(t, { day, tokens: 1000 });
  const [bottle, beer, soda] = [
    await insertBottle(db(), { name: `Vodka ${crypto.randomUUID().slice(0, 4)}`, tokenPrice: 10 }),
    await insertProduct(db(), { name: `Beer ${crypto.randomUUID().slice(0, 4)}`, tokenPrice: 2 }),
    await insertMixDrink(db(), { name: `Soda ${crypto.randomUUID().slice(0, 4)}` }),
  ];
  const orderIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = await placeOrder(guest, [
      { productId: bottle.id, quantity: 2, mixDrinkIds: [soda.id] },
      { productId: beer.id, quantity: 3 },
    ]);
    await forceStatus(db(), id, 'completed');
    orderIds.push(id);
  }
  return { guest, orderIds, bottle, beer, soda };
}

const run = async (client: { get(url: string): Promise<import('fastify').LightMyRequestResponse> }, day: string) => {
  const res = await client.get(`/api/admin/delivery?day=${day}`);
  expect(res.statusCode, res.body).toBe(200);
  return readJson(res, deliveryResponse);
};

describe('the delivery run', () => {
  it('lists the day\'s lounges with what to bring summed, the guest, and progress; a lounge tap delivers all its orders', async () => {
    const staff = await signedInStaff();
    const { guest, orderIds, bottle, beer, soda } = await loungeWithOrders('Saturday', 2);
    const pending = await placeOrder(guest, [{ productId: beer.id, quantity: 1 }]);

    const before = await run(staff.client, 'Saturday');
    const lounge = before.lounges.find((l) => l.loungeId === guest.lounge.id)!;
    expect(lounge).toMatchObject({ assignees: [guest.email], delivered: false });
    expect(lounge.products).toEqual(expect.arrayContaining([{ name: bottle.name, quantity: 4 }, { name: beer.name, quantity: 6 }]));
    expect(lounge.mixDrinks).toEqual([{ name: soda.name, quantity: 4 }]);
    expect(lounge.orders.map((o) => o.orderId).sort()).toEqual([...orderIds].sort());
    expect(lounge.orders.map((o) => o.orderId)).not.toContain(pending);
    const labels = before.lounges.map((l) => l.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));

    const since = await lastAuditId(db());
    const res = await staff.client.post(`/api/admin/delivery/lounges/${guest.lounge.id}/deliver`);
    expect(readJson(res, deliveryChangeResponse)).toEqual({ changed: 2, message: msg.deliveryMarked });
    const after = await run(staff.client, 'Saturday');
    expect(after.progress).toEqual({ delivered: before.progress.delivered + 1, total: before.progress.total });
    const done = after.lounges.find((l) => l.loungeId === guest.lounge.id)!;
    expect(done.delivered).toBe(true);
    expect(done.orders.every((o) => o.deliveredByEmail === staff.email && o.deliveredAt && o.undoable)).toBe(true);
    expect((await auditRowsSince(db(), since)).map((a) => [a.action, a.actorId])).toEqual([['delivery.mark', staff.id]]);

    // The guest sees it on /orders, the admin in the order details; the pending order stays undelivered.
    const mine = readJson(await guest.client.get('/api/me/orders'), myOrdersResponse).orders;
    expect(mine.filter((o) => o.deliveredAt).map((o) => o.id).sort()).toEqual([...orderIds].sort());
    expect(mine.find((o) => o.id === pending)!.deliveredAt).toBeNull();
    const details = readJson(await admin.client.get(`/api/admin/orders/${orderIds[0]}`), adminOrderResponse).order;
    expect(details).toMatchObject({ status: 'completed', deliveredByEmail: staff.email });
    expect(details.deliveredAt).toEqual(done.orders[0]!.deliveredAt);
  });

  it('is idempotent: a second tap changes nothing and keeps who delivered first', async () => {
    const [first, second] = [await signedInStaff(), await signedInStaff()];
    const { guest, orderIds } = await loungeWithOrders('Friday', 1);
    await first.client.post(`/api/admin/delivery/lounges/${guest.lounge.id}/deliver`);
    const res = await second.client.post(`/api/admin/delivery/lounges/${guest.lounge.id}/deliver`);
    expect(readJson(res, deliveryChangeResponse)).toEqual({ changed: 0, message: msg.alreadyDelivered });
    const again = await second.client.post(`/api/admin/delivery/orders/${orderIds[0]}/deliver`);
    expect(readJson(again, deliveryChangeResponse).changed).toBe(0);
    const [row] = await db().select().from(orders).where(eq(orders.id, orderIds[0]!));
    expect(row!.deliveredBy).toBe(first.id);
  });

  it('delivers one order of a lounge with several', async () => {
    const staff = await signedInStaff();
    const { guest, orderIds } = await loungeWithOrders('Thursday', 2);
    expect(readJson(await staff.client.post(`/api/admin/delivery/orders/${orderIds[1]}/deliver`), deliveryChangeResponse).changed).toBe(1);
    const lounge = (await run(staff.client, 'Thursday')).lounges.find((l) => l.loungeId === guest.lounge.id)!;
    expect(lounge.delivered).toBe(false);
    expect(lounge.orders.find((o) => o.orderId === orderIds[1])!.deliveredAt).not.toBeNull();
    expect(lounge.orders.find((o) => o.orderId === orderIds[0])!.deliveredAt).toBeNull();
  });

  it('refuses pending and cancelled orders, lounges without completed orders, unknown ids; writes nothing', async () => {
    const staff = await signedInStaff();
    await openShop(db());
    const guest = await registeredGuest(t);
    const product = await insertProduct(db(), { tokenPrice: 1 });
    const pending = await placeOrder(guest, [{ productId: product.id, quantity: 1 }]);
    const cancelled = await placeOrder(guest, [{ productId: product.id, quantity: 1 }]);
    await forceStatus(db(), cancelled, 'cancelled');
    for (const id of [pending, cancelled]) {
      const res = await staff.client.post(`/api/admin/delivery/orders/${id}/deliver`);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toMatchObject({ code: ERROR_CODES.notDeliverable, message: msg.onlyCompletedDeliverable });
    }
    const lounge = await staff.client.post(`/api/admin/delivery/lounges/${guest.lounge.id}/deliver`);
    expect(errorOf(lounge)).toMatchObject({ code: ERROR_CODES.notDeliverable, message: msg.nothingToDeliver });
    expect((await staff.client.post(`/api/admin/delivery/orders/${crypto.randomUUID()}/deliver`)).statusCode).toBe(404);
    expect((await staff.client.post(`/api/admin/delivery/lounges/${crypto.randomUUID()}/deliver`)).statusCode).toBe(404);
    expect((await staff.client.post('/api/admin/delivery/lounges/not-an-id/deliver')).statusCode).toBe(400);
    expect((await staff.client.get('/api/admin/delivery?day=Sunday')).statusCode).toBe(400);
    const rows = await db().select().from(orders).where(inArray(orders.id, [pending, cancelled]));
    expect(rows.every((r) => r.deliveredAt === null)).toBe(true);
  });
});

describe('undo', () => {
  it('lets the runner undo within a minute, not another runner, and after a minute only an admin (audited)', async () => {
    const [runner, other] = [await signedInStaff(), await signedInStaff()];
    const { guest, orderIds } = await loungeWithOrders('Friday', 1);
    const deliver = () => runner.client.post(`/api/admin/delivery/lounges/${guest.lounge.id}/deliver`);
    await deliver();
    const refused = await other.client.post(`/api/admin/delivery/lounges/${guest.lounge.id}/undo`);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ code: ERROR_CODES.deliveryUndoExpired, message: msg.deliveryUndoTooLate });
    expect(readJson(await runner.client.post(`/api/admin/delivery/lounges/${guest.lounge.id}/undo`), deliveryChangeResponse)).toEqual({ changed: 1, message: msg.deliveryUndone });
    const [undone] = await db().select().from(orders).where(eq(orders.id, orderIds[0]!));
    expect(undone).toMatchObject({ deliveredAt: null, deliveredBy: null, status: 'completed' });

    await deliver();
    // A minute and more later: the runner may no longer, an admin may.
    await db().update(orders).set({ deliveredAt: new Date(Date.now() - 61_000) }).where(eq(orders.id, orderIds[0]!));
    expect((await runner.client.post(`/api/admin/delivery/orders/${orderIds[0]}/undo`)).statusCode).toBe(403);
    const lounge = (await run(runner.client, 'Friday')).lounges.find((l) => l.loungeId === guest.lounge.id)!;
    expect(lounge.orders[0]!.undoable).toBe(false);
    const since = await lastAuditId(db());
    expect((await admin.client.post(`/api/admin/delivery/orders/${orderIds[0]}/undo`)).statusCode).toBe(200);
    const audit = await auditRowsSince(db(), since);
    expect(audit.map((a) => [a.action, a.actorId, a.before])).toEqual([
      ['delivery.undo', admin.id, { orders: [{ id: orderIds[0], deliveredBy: runner.id }] }],
    ]);
  });
});

describe.runIf(onPostgres)('two runners at once (PostgreSQL)', () => {
  it('record one delivery: every order once, by one of them, one audit row', async () => {
    const runners = [await signedInStaff(), await signedInStaff()];
    const { guest, orderIds } = await loungeWithOrders('Friday', 3);
    const since = await lastAuditId(db());
    const taps = runners.flatMap((r) => Array.from({ length: 6 }, (_, i) =>
      i % 2 ? r.client.post(`/api/admin/delivery/lounges/${guest.lounge.id}/deliver`) : r.client.post(`/api/admin/delivery/orders/${orderIds[i % 3]}/deliver`),
    ));
    const results = await Promise.all(taps);
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const changed = results.reduce((sum, r) => sum + readJson(r, deliveryChangeResponse).changed, 0);
    expect(changed).toBe(3);
    const rows = await db().select().from(orders).where(inArray(orders.id, orderIds));
    expect(rows.every((r) => r.deliveredAt !== null && runners.some((x) => x.id === r.deliveredBy))).toBe(true);
    const marks = (await auditRowsSince(db(), since)).filter((a) => a.action === 'delivery.mark');
    const marked = marks.flatMap((a) => (a.after as { orderIds: string[] }).orderIds);
    expect(marked.sort()).toEqual([...orderIds].sort());
  });
});

describe('the delivered mail', () => {
  const deliveredMails = (orderIds: string[]) =>
    db().select().from(mails).where(and(eq(mails.kind, 'order_delivered'), inArray(mails.dedupeKey, orderIds.map((id) => `order_delivered:${id}`))));

  it('is queued with the delivery, one per order, naming the lounge; an undo and a second tap queue no second one', async () => {
    const staff = await signedInStaff();
    const { guest, orderIds } = await loungeWithOrders('Friday', 2);
    await staff.client.post(`/api/admin/delivery/lounges/${guest.lounge.id}/deliver`);
    const queued = await deliveredMails(orderIds);
    expect(queued.map((m) => m.recipient)).toEqual([guest.email, guest.email]);
    expect(queued.map((m) => (m.payload as { orderId: string }).orderId).sort()).toEqual([...orderIds].sort());
    expect(queued[0]!.payload).toMatchObject({ lounge: `${guest.lounge.category} ${guest.lounge.tableNumber}`, day: 'Friday' });

    expect(readJson(await staff.client.post(`/api/admin/delivery/lounges/${guest.lounge.id}/undo`), deliveryChangeResponse).changed).toBe(2);
    expect(readJson(await staff.client.post(`/api/admin/delivery/lounges/${guest.lounge.id}/deliver`), deliveryChangeResponse).changed).toBe(2);
    expect(await deliveredMails(orderIds)).toHaveLength(2);
  });

  it('is not queued when the delivery is refused', async () => {
    const staff = await signedInStaff();
    await openShop(db());
    const guest = await registeredGuest(t);
    const pending = await placeOrder(guest, [{ productId: (await insertProduct(db(), { tokenPrice: 1 })).id, quantity: 1 }]);
    expect((await staff.client.post(`/api/admin/delivery/orders/${pending}/deliver`)).statusCode).toBe(409);
    expect(await deliveredMails([pending])).toEqual([]);
  });
});

describe('refunding a delivered order', () => {
  it('is refused with 409 unless the request says the admin confirmed it a second time; then refunds', async () => {
    const staff = await signedInStaff();
    const { orderIds } = await loungeWithOrders('Saturday', 1);
    const [orderId] = orderIds as [string];
    await staff.client.post(`/api/admin/delivery/orders/${orderId}/deliver`);

    for (const body of [undefined, {}, { confirmDelivered: false }]) {
      const refused = await admin.client.post(`/api/admin/orders/${orderId}/refund`, body);
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused)).toMatchObject({ code: ERROR_CODES.refundDeliveredUnconfirmed, message: msg.refundDeliveredUnconfirmed });
    }
    const [unchanged] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(unchanged!.status).toBe('completed');

    const refunded = await admin.client.post(`/api/admin/orders/${orderId}/refund`, { confirmDelivered: true });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const details = readJson(await admin.client.get(`/api/admin/orders/${orderId}`), adminOrderResponse).order;
    expect(details).toMatchObject({ status: 'cancelled', refundedTokens: unchanged!.totalTokens });
    expect(details.deliveredAt).not.toBeNull();
  });

  it('needs no confirmation for an order not delivered', async () => {
    const { orderIds } = await loungeWithOrders('Thursday', 1);
    expect((await admin.client.post(`/api/admin/orders/${orderIds[0]}/refund`)).statusCode).toBe(200);
  });
});
