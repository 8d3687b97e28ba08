import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import { checkoutResponse } from '#shared/schemas/orders.ts';
import { orderItemMixDrinks, orderItems, orders, profiles, tokenLedger } from '#server/db/schema/index.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { ApiClient, errorOf, readJson } from '#server/testing/api-client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { useTestApp } from '#server/testing/suite.ts';
import { insertBottle, insertMixDrink, insertProduct, openShop, registeredGuest, setDeadline } from '#server/testing/shop-fixtures.ts';
import { checkout } from './checkout.orchestration.ts';

const t = useTestApp();
beforeAll(() => openShop(t.database.db));

const key = () => randomUUID();
const db = () => t.database.db;

async function balanceOf(userId: string) {
  const [row] = await db().select({ b: profiles.tokenBalance }).from(profiles).where(eq(profiles.id, userId));
  return row!.b;
}
async function orderCount(userId: string) {
  const [row] = await db().select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return row!.n;
}

/** A guest with one lounge and a catalogue: a bottle with two mix choices, a beer, three mix drinks. */
async function scene(tokens = 500) {
  const guest = await registeredGuest(t, { tokens });
  const bottle = await insertBottle(db(), { tokenPrice: 120, maxMixChoices: 2 });
  const beer = await insertProduct(db(), { categoryType: 'beer', tokenPrice: 18 });
  const mixes = [await insertMixDrink(db()), await insertMixDrink(db()), await insertMixDrink(db())];
  const bottleLine = (extra: Record<string, unknown> = {}) => ({
    productId: bottle.id,
    quantity: 1,
    loungeId: guest.lounge.id,
    mixDrinkIds: [mixes[0]!.id, mixes[1]!.id],
    ...extra,
  });
  const beerLine = (extra: Record<string, unknown> = {}) => ({ productId: beer.id, quantity: 1, loungeId: guest.lounge.id, ...extra });
  const post = (items: unknown[], idempotencyKey = key()) => guest.client.post('/api/checkout', { items, idempotencyKey });
  /** Asserts an error answer and that nothing at all was written for this guest. */
  const refused = async (items: unknown[], status: number, message?: string) => {
    const res = await post(items);
    expect(res.statusCode, res.body).toBe(status);
    if (message !== undefined) expect(errorOf(res).message).toBe(message);
    expect(await balanceOf(guest.userId)).toBe(tokens);
    expect(await orderCount(guest.userId)).toBe(0);
    return errorOf(res);
  };
  return { guest, bottle, beer, mixes, bottleLine, beerLine, post, refused };
}

describe('checkout', () => {
  it('writes the order, its items and mix drinks, and one order ledger row, charging database prices', async () => {
    const s = await scene(500);
    const res = await s.post([s.bottleLine({ quantity: 2 }), s.beerLine({ quantity: 3, tokenPrice: 18 })]);
    expect(res.statusCode, res.body).toBe(201);
    const body = readJson(res, checkoutResponse);
    expect(body.tokenBalance).toBe(500 - 2 * 120 - 3 * 18);
    expect(body.order).toMatchObject({ status: 'pending', totalTokens: 294 });
    const bottleItem = body.order.items.find((i) => i.productId === s.bottle.id)!;
    expect(bottleItem).toMatchObject({ quantity: 2, tokenPrice: 120, productName: s.bottle.name, loungeId: s.guest.lounge.id });
    expect(bottleItem.lounge).toMatchObject({ id: s.guest.lounge.id, category: 'VIP', day: 'Friday' });
    expect(bottleItem.mixDrinks.map((m) => m.id).sort()).toEqual([s.mixes[0]!.id, s.mixes[1]!.id].sort());
    expect(bottleItem.mixDrinks.every((m) => m.quantity === 1)).toBe(true);

    expect(await balanceOf(s.guest.userId)).toBe(206);
    const ledger = await db().select().from(tokenLedger).where(eq(tokenLedger.orderId, body.order.id));
    expect(ledger.map((l) => [l.kind, l.delta, l.userId])).toEqual([['order', -294, s.guest.userId]]);
    const mixRows = await db().select().from(orderItemMixDrinks).where(eq(orderItemMixDrinks.orderItemId, bottleItem.id));
    expect(mixRows).toHaveLength(2);
    expect(await findLedgerMismatches(db())).toEqual([]);
  });

  it('refuses a checkout whose client price differs from the database price', async () => {
    const s = await scene();
    const error = await s.refused([s.beerLine({ tokenPrice: 1 })], 409, msg.priceChanged({ product: s.beer.name, price: 18 }));
    expect(error).toMatchObject({ code: 'PRICE_CHANGED', details: { productId: s.beer.id, tokenPrice: 18 } });
  });

  it('refuses inactive and unknown products', async () => {
    const s = await scene();
    const gone = await insertProduct(db(), { isActive: false });
    await s.refused([s.beerLine(), s.beerLine({ productId: gone.id })], 409, msg.productUnavailable);
    await s.refused([s.beerLine({ productId: randomUUID() })], 409, msg.productUnavailable);
  });

  it('refuses inactive and unknown mix drinks', async () => {
    const s = await scene();
    const gone = await insertMixDrink(db(), { isActive: false });
    await s.refused([s.bottleLine({ mixDrinkIds: [s.mixes[0]!.id, gone.id] })], 409, msg.mixDrinkUnavailable);
    await s.refused([s.bottleLine({ mixDrinkIds: [randomUUID()] })], 409, msg.mixDrinkUnavailable);
  });

  it("refuses lounges not assigned to the buyer, including another guest's lounge", async () => {
    const s = await scene();
    const other = await registeredGuest(t);
    await s.refused([s.beerLine({ loungeId: other.lounge.id })], 403, msg.loungeNotAssigned);
    await s.refused([s.beerLine(), s.beerLine({ loungeId: randomUUID() })], 403, msg.loungeNotAssigned);
  });

  it('enforces the mix-drink rules', async () => {
    const s = await scene();
    const [a, b, c] = s.mixes.map((m) => m.id);
    await s.refused([s.bottleLine({ mixDrinkIds: [a, b, c] })], 400, msg.tooManyMixDrinks({ n: 2 }));
    await s.refused([s.bottleLine({ mixDrinkIds: [a, a] })], 400, msg.mixDrinkAlreadySelected);
    await s.refused([s.bottleLine({ mixDrinkIds: [] })], 400, msg.mixDrinkRequired({ product: s.bottle.name }));
    await s.refused([s.bottleLine({ mixDrinkIds: undefined })], 400, msg.mixDrinkRequired({ product: s.bottle.name }));
    await s.refused([s.beerLine({ mixDrinkIds: [a] })], 400, msg.mixDrinksNotIncluded({ product: s.beer.name }));
    // A bottle without mix choices takes none either.
    const plain = await insertBottle(db(), { maxMixChoices: 0 });
    await s.refused([s.beerLine({ productId: plain.id, mixDrinkIds: [a] })], 400, msg.mixDrinksNotIncluded({ product: plain.name }));
    expect((await s.post([s.bottleLine({ mixDrinkIds: [c] })])).statusCode).toBe(201);
  });

  it('refuses orders after the pre-order deadline, naming the contact e-mail', async () => {
    const s = await scene();
    await setDeadline(db(), new Date(Date.now() - 1000), 'late@festival.example');
    try {
      const error = await s.refused([s.beerLine()], 409, msg.preorderClosed({ email: 'late@festival.example' }));
      expect(error.code).toBe('PREORDER_CLOSED');
    } finally {
      await openShop(db());
    }
  });

  it('accepts whole quantities from 1 to 99 only', async () => {
    const s = await scene(5000);
    for (const quantity of [0, -1, 100, 1.5, '2', null]) {
      await s.refused([s.beerLine({ quantity })], 400, msg.quantityRange);
    }
    expect((await s.post([s.beerLine({ quantity: 99 })])).statusCode).toBe(201);
  });

  it('refuses more than 50 lines and an empty cart', async () => {
    const s = await scene(100_000);
    await s.refused(Array.from({ length: 51 }, () => s.beerLine()), 400, msg.tooManyOrderLines({ n: 50 }));
    await s.refused([], 400, msg.cartEmpty);
  });

  it('answers INSUFFICIENT_FUNDS with the current balance and the required amount', async () => {
    const s = await scene(100);
    const error = await s.refused([s.bottleLine()], 409, 'Insufficient balance. You have 100 tokens but need 120.');
    expect(error).toEqual({
      code: 'INSUFFICIENT_FUNDS',
      message: msg.insufficientBalance({ current: 100, required: 120 }),
      messageKey: 'insufficientBalance',
      params: { current: 100, required: 120 },
      details: { current: 100, required: 120 },
    });
  });

  it('refuses applications (inactive profiles) and visitors who are not signed in', async () => {
    const s = await scene();
    await db().update(profiles).set({ status: 'inactive' }).where(eq(profiles.id, s.guest.userId));
    await s.refused([s.beerLine()], 403, msg.accountInactive);
    const res = await new ApiClient(t.app).post('/api/checkout', { items: [s.beerLine()], idempotencyKey: key() });
    expect(res.statusCode).toBe(401);
  });

  it('answers USER_NOT_FOUND when the profile no longer exists', async () => {
    const s = await scene();
    await expect(checkout(db(), randomUUID(), { items: [s.beerLine()], idempotencyKey: key() })).rejects.toMatchObject({
      statusCode: 404,
      code: 'USER_NOT_FOUND',
      message: 'User not found. Please sign in again.',
    });
  });

  it('makes one order for one idempotency key, however often it is sent', async () => {
    const s = await scene(500);
    const idempotencyKey = key();
    const first = await s.post([s.beerLine()], idempotencyKey);
    const again = await s.post([s.beerLine({ quantity: 5 })], idempotencyKey);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(readJson(again, checkoutResponse).order).toEqual(readJson(first, checkoutResponse).order);
    expect(readJson(again, checkoutResponse).tokenBalance).toBe(482);
    expect(await orderCount(s.guest.userId)).toBe(1);
    expect(await balanceOf(s.guest.userId)).toBe(482);
    // The key belongs to the guest: another guest using the same key gets an order of their own.
    const other = await registeredGuest(t);
    const res = await other.client.post('/api/checkout', {
      items: [{ productId: s.beer.id, quantity: 1, loungeId: other.lounge.id }],
      idempotencyKey,
    });
    expect(res.statusCode).toBe(201);
    expect(readJson(res, checkoutResponse).order.id).not.toBe(readJson(first, checkoutResponse).order.id);
  });

  it('limits the rate of checkouts per guest', async () => {
    const limited = await createTestApp({ rateLimits: { auth: { max: 100, windowMs: 60_000 }, checkout: { max: 2, windowMs: 60_000 } } }, t.database);
    try {
      const guest = await registeredGuest(limited);
      const beer = await insertProduct(db(), { tokenPrice: 1 });
      const post = () => guest.client.post('/api/checkout', { items: [{ productId: beer.id, quantity: 1, loungeId: guest.lounge.id }], idempotencyKey: key() });
      expect((await post()).statusCode).toBe(201);
      expect((await post()).statusCode).toBe(201);
      const third = await post();
      expect(third.statusCode).toBe(429);
      expect(errorOf(third).message).toBe(msg.rateLimited);
    } finally {
      await limited.app.close();
    }
  });

  it('writes no ledger row for a free order', async () => {
    const s = await scene(50);
    const free = await insertProduct(db(), { tokenPrice: 0 });
    const res = await s.post([s.beerLine({ productId: free.id })]);
    expect(res.statusCode).toBe(201);
    expect(readJson(res, checkoutResponse).order.totalTokens).toBe(0);
    const rows = await db().select().from(tokenLedger).where(eq(tokenLedger.orderId, readJson(res, checkoutResponse).order.id));
    expect(rows).toEqual([]);
    expect(await balanceOf(s.guest.userId)).toBe(50);
    const [items] = await db().select({ n: count() }).from(orderItems).where(eq(orderItems.orderId, readJson(res, checkoutResponse).order.id));
    expect(items!.n).toBe(1);
  });
});
