import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import { orderItems, orders, userLoungeAssignments } from '#server/db/schema/index.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { orderChangeResponse } from '#shared/schemas/admin-orders.ts';
import { errorOf, readJson } from '#server/testing/api-client.ts';
import { insertLounge, insertProfile } from '#server/testing/fixtures.ts';
import { auditRowsSince, lastAuditId, ledgerRowsOf, uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { insertBottle, insertMixDrink, insertProduct, registeredGuest, setDeadline } from '#server/testing/shop-fixtures.ts';
import { balanceOf, writeCounts } from '#server/testing/order-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';

const t = useTestApp();
const admin = useSignedInAdmin(t);
beforeAll(async () => {
  // Closed on purpose: after the deadline orders come by e-mail and the back office enters them.
  await setDeadline(t.database.db, new Date(Date.now() - 60_000));
});
afterEach(async () => {
  expect(await findLedgerMismatches(t.database.db)).toEqual([]);
});

const db = () => t.database.db;
const create = (body: unknown) => admin.client.post('/api/admin/orders/manual', body);

/** Asserts the refusal and that not one order, ledger or audit row was written. */
async function refused(body: unknown, status: number, message: string) {
  const before = await writeCounts(db());
  const res = await create(body);
  expect(res.statusCode, res.body).toBe(status);
  expect(errorOf(res).message).toBe(message);
  expect(await writeCounts(db())).toEqual(before);
  return errorOf(res);
}

describe('POST /api/admin/orders/manual', () => {
  it('creates a paid order as completed, priced from the database, with one manual_order ledger row', async () => {
    const guest = await registeredGuest(t, { tokens: 300 });
    const [beer, wine] = [await insertProduct(db(), { tokenPrice: 18 }), await insertProduct(db(), { tokenPrice: 40 })];
    const auditBefore = await lastAuditId(db());
    // A price in the body is not part of the contract and changes nothing.
    const res = await create({
      userId: guest.userId,
      items: [
        { productId: beer.id, quantity: 3, tokenPrice: 0, withoutLounge: true },
        { productId: wine.id, quantity: 1, withoutLounge: true },
      ],
      free: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = readJson(res, orderChangeResponse);
    expect(body.message).toBe(msg.manualOrderCreated({ free: 'no' }));
    expect(body.order).toMatchObject({ status: 'completed', totalTokens: 94, isManual: true, isFree: false, email: guest.email });
    expect(body.order.items.map((i) => [i.tokenPrice, i.quantity, i.loungeId]).sort()).toEqual([
      [18, 3, null],
      [40, 1, null],
    ]);
    expect(body.tokenBalance).toBe(206);
    const [row] = await db().select().from(orders).where(eq(orders.id, body.order.id));
    expect(row).toMatchObject({ createdBy: admin.id, isManual: true, status: 'completed' });
    const ledger = await ledgerRowsOf(db(), guest.userId, 'manual_order');
    expect(ledger.map((l) => [l.delta, l.orderId, l.actorId])).toEqual([[-94, body.order.id, admin.id]]);
    expect(await balanceOf(db(), guest.userId)).toBe(206);
    expect((await auditRowsSince(db(), auditBefore)).map((a) => [a.action, a.entityId])).toEqual([['order.manual_create', body.order.id]]);
  });

  it('creates a free order with total 0 and no ledger row, even for a user with no tokens', async () => {
    const user = await insertProfile(db(), { email: uniqueEmail('broke') });
    const product = await insertProduct(db(), { tokenPrice: 500 });
    const res = await create({ userId: user.id, items: [{ productId: product.id, quantity: 2, withoutLounge: true }], free: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(readJson(res, orderChangeResponse)).toMatchObject({ message: 'Manual order created successfully (Free)', tokenBalance: 0 });
    expect(readJson(res, orderChangeResponse).order).toMatchObject({ totalTokens: 0, isFree: true, status: 'completed' });
    expect(await ledgerRowsOf(db(), user.id)).toEqual([]);
  });

  it("refuses with 'User has insufficient token balance' and writes nothing when the balance is short", async () => {
    const guest = await registeredGuest(t, { tokens: 100 });
    const product = await insertProduct(db(), { tokenPrice: 60 });
    const error = await refused({ userId: guest.userId, items: [{ productId: product.id, quantity: 2, withoutLounge: true }] }, 409, msg.userInsufficientBalance);
    expect(error.details).toEqual({ current: 100, required: 120 });
    expect(await balanceOf(db(), guest.userId)).toBe(100);
    // Exactly the balance is enough.
    expect((await create({ userId: guest.userId, items: [{ productId: product.id, quantity: 1, withoutLounge: true }, { productId: (await insertProduct(db(), { tokenPrice: 40 })).id, quantity: 1, withoutLounge: true }] })).statusCode).toBe(201);
    expect(await balanceOf(db(), guest.userId)).toBe(0);
  });

  it('refuses inactive or unknown products as checkout does, and writes nothing', async () => {
    const guest = await registeredGuest(t, { tokens: 500 });
    const gone = await insertProduct(db(), { isActive: false });
    const fine = await insertProduct(db());
    const error = await refused(
      { userId: guest.userId, items: [{ productId: fine.id, quantity: 1, withoutLounge: true }, { productId: gone.id, quantity: 1, withoutLounge: true }] },
      409,
      msg.manualOrderProductUnavailable,
    );
    expect(error.details).toEqual({ productIds: [gone.id] });
    await refused({ userId: guest.userId, items: [{ productId: randomUUID(), quantity: 1, withoutLounge: true }] }, 409, msg.manualOrderProductUnavailable);
  });

  it('takes quantities 1 to 99 only, at least one line, and a user', async () => {
    const guest = await registeredGuest(t, { tokens: 500 });
    const product = await insertProduct(db());
    for (const quantity of [0, -1, 100, 1.5, '2']) {
      await refused({ userId: guest.userId, items: [{ productId: product.id, quantity, withoutLounge: true }] }, 400, msg.quantityRange);
    }
    await refused({ userId: guest.userId, items: [] }, 400, msg.manualOrderItemsRequired);
    await refused({ items: [{ productId: product.id, quantity: 1, withoutLounge: true }] }, 400, msg.manualOrderUserRequired);
    await refused({ userId: randomUUID(), items: [{ productId: product.id, quantity: 1, withoutLounge: true }] }, 404, msg.adminUserNotFound);
  });

  it('refuses an application (inactive profile)', async () => {
    const applicant = await insertProfile(db(), { email: uniqueEmail('applicant'), status: 'inactive' });
    const product = await insertProduct(db(), { tokenPrice: 0 });
    await refused({ userId: applicant.id, items: [{ productId: product.id, quantity: 1, withoutLounge: true }], free: true }, 409, msg.manualOrderUserInactive);
  });

  it("delivers to one of the user's lounges when asked, and refuses anyone else's lounge", async () => {
    const guest = await registeredGuest(t, { tokens: 500, day: 'Thursday' });
    const product = await insertProduct(db(), { tokenPrice: 10 });
    const res = await create({ userId: guest.userId, items: [{ productId: product.id, quantity: 1, loungeId: guest.lounge.id }] });
    expect(res.statusCode, res.body).toBe(201);
    expect(readJson(res, orderChangeResponse).order.items[0]!.lounge).toMatchObject({ id: guest.lounge.id, day: 'Thursday' });

    const other = await insertLounge(db(), { tableNumber: '99' });
    await refused({ userId: guest.userId, items: [{ productId: product.id, quantity: 1, loungeId: other.id }] }, 400, msg.userNotAssigned);
    await db().insert(userLoungeAssignments).values({ userId: guest.userId, loungeId: other.id });
    expect((await create({ userId: guest.userId, items: [{ productId: product.id, quantity: 1, loungeId: other.id }] })).statusCode).toBe(201);
    const items = await db().select().from(orderItems).where(eq(orderItems.loungeId, other.id));
    expect(items).toHaveLength(1);
  });

  it('refunds a paid manual order once, returning its total', async () => {
    const guest = await registeredGuest(t, { tokens: 100 });
    const product = await insertProduct(db(), { tokenPrice: 30 });
    const res = await create({ userId: guest.userId, items: [{ productId: product.id, quantity: 2, withoutLounge: true }] });
    const orderId = readJson(res, orderChangeResponse).order.id;
    expect(await balanceOf(db(), guest.userId)).toBe(40);
    const refund = await admin.client.post(`/api/admin/orders/${orderId}/refund`);
    expect(refund.statusCode, refund.body).toBe(200);
    expect(readJson(refund, orderChangeResponse)).toMatchObject({ message: msg.orderRefunded({ tokens: 60 }), tokenBalance: 100, order: { status: 'cancelled' } });
    expect((await ledgerRowsOf(db(), guest.userId)).map((l) => [l.kind, l.delta])).toEqual([
      ['lounge_grant', 100],
      ['manual_order', -60],
      ['refund', 60],
    ]);
  });

  it('refuses a line with no lounge unless the admin chose that explicitly, and a line with both', async () => {
    const guest = await registeredGuest(t, { tokens: 500 });
    const product = await insertProduct(db(), { tokenPrice: 10 });
    await refused({ userId: guest.userId, items: [{ productId: product.id, quantity: 1 }] }, 400, msg.manualOrderLoungeRequired);
    await refused({ userId: guest.userId, items: [{ productId: product.id, quantity: 1, loungeId: null }] }, 400, msg.manualOrderLoungeRequired);
    await refused(
      { userId: guest.userId, items: [{ productId: product.id, quantity: 1, loungeId: guest.lounge.id, withoutLounge: true }] },
      400,
      msg.manualOrderLoungeRequired,
    );
    // A guest without lounges is not silently given an order nobody packs either.
    const loungeless = await insertProfile(db(), { email: uniqueEmail('loungeless') });
    await refused({ userId: loungeless.id, items: [{ productId: product.id, quantity: 1 }] }, 400, msg.manualOrderLoungeRequired);
  });

  it('lets each line choose its own lounge', async () => {
    const guest = await registeredGuest(t, { tokens: 500, day: 'Thursday' });
    const saturday = await insertLounge(db(), { tableNumber: '77', day: 'Saturday' });
    await db().insert(userLoungeAssignments).values({ userId: guest.userId, loungeId: saturday.id });
    const [beer, wine] = [await insertProduct(db(), { tokenPrice: 5, name: 'A beer' }), await insertProduct(db(), { tokenPrice: 7, name: 'B wine' })];
    const res = await create({
      userId: guest.userId,
      items: [
        { productId: beer.id, quantity: 1, loungeId: guest.lounge.id },
        { productId: wine.id, quantity: 2, loungeId: saturday.id },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const items = readJson(res, orderChangeResponse).order.items;
    expect(items.map((i) => [i.productName, i.lounge?.day])).toEqual([
      ['A beer', 'Thursday'],
      ['B wine', 'Saturday'],
    ]);
  });

  it("takes mix drinks for bottles under the shop's rules, and refuses what checkout refuses", async () => {
    const guest = await registeredGuest(t, { tokens: 1000 });
    const bottle = await insertBottle(db(), { maxMixChoices: 2, tokenPrice: 100 });
    const beer = await insertProduct(db(), { tokenPrice: 5 });
    const [cola, tonic, soda] = [await insertMixDrink(db()), await insertMixDrink(db()), await insertMixDrink(db())];
    const gone = await insertMixDrink(db(), { isActive: false });
    const line = (productId: string, mixDrinkIds: string[]) => ({ productId, quantity: 1, loungeId: guest.lounge.id, mixDrinkIds });

    await refused({ userId: guest.userId, items: [line(bottle.id, [])] }, 400, msg.mixDrinkRequired({ product: bottle.name }));
    await refused({ userId: guest.userId, items: [line(bottle.id, [cola.id, tonic.id, soda.id])] }, 400, msg.tooManyMixDrinks({ n: 2 }));
    await refused({ userId: guest.userId, items: [line(bottle.id, [cola.id, cola.id])] }, 400, msg.mixDrinkAlreadySelected);
    await refused({ userId: guest.userId, items: [line(beer.id, [cola.id])] }, 400, msg.mixDrinksNotIncluded({ product: beer.name }));
    const error = await refused({ userId: guest.userId, items: [line(bottle.id, [gone.id])] }, 409, msg.manualOrderMixDrinkUnavailable);
    expect(error.details).toEqual({ mixDrinkIds: [gone.id] });

    const res = await create({ userId: guest.userId, items: [line(bottle.id, [tonic.id, cola.id]), line(beer.id, [])] });
    expect(res.statusCode, res.body).toBe(201);
    const items = readJson(res, orderChangeResponse).order.items;
    const bottleItem = items.find((i) => i.productId === bottle.id)!;
    expect(bottleItem.mixDrinks.map((m) => [m.id, m.quantity]).sort()).toEqual([[cola.id, 1], [tonic.id, 1]].sort());
  });

  it('is for admins only', async () => {
    const guest = await registeredGuest(t, { tokens: 500 });
    const product = await insertProduct(db());
    const res = await guest.client.post('/api/admin/orders/manual', { userId: guest.userId, items: [{ productId: product.id, quantity: 1, withoutLounge: true }] });
    expect(res.statusCode).toBe(403);
  });
});
