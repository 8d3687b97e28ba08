import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import { adminOrderResponse } from '#shared/schemas/admin-orders.ts';
import { adminSettingsResponse } from '#shared/schemas/admin-settings.ts';
import { editionResponse } from '#shared/schemas/editions.ts';
import { cancelMyOrderResponse, type ChangeMyOrderBody } from '#shared/schemas/orders.ts';
import { adminAuditLog, editions, mails, orderItemMixDrinks, orderItems, orders, shopSettings } from '#server/db/schema/index.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { stockMismatches } from '#server/modules/stock/index.ts';
import { errorOf, readJson } from '#server/testing/api-client.ts';
import { ledgerRowsOf } from '#server/testing/admin-fixtures.ts';
import { balanceOf, forceStatus, placeOrder, writeCounts } from '#server/testing/order-fixtures.ts';
import { insertBottle, insertMixDrink, insertProduct, openShop, registeredGuest, setDeadline } from '#server/testing/shop-fixtures.ts';
import { limitStock, soldOf } from '#server/testing/stock-fixtures.ts';
import { useGuestOrderSuite } from '#server/testing/guest-order-suite.ts';

// docs/product.md#guests-cancel-or-change-their-pending-orders, docs/decisions/044
const { t, admin, db } = useGuestOrderSuite();

type Guest = Awaited<ReturnType<typeof registeredGuest>>;
const change = (guest: Guest, orderId: string, lines: ChangeMyOrderBody['lines']) => guest.client.post(`/api/me/orders/${orderId}/change`, { lines });

const linesOf = async (orderId: string) =>
  db().select({ id: orderItems.id, productId: orderItems.productId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
const itemOf = async (orderId: string, productId: string) => (await linesOf(orderId)).find((l) => l.productId === productId)!.id;
const orderRow = async (orderId: string) => (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!;

/** Everything a change could touch, to show a refusal left all of it as it was. */
async function snapshot(guest: Guest, orderId: string, productIds: string[]) {
  const items = await linesOf(orderId);
  const mixes = await db().select().from(orderItemMixDrinks).where(inArray(orderItemMixDrinks.orderItemId, items.map((i) => i.id))).orderBy(asc(orderItemMixDrinks.id));
  const sold = await Promise.all(productIds.map((id) => soldOf(db(), id, 'Friday')));
  const { status, totalTokens } = await orderRow(orderId);
  const queued = await db().select({ id: mails.id }).from(mails).where(eq(mails.profileId, guest.userId));
  return { counts: await writeCounts(db()), items, mixes, sold, status, totalTokens, balance: await balanceOf(db(), guest.userId), mails: queued.length };
}

async function expectRefusedWhole(res: Awaited<ReturnType<typeof change>>, status: number, message: string, before: Awaited<ReturnType<typeof snapshot>>, again: () => ReturnType<typeof snapshot>) {
  expect(res.statusCode, res.body).toBe(status);
  expect(errorOf(res).message).toBe(message);
  expect(await again()).toEqual(before);
}

/** A guest with `tokens` and one pending order of 2 × A (30 tokens) and 1 × B (20 tokens): 80 tokens. */
async function guestWithOrder(tokens = 200) {
  const guest = await registeredGuest(t, { tokens });
  const a = await insertProduct(db(), { tokenPrice: 30 });
  const b = await insertProduct(db(), { tokenPrice: 20 });
  const orderId = await placeOrder(guest, [
    { productId: a.id, quantity: 2 },
    { productId: b.id, quantity: 1 },
  ]);
  return { guest, a, b, orderId, itemA: await itemOf(orderId, a.id), itemB: await itemOf(orderId, b.id) };
}

describe('POST /api/me/orders/:id/change', () => {
  it('charges the difference of a larger order in one transaction: lines, total, ledger, stock, audit, mail', async () => {
    const { guest, a, orderId, itemA } = await guestWithOrder();
    await limitStock(admin.client, a.id, 'Friday', 10);
    expect(await soldOf(db(), a.id, 'Friday')).toBe(2);
    const before = await writeCounts(db());

    const res = await change(guest, orderId, [{ itemId: itemA, quantity: 5 }]);
    expect(res.statusCode, res.body).toBe(200);
    const body = readJson(res, cancelMyOrderResponse);
    expect(body).toMatchObject({ message: msg.orderChangedCharged({ tokens: 90 }), tokenBalance: 200 - 80 - 90, order: { id: orderId, status: 'pending', totalTokens: 170 } });
    expect(body.order.items.find((i) => i.id === itemA)?.quantity).toBe(5);
    expect(await balanceOf(db(), guest.userId)).toBe(30);
    expect(await soldOf(db(), a.id, 'Friday')).toBe(5);
    expect((await ledgerRowsOf(db(), guest.userId, 'order_change')).map((r) => [r.delta, r.orderId, r.actorId])).toEqual([[-90, orderId, guest.userId]]);
    expect(await writeCounts(db())).toEqual({ ...before, ledger: before.ledger + 1, audit: before.audit + 1 });
    const [audit] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.entityId, orderId));
    expect(audit).toMatchObject({ actorId: guest.userId, action: 'order.guest_change', before: { totalTokens: 80 }, after: { totalTokens: 170 } });
    const queued = await db().select({ kind: mails.kind, payload: mails.payload }).from(mails).where(eq(mails.profileId, guest.userId));
    expect(queued.find((m) => m.kind === 'order_changed')?.payload).toMatchObject({ orderId, totalTokens: 170, delta: -90, balance: 30 });
    expect(await findLedgerMismatches(db())).toEqual([]);
    expect(await stockMismatches(db())).toEqual([]);
  });

  it('gives back the tokens and the stock of a smaller order; a line set to 0 is removed', async () => {
    const { guest, a, b, orderId, itemA, itemB } = await guestWithOrder();
    await limitStock(admin.client, b.id, 'Friday', 10);
    const res = await change(guest, orderId, [
      { itemId: itemA, quantity: 1 },
      { itemId: itemB, quantity: 0 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(readJson(res, cancelMyOrderResponse).message).toBe(msg.orderChangedReturned({ tokens: 50 }));
    expect((await linesOf(orderId)).map((l) => [l.productId, l.quantity])).toEqual([[a.id, 1]]);
    expect((await orderRow(orderId)).totalTokens).toBe(30);
    expect(await balanceOf(db(), guest.userId)).toBe(200 - 30);
    expect(await soldOf(db(), b.id, 'Friday')).toBe(0);
    expect((await ledgerRowsOf(db(), guest.userId, 'order_change')).map((r) => r.delta)).toEqual([50]);
  });

  it('changes the mix drinks of a bottle by the shop’s rules, and refuses a choice the rules forbid', async () => {
    const guest = await registeredGuest(t, { tokens: 500 });
    const bottle = await insertBottle(db(), { tokenPrice: 100, maxMixChoices: 2 });
    const [tonic, soda, cola] = [await insertMixDrink(db()), await insertMixDrink(db()), await insertMixDrink(db())];
    const orderId = await placeOrder(guest, [{ productId: bottle.id, quantity: 1, mixDrinkIds: [tonic.id] }]);
    const itemId = await itemOf(orderId, bottle.id);

    const res = await change(guest, orderId, [{ itemId, quantity: 1, mixDrinkIds: [soda.id, cola.id] }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(readJson(res, cancelMyOrderResponse)).toMatchObject({ message: msg.orderChangedEven, tokenBalance: 400 });
    const mixes = await db().select({ id: orderItemMixDrinks.mixDrinkId }).from(orderItemMixDrinks).where(eq(orderItemMixDrinks.orderItemId, itemId));
    expect(mixes.map((m) => m.id).sort()).toEqual([soda.id, cola.id].sort());
    // No tokens moved: no ledger row, but the audit log and the guest's mail have it.
    expect(await ledgerRowsOf(db(), guest.userId, 'order_change')).toEqual([]);

    const before = await snapshot(guest, orderId, []);
    const refused = await change(guest, orderId, [{ itemId, quantity: 2, mixDrinkIds: [] }]);
    await expectRefusedWhole(refused, 400, msg.mixDrinkRequired({ product: bottle.name }), before, () => snapshot(guest, orderId, []));
  });

  it('cancels the order, with its tokens back, when every line is set to 0', async () => {
    const { guest, orderId, itemA, itemB } = await guestWithOrder();
    const res = await change(guest, orderId, [
      { itemId: itemA, quantity: 0 },
      { itemId: itemB, quantity: 0 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(readJson(res, cancelMyOrderResponse)).toMatchObject({ message: msg.orderRefunded({ tokens: 80 }), tokenBalance: 200, order: { status: 'cancelled', refundedTokens: 80 } });
    expect((await ledgerRowsOf(db(), guest.userId, 'refund')).map((r) => r.delta)).toEqual([80]);
  });

  it('refunds what a changed order now costs when it is cancelled later: the order nets to nothing', async () => {
    const { guest, orderId, itemA } = await guestWithOrder();
    expect((await change(guest, orderId, [{ itemId: itemA, quantity: 4 }])).statusCode).toBe(200);
    expect((await guest.client.post(`/api/me/orders/${orderId}/cancel`)).statusCode).toBe(200);
    const rows = (await ledgerRowsOf(db(), guest.userId)).filter((r) => r.orderId === orderId);
    expect(rows.map((r) => [r.kind, r.delta])).toEqual([['order', -80], ['order_change', -60], ['refund', 140]]);
    expect(await balanceOf(db(), guest.userId)).toBe(200);
    // The back office reads who did it: the guest, twice.
    const details = readJson(await admin.client.get(`/api/admin/orders/${orderId}`), adminOrderResponse);
    expect(details.order.history.map((h) => [h.change, h.by, h.email])).toEqual([
      ['changed', 'guest', guest.email],
      ['refunded', 'guest', guest.email],
    ]);
  });

  it('refuses whole a change that needs more tokens than the balance holds', async () => {
    const { guest, a, b, orderId, itemA, itemB } = await guestWithOrder(100);
    const before = await snapshot(guest, orderId, [a.id, b.id]);
    // The 60 tokens of A given back do not pay for 5 more B (100): 40 more are needed, 20 are left.
    const res = await change(guest, orderId, [
      { itemId: itemA, quantity: 0 },
      { itemId: itemB, quantity: 6 },
    ]);
    await expectRefusedWhole(res, 409, msg.insufficientBalance({ current: 20, required: 40 }), before, () => snapshot(guest, orderId, [a.id, b.id]));
    expect(errorOf(res).code).toBe('INSUFFICIENT_FUNDS');
  });

  it('refuses whole a change beyond the stock limit, or beyond the guest’s maximum, even with a line given back', async () => {
    const { guest, a, b, orderId, itemA, itemB } = await guestWithOrder();
    await limitStock(admin.client, a.id, 'Friday', 3);
    await limitStock(admin.client, b.id, 'Friday', 5, 2);
    const before = await snapshot(guest, orderId, [a.id, b.id]);
    const again = () => snapshot(guest, orderId, [a.id, b.id]);

    const overStock = await change(guest, orderId, [
      { itemId: itemB, quantity: 0 },
      { itemId: itemA, quantity: 4 },
    ]);
    await expectRefusedWhole(overStock, 409, msg.outOfStock({ product: a.name, day: 'Friday', left: 1 }), before, again);
    expect(errorOf(overStock).code).toBe('OUT_OF_STOCK');

    const overMax = await change(guest, orderId, [{ itemId: itemB, quantity: 3 }]);
    await expectRefusedWhole(overMax, 409, msg.guestLimitReached({ product: b.name, day: 'Friday', max: 2, already: 1 }), before, again);
  });

  it('refuses after the cutoff, on a completed order, when changes are off, for another guest and for a line of no order', async () => {
    const { guest, orderId, itemA } = await guestWithOrder();
    const intruder = await registeredGuest(t, { tokens: 100 });
    const again = () => snapshot(guest, orderId, []);
    const before = await again();
    const email = 'bar@festival.example';

    await setDeadline(db(), new Date(Date.now() - 1000), email);
    const late = await change(guest, orderId, [{ itemId: itemA, quantity: 3 }]);
    await expectRefusedWhole(late, 409, msg.changeCutoffPassed({ email }), before, again);
    expect(errorOf(late).details).toMatchObject({ contactEmail: email });
    await openShop(db());

    await db().update(editions).set({ changeCutoff: new Date(Date.now() - 1000) }).where(eq(editions.isCurrent, true));
    await expectRefusedWhole(await change(guest, orderId, [{ itemId: itemA, quantity: 3 }]), 409, msg.changeCutoffPassed({ email: 'orders@festival.example' }), before, again);
    await db().update(editions).set({ changeCutoff: null });

    await db().update(shopSettings).set({ guestsMayChange: false });
    await expectRefusedWhole(await change(guest, orderId, [{ itemId: itemA, quantity: 3 }]), 403, msg.guestChangeOff({ email: 'orders@festival.example' }), before, again);
    await db().update(shopSettings).set({ guestsMayChange: true });

    await expectRefusedWhole(await change(intruder, orderId, [{ itemId: itemA, quantity: 3 }]), 404, msg.adminOrderNotFound, before, again);
    await expectRefusedWhole(await change(guest, orderId, [{ itemId: randomUUID(), quantity: 3 }]), 404, msg.orderLineNotFound, before, again);
    const twice = await change(guest, orderId, [
      { itemId: itemA, quantity: 3 },
      { itemId: itemA, quantity: 1 },
    ]);
    expect(twice.statusCode).toBe(400);

    await forceStatus(db(), orderId, 'completed');
    const completed = await change(guest, orderId, [{ itemId: itemA, quantity: 3 }]);
    await expectRefusedWhole(completed, 409, msg.orderNotChangeable({ status: 'completed' }), { ...before, status: 'completed' }, again);
  });

  it('follows what the admin sets: the edition form’s cutoff and the settings’ switch, both through the back office', async () => {
    const { guest, orderId, itemA } = await guestWithOrder();
    const [edition] = await db().select().from(editions).where(eq(editions.isCurrent, true));
    const editionBody = (changeCutoff: string | null) => ({
      name: edition!.name,
      festivalStart: edition!.festivalStart,
      preorderDeadline: edition!.preorderDeadline.toISOString(),
      contactEmail: edition!.contactEmail,
      changeCutoff,
    });
    const cutoff = new Date(Date.now() - 60_000).toISOString();
    const saved = await admin.client.put(`/api/admin/editions/${edition!.id}`, editionBody(cutoff));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(readJson(saved, editionResponse).edition.changeCutoff).toBe(cutoff);
    expect((await change(guest, orderId, [{ itemId: itemA, quantity: 3 }])).statusCode).toBe(409);
    expect((await admin.client.put(`/api/admin/editions/${edition!.id}`, editionBody(null))).statusCode).toBe(200);

    const settings = readJson(await admin.client.get('/api/admin/settings'), adminSettingsResponse);
    const off = await admin.client.put('/api/admin/settings', { ...settings, guestsMayChange: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await change(guest, orderId, [{ itemId: itemA, quantity: 3 }])).statusCode).toBe(403);
    // The shop reads the switches too, to offer only what the server allows.
    expect(await guest.client.get('/api/settings/public').then((r) => JSON.parse(r.body) as { guestsMayChange: boolean; guestsMayCancel: boolean })).toMatchObject({
      guestsMayChange: false,
      guestsMayCancel: true,
    });
  });
});
