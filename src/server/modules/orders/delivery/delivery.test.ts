import { describe, expect, it } from 'vitest';
import { and, eq, inArray, like } from 'drizzle-orm';
import { ERROR_CODES } from '#shared/api-error.ts';
import { editionDays } from '#shared/edition-days.ts';
import { msg } from '#shared/messages.ts';
import { adminOrderResponse, adminOrdersResponse } from '#shared/schemas/admin-orders.ts';
import { packingResponse } from '#shared/schemas/admin-packing.ts';
import { deliveryChangeResponse, deliveryResponse } from '#shared/schemas/delivery.ts';
import { myOrdersResponse } from '#shared/schemas/orders.ts';
import { editions, mails, orderItems } from '#server/db/schema/index.ts';
import { errorOf, readJson } from '#server/testing/api-client.ts';
import { auditRowsSince, lastAuditId, signIn, uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { insertLounge, insertProfile } from '#server/testing/fixtures.ts';
import { balanceOf, forceStatus, placeOrder } from '#server/testing/order-fixtures.ts';
import { insertBottle, insertMixDrink, insertProduct, openShop, registeredGuest } from '#server/testing/shop-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';
import { onPostgres } from '#server/testing/test-db.ts';

const t = useTestApp();
const admin = useSignedInAdmin(t);
const db = () => t.database.db;
type Day = 'Thursday' | 'Friday' | 'Saturday';

async function signedInStaff() {
  const email = uniqueEmail('runner');
  const profile = await insertProfile(db(), { email, role: 'staff' });
  return { client: await signIn(t, email), id: profile.id, email };
}

/** A guest with a lounge of `day` and `count` completed orders for it (two lines each, one with mix drinks). */
async function loungeWithOrders(day: Day, count: number) {
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

/**
 * One completed order for two lounges on two days: a bottle for the guest's Thursday lounge and beer plus
 * a platter for their Friday lounge (the trial's Terrace 1 / VIP 4 case).
 */
async function orderForTwoLounges() {
  await openShop(db());
  const guest = await registeredGuest(t, { day: 'Thursday', tokens: 1000 });
  const friday = await insertLounge(db(), { bookingNumber: `BK-${crypto.randomUUID()}`, tableNumber: crypto.randomUUID().slice(0, 5), category: 'Terrace', day: 'Friday' });
  expect((await guest.client.post('/api/me/lounges/claim', { bookingNumber: friday.bookingNumber })).statusCode).toBe(200);
  const [moet, beer, platter] = [
    await insertProduct(db(), { name: `Moët ${crypto.randomUUID().slice(0, 4)}`, tokenPrice: 12 }),
    await insertProduct(db(), { name: `Beer ${crypto.randomUUID().slice(0, 4)}`, tokenPrice: 2 }),
    await insertProduct(db(), { name: `Platter ${crypto.randomUUID().slice(0, 4)}`, tokenPrice: 5 }),
  ];
  const orderId = await placeOrder(guest, [
    { productId: moet.id, quantity: 1 },
    { productId: beer.id, quantity: 4, loungeId: friday.id },
    { productId: platter.id, quantity: 1, loungeId: friday.id },
  ]);
  await forceStatus(db(), orderId, 'completed');
  return { guest, thursday: guest.lounge, friday, orderId, moet, beer, platter };
}

const run = async (client: { get(url: string): Promise<import('fastify').LightMyRequestResponse> }, day?: Day) => {
  const res = await client.get(day ? `/api/admin/delivery?day=${day}` : '/api/admin/delivery');
  expect(res.statusCode, res.body).toBe(200);
  return readJson(res, deliveryResponse);
};
const loungeOf = async (client: Parameters<typeof run>[0], day: Day, loungeId: string) => (await run(client, day)).lounges.find((l) => l.loungeId === loungeId)!;
const myOrder = async (guest: { client: Parameters<typeof run>[0] }, orderId: string) =>
  readJson(await guest.client.get('/api/me/orders'), myOrdersResponse).orders.find((o) => o.id === orderId)!;
const adminOrder = async (orderId: string) => readJson(await admin.client.get(`/api/admin/orders/${orderId}`), adminOrderResponse).order;
const adminRow = async (orderId: string) =>
  readJson(await admin.client.get(`/api/admin/orders?q=${orderId}`), adminOrdersResponse).orders.find((o) => o.id === orderId)!;
const lineFacts = (orderId: string) =>
  db().select({ loungeId: orderItems.loungeId, deliveredAt: orderItems.deliveredAt, deliveredBy: orderItems.deliveredBy }).from(orderItems).where(eq(orderItems.orderId, orderId));
const deliver = (who: { client: { post(url: string): Promise<import('fastify').LightMyRequestResponse> } }, loungeId: string, orderId?: string) =>
  who.client.post(`/api/admin/delivery/lounges/${loungeId}${orderId ? `/orders/${orderId}` : ''}/deliver`);
const undo = (who: Parameters<typeof deliver>[0], loungeId: string, orderId?: string) =>
  who.client.post(`/api/admin/delivery/lounges/${loungeId}${orderId ? `/orders/${orderId}` : ''}/undo`);

describe('the delivery run', () => {
  it('lists the day\'s lounges with what to bring summed, the guest, and progress; a lounge tap delivers its orders', async () => {
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
    expect(readJson(await deliver(staff, guest.lounge.id), deliveryChangeResponse)).toEqual({ changed: 2, message: msg.deliveryMarked });
    const after = await run(staff.client, 'Saturday');
    expect(after.progress).toEqual({ delivered: before.progress.delivered + 1, total: before.progress.total });
    const done = after.lounges.find((l) => l.loungeId === guest.lounge.id)!;
    expect(done.delivered).toBe(true);
    expect(done.orders.every((o) => o.deliveredByEmail === staff.email && o.deliveredAt && o.undoable && o.order.state === 'delivered')).toBe(true);
    expect((await auditRowsSince(db(), since)).map((a) => [a.action, a.actorId])).toEqual([['delivery.mark', staff.id]]);

    // The guest sees it on /orders, the admin in the order details; the pending order stays undelivered.
    const mine = readJson(await guest.client.get('/api/me/orders'), myOrdersResponse).orders;
    expect(mine.filter((o) => o.delivery.state === 'delivered').map((o) => o.id).sort()).toEqual([...orderIds].sort());
    expect(mine.find((o) => o.id === pending)!.delivery).toEqual({ state: 'none', lastDeliveredAt: null, deliveredLounges: [] });
    const details = await adminOrder(orderIds[0]!);
    expect(details.status).toBe('completed');
    expect(details.items.every((i) => i.deliveredByEmail === staff.email && i.deliveredAt === done.orders[0]!.deliveredAt)).toBe(true);
    expect(details.delivery.lastDeliveredAt).toEqual(done.orders[0]!.deliveredAt);
  });

  it('is idempotent: a second tap changes nothing and keeps who delivered first', async () => {
    const [first, second] = [await signedInStaff(), await signedInStaff()];
    const { guest, orderIds } = await loungeWithOrders('Friday', 1);
    await deliver(first, guest.lounge.id);
    expect(readJson(await deliver(second, guest.lounge.id), deliveryChangeResponse)).toEqual({ changed: 0, message: msg.alreadyDelivered });
    expect(readJson(await deliver(second, guest.lounge.id, orderIds[0]), deliveryChangeResponse).changed).toBe(0);
    expect((await lineFacts(orderIds[0]!)).map((l) => l.deliveredBy)).toEqual([first.id, first.id]);
  });

  it('delivers one order of a lounge with several', async () => {
    const staff = await signedInStaff();
    const { guest, orderIds } = await loungeWithOrders('Thursday', 2);
    expect(readJson(await deliver(staff, guest.lounge.id, orderIds[1]), deliveryChangeResponse).changed).toBe(1);
    const lounge = await loungeOf(staff.client, 'Thursday', guest.lounge.id);
    expect(lounge.delivered).toBe(false);
    expect(lounge.orders.find((o) => o.orderId === orderIds[1])!.deliveredAt).not.toBeNull();
    expect(lounge.orders.find((o) => o.orderId === orderIds[0])!.deliveredAt).toBeNull();
  });

  it('refuses pending and cancelled orders, an order with nothing for the lounge, empty lounges, unknown ids; writes nothing', async () => {
    const staff = await signedInStaff();
    await openShop(db());
    const guest = await registeredGuest(t);
    const product = await insertProduct(db(), { tokenPrice: 1 });
    const pending = await placeOrder(guest, [{ productId: product.id, quantity: 1 }]);
    const cancelled = await placeOrder(guest, [{ productId: product.id, quantity: 1 }]);
    await forceStatus(db(), cancelled, 'cancelled');
    for (const id of [pending, cancelled]) {
      const res = await deliver(staff, guest.lounge.id, id);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toMatchObject({ code: ERROR_CODES.notDeliverable, message: msg.onlyCompletedDeliverable });
    }
    expect(errorOf(await deliver(staff, guest.lounge.id))).toMatchObject({ code: ERROR_CODES.notDeliverable, message: msg.nothingToDeliver });
    const other = await loungeWithOrders('Friday', 1);
    const elsewhere = await deliver(staff, guest.lounge.id, other.orderIds[0]);
    expect([elsewhere.statusCode, errorOf(elsewhere).message]).toEqual([409, msg.orderNotForLounge]);
    expect((await deliver(staff, guest.lounge.id, crypto.randomUUID())).statusCode).toBe(404);
    expect((await deliver(staff, crypto.randomUUID())).statusCode).toBe(404);
    expect((await staff.client.post('/api/admin/delivery/lounges/not-an-id/deliver')).statusCode).toBe(400);
    expect((await staff.client.get('/api/admin/delivery?day=Sunday')).statusCode).toBe(400);
    for (const id of [pending, cancelled, other.orderIds[0]!]) expect((await lineFacts(id)).every((l) => l.deliveredAt === null)).toBe(true);
  });
});

describe('a delivery is a fact about one lounge of an order', () => {
  it('tapping the Thursday lounge leaves the Friday lounge of the same order undelivered on every view', async () => {
    const staff = await signedInStaff();
    const { guest, thursday, friday, orderId, moet } = await orderForTwoLounges();
    expect(readJson(await deliver(staff, thursday.id), deliveryChangeResponse).changed).toBe(1);

    const facts = await lineFacts(orderId);
    expect(facts.filter((l) => l.deliveredAt).map((l) => l.loungeId)).toEqual([thursday.id]);
    const thursdayLabel = `${thursday.category} ${thursday.tableNumber}`;
    const partial = { state: 'partial', deliveredLounges: [{ label: thursdayLabel, day: 'Thursday' }] };

    const mine = await myOrder(guest, orderId);
    expect(mine.delivery).toMatchObject(partial);
    expect(mine.items.map((i) => [i.productName, i.deliveredAt !== null])).toEqual(
      expect.arrayContaining([[moet.name, true], ...mine.items.filter((i) => i.loungeId === friday.id).map((i) => [i.productName, false])]),
    );
    expect((await adminOrder(orderId)).delivery).toMatchObject(partial);
    expect((await adminRow(orderId)).delivery.state).toBe('partial');

    const onThursday = await loungeOf(staff.client, 'Thursday', thursday.id);
    expect(onThursday.delivered).toBe(true);
    const onFriday = await loungeOf(staff.client, 'Friday', friday.id);
    expect(onFriday.delivered).toBe(false);
    expect(onFriday.orders).toEqual([expect.objectContaining({ orderId, deliveredAt: null, order: expect.objectContaining(partial) })]);

    // The second trip completes the order.
    await deliver(staff, friday.id);
    expect((await myOrder(guest, orderId)).delivery.state).toBe('delivered');
    expect((await adminRow(orderId)).delivery.state).toBe('delivered');
  });

  it('sends one mail per lounge, naming the lounge, its day and only what was brought there', async () => {
    const staff = await signedInStaff();
    const { thursday, friday, orderId, moet, beer, platter } = await orderForTwoLounges();
    await deliver(staff, thursday.id);
    // The day's date in the lounge's edition goes with its name (docs/decisions/031).
    const [edition] = await db().select().from(editions).where(eq(editions.isCurrent, true));
    const dates = editionDays(edition!.festivalStart);
    const ofOrder = () => db().select().from(mails).where(and(eq(mails.kind, 'order_delivered'), like(mails.dedupeKey, `order_delivered:${orderId}:%`)));
    expect((await ofOrder()).map((m) => m.payload)).toEqual([
      { orderId, lounge: `${thursday.category} ${thursday.tableNumber}`, day: 'Thursday', date: dates.Thursday, items: [{ name: moet.name, quantity: 1, mixDrinks: [] }] },
    ]);
    await deliver(staff, friday.id);
    const both = await ofOrder();
    expect(both.map((m) => m.dedupeKey).sort()).toEqual([`order_delivered:${orderId}:${friday.id}`, `order_delivered:${orderId}:${thursday.id}`].sort());
    expect(both.find((m) => m.dedupeKey!.endsWith(friday.id))!.payload).toEqual({
      orderId,
      lounge: `Terrace ${friday.tableNumber}`,
      day: 'Friday',
      date: dates.Friday,
      items: [beer, platter].map((p) => ({ name: p.name, quantity: p.id === beer.id ? 4 : 1, mixDrinks: [] })).sort((a, b) => a.name.localeCompare(b.name)),
    });
  });

  it('undoing one lounge takes back only its lines', async () => {
    const staff = await signedInStaff();
    const { guest, thursday, friday, orderId } = await orderForTwoLounges();
    await deliver(staff, thursday.id);
    await deliver(staff, friday.id);
    expect(readJson(await undo(staff, friday.id, orderId), deliveryChangeResponse).changed).toBe(1);
    const facts = await lineFacts(orderId);
    expect(facts.filter((l) => l.deliveredAt).map((l) => l.loungeId)).toEqual([thursday.id]);
    expect((await myOrder(guest, orderId)).delivery.state).toBe('partial');
  });
});

describe('a group lounge (docs/decisions/032-group-lounges.md)', () => {
  it('names every guest on the packing list and the run; each order stays its guest\'s: paid, listed and mailed to them', async () => {
    await openShop(db());
    const staff = await signedInStaff();
    const host = await registeredGuest(t, { day: 'Saturday', tokens: 300 });
    const friend = await registeredGuest(t, { day: 'Saturday', tokens: 50 });
    expect((await friend.client.post('/api/me/lounges/claim', { bookingNumber: host.bookingNumber })).statusCode).toBe(200);
    const beer = await insertProduct(db(), { name: `Beer ${crypto.randomUUID().slice(0, 4)}`, tokenPrice: 5 });
    const hostOrder = await placeOrder(host, [{ productId: beer.id, quantity: 2 }]);
    const friendOrder = await placeOrder(friend, [{ productId: beer.id, quantity: 3, loungeId: host.lounge.id }]);
    for (const id of [hostOrder, friendOrder]) await forceStatus(db(), id, 'completed');
    const both = (values: string[]) => expect([...values].sort()).toEqual([host.email, friend.email].sort());

    const packing = readJson(await staff.client.get('/api/admin/packing?day=Saturday'), packingResponse).byLounge.find((l) => l.loungeId === host.lounge.id)!;
    both(packing.assignees);
    expect(packing.lines.map((l) => [l.orderId, l.quantity]).sort()).toEqual([[hostOrder, 2], [friendOrder, 3]].sort());
    const lounge = await loungeOf(staff.client, 'Saturday', host.lounge.id);
    both(lounge.assignees);
    expect(lounge.orders.map((o) => o.orderId).sort()).toEqual([hostOrder, friendOrder].sort());
    expect(lounge.products).toEqual([{ name: beer.name, quantity: 5 }]);

    expect([await balanceOf(db(), host.userId), await balanceOf(db(), friend.userId)]).toEqual([290, 35]);
    const ordersOf = async (guest: typeof host) => readJson(await guest.client.get('/api/me/orders'), myOrdersResponse).orders.map((o) => o.id);
    expect([await ordersOf(host), await ordersOf(friend)]).toEqual([[hostOrder], [friendOrder]]);
    expect(readJson(await deliver(staff, host.lounge.id), deliveryChangeResponse).changed).toBe(2);
    const mailed = await db().select().from(mails).where(inArray(mails.dedupeKey, [hostOrder, friendOrder].map((id) => `order_delivered:${id}:${host.lounge.id}`)));
    expect(mailed.map((m) => [(m.payload as { orderId: string }).orderId, m.recipient]).sort()).toEqual([[hostOrder, host.email], [friendOrder, friend.email]].sort());
  });
});

describe('undo', () => {
  it('lets the runner undo within a minute, not another runner, and after a minute only an admin (audited)', async () => {
    const [runner, other] = [await signedInStaff(), await signedInStaff()];
    const { guest, orderIds } = await loungeWithOrders('Friday', 1);
    const loungeId = guest.lounge.id;
    await deliver(runner, loungeId);
    const refused = await undo(other, loungeId);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ code: ERROR_CODES.deliveryUndoExpired, message: msg.deliveryUndoTooLate });
    expect(readJson(await undo(runner, loungeId), deliveryChangeResponse)).toEqual({ changed: 1, message: msg.deliveryUndone });
    expect((await lineFacts(orderIds[0]!)).every((l) => l.deliveredAt === null && l.deliveredBy === null)).toBe(true);

    await deliver(runner, loungeId);
    // A minute and more later: the runner may no longer, an admin may.
    await db().update(orderItems).set({ deliveredAt: new Date(Date.now() - 61_000) }).where(eq(orderItems.orderId, orderIds[0]!));
    expect((await undo(runner, loungeId, orderIds[0])).statusCode).toBe(403);
    expect((await loungeOf(runner.client, 'Friday', loungeId)).orders[0]!.undoable).toBe(false);
    const since = await lastAuditId(db());
    expect((await undo(admin, loungeId, orderIds[0])).statusCode).toBe(200);
    const audit = await auditRowsSince(db(), since);
    expect(audit.map((a) => [a.action, a.actorId, a.before])).toEqual([
      ['delivery.undo', admin.id, { orders: [{ id: orderIds[0], deliveredBy: runner.id }] }],
    ]);
  });
});

describe('the day the run opens on', () => {
  it('is the day asked for, else today on a festival day, else the first day with deliveries open', async () => {
    const { defaultDeliveryDay } = await import('./delivery.service.ts');
    const staff = await signedInStaff();
    // The edition's festival runs Thursday 17 to Saturday 19 September 2026; the 21st is the Monday after.
    const [edition] = await db().update(editions).set({ festivalStart: '2026-09-17' }).where(eq(editions.isCurrent, true)).returning();
    expect(await defaultDeliveryDay(db(), edition!, new Date('2026-09-18T10:00:00+02:00'))).toBe('Friday');
    expect(await defaultDeliveryDay(db(), edition!, new Date('2026-09-17T23:30:00Z'))).toBe('Friday'); // already Friday in Zurich
    await loungeWithOrders('Saturday', 1);
    const open = (await Promise.all((['Thursday', 'Friday', 'Saturday'] as const).map(async (d) => [d, (await run(staff.client, d)).lounges.some((l) => !l.delivered)] as const)))
      .filter(([, any]) => any)
      .map(([d]) => d);
    expect(await defaultDeliveryDay(db(), edition!, new Date('2026-09-21T10:00:00+02:00'))).toBe(open[0]);
    expect(await defaultDeliveryDay(db(), edition!, new Date('2027-09-17T10:00:00+02:00'))).toBe(open[0]);
    expect((await run(staff.client)).day).toBe(await defaultDeliveryDay(db(), edition!));
  });
});

describe.runIf(onPostgres)('two runners at once (PostgreSQL)', () => {
  it('record one delivery per lounge of each order: every line once, by one of them, and one mail each', async () => {
    const runners = [await signedInStaff(), await signedInStaff()];
    const { guest, orderIds } = await loungeWithOrders('Friday', 3);
    const since = await lastAuditId(db());
    const taps = runners.flatMap((r) => Array.from({ length: 6 }, (_, i) => (i % 2 ? deliver(r, guest.lounge.id) : deliver(r, guest.lounge.id, orderIds[i % 3]))));
    const results = await Promise.all(taps);
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    expect(results.reduce((sum, r) => sum + readJson(r, deliveryChangeResponse).changed, 0)).toBe(3);
    const lines = (await Promise.all(orderIds.map(lineFacts))).flat();
    expect(lines.every((l) => l.deliveredAt !== null && runners.some((x) => x.id === l.deliveredBy))).toBe(true);
    const marked = (await auditRowsSince(db(), since)).filter((a) => a.action === 'delivery.mark').flatMap((a) => (a.after as { orderIds: string[] }).orderIds);
    expect(marked.sort()).toEqual([...orderIds].sort());
    const keys = orderIds.map((id) => `order_delivered:${id}:${guest.lounge.id}`);
    expect(await db().select().from(mails).where(inArray(mails.dedupeKey, keys))).toHaveLength(3);
  });
});

describe('the delivered mail', () => {
  const deliveredMails = (orderIds: string[], loungeId: string) =>
    db().select().from(mails).where(inArray(mails.dedupeKey, orderIds.map((id) => `order_delivered:${id}:${loungeId}`)));

  it('is queued with the delivery, one per order and lounge; an undo and a second tap queue no second one', async () => {
    const staff = await signedInStaff();
    const { guest, orderIds } = await loungeWithOrders('Friday', 2);
    await deliver(staff, guest.lounge.id);
    const queued = await deliveredMails(orderIds, guest.lounge.id);
    expect(queued.map((m) => m.recipient)).toEqual([guest.email, guest.email]);
    expect(queued.map((m) => (m.payload as { orderId: string }).orderId).sort()).toEqual([...orderIds].sort());
    expect(queued[0]!.payload).toMatchObject({ lounge: `${guest.lounge.category} ${guest.lounge.tableNumber}`, day: 'Friday' });

    expect(readJson(await undo(staff, guest.lounge.id), deliveryChangeResponse).changed).toBe(2);
    expect(readJson(await deliver(staff, guest.lounge.id), deliveryChangeResponse).changed).toBe(2);
    expect(await deliveredMails(orderIds, guest.lounge.id)).toHaveLength(2);
  });

  it('is not queued when the delivery is refused', async () => {
    const staff = await signedInStaff();
    await openShop(db());
    const guest = await registeredGuest(t);
    const pending = await placeOrder(guest, [{ productId: (await insertProduct(db(), { tokenPrice: 1 })).id, quantity: 1 }]);
    expect((await deliver(staff, guest.lounge.id, pending)).statusCode).toBe(409);
    expect(await deliveredMails([pending], guest.lounge.id)).toEqual([]);
  });
});

describe('refunding a delivered order', () => {
  it('is refused with 409 unless the request says the admin confirmed it a second time; then refunds', async () => {
    const staff = await signedInStaff();
    const { guest, orderIds } = await loungeWithOrders('Saturday', 1);
    const [orderId] = orderIds as [string];
    await deliver(staff, guest.lounge.id, orderId);

    for (const body of [undefined, {}, { confirmDelivered: false }]) {
      const refused = await admin.client.post(`/api/admin/orders/${orderId}/refund`, body);
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused)).toMatchObject({ code: ERROR_CODES.refundDeliveredUnconfirmed, message: msg.refundDeliveredUnconfirmed });
    }
    expect((await adminOrder(orderId)).status).toBe('completed');

    const refunded = await admin.client.post(`/api/admin/orders/${orderId}/refund`, { confirmDelivered: true });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const details = await adminOrder(orderId);
    expect(details).toMatchObject({ status: 'cancelled', refundedTokens: details.totalTokens });
    expect(details.delivery.state).toBe('delivered');
  });

  it('asks the second confirmation for an order delivered to one of its lounges only', async () => {
    const staff = await signedInStaff();
    const { friday, orderId } = await orderForTwoLounges();
    await deliver(staff, friday.id);
    expect(errorOf(await admin.client.post(`/api/admin/orders/${orderId}/refund`)).code).toBe(ERROR_CODES.refundDeliveredUnconfirmed);
  });

  it('needs no confirmation for an order not delivered', async () => {
    const { orderIds } = await loungeWithOrders('Thursday', 1);
    expect((await admin.client.post(`/api/admin/orders/${orderIds[0]}/refund`)).statusCode).toBe(200);
  });
});
