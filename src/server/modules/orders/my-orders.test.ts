import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkoutResponse, myOrdersResponse } from '#shared/schemas/orders.ts';
import { lounges, orders } from '#server/db/schema/index.ts';
import { ApiClient, readJson } from '#server/testing/api-client.ts';
import { insertLounge } from '#server/testing/fixtures.ts';
import { insertBottle, insertMixDrink, insertProduct, openShop, registeredGuest } from '#server/testing/shop-fixtures.ts';
import { useTestApp } from '#server/testing/suite.ts';

const t = useTestApp();
beforeAll(() => openShop(t.database.db));
const ordersOf = async (client: ApiClient) => readJson(await client.get('/api/me/orders'), myOrdersResponse).orders;

describe('GET /api/me/orders', () => {
  it("shows a guest their own orders only, newest first, with items, lounge and mix drinks", async () => {
    const db = t.database.db;
    const alice = await registeredGuest(t, { tokens: 1000 });
    const bob = await registeredGuest(t, { tokens: 1000 });
    const bottle = await insertBottle(db, { name: 'Gin', imageUrl: 'https://img.example/gin.png' });
    const beer = await insertProduct(db, { name: 'Lager', tokenPrice: 18 });
    const [tonic, lemon] = [await insertMixDrink(db, { name: 'Tonic' }), await insertMixDrink(db, { name: 'Lemon' })];
    const place = async (guest: typeof alice, items: unknown[]) => {
      const res = await guest.client.post('/api/checkout', { items, idempotencyKey: randomUUID() });
      expect(res.statusCode, res.body).toBe(201);
      return readJson(res, checkoutResponse).order.id;
    };
    const first = await place(alice, [{ productId: beer.id, quantity: 2, loungeId: alice.lounge.id }]);
    const second = await place(alice, [{ productId: bottle.id, quantity: 1, loungeId: alice.lounge.id, mixDrinkIds: [tonic.id, lemon.id] }]);
    const bobs = await place(bob, [{ productId: beer.id, quantity: 1, loungeId: bob.lounge.id }]);
    // Same-millisecond inserts would make "newest first" ambiguous; spread them out.
    await db.update(orders).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(orders.id, first));

    const list = await ordersOf(alice.client);
    expect(list.map((o) => o.id)).toEqual([second, first]);
    expect(list[0]).toMatchObject({ status: 'pending', totalTokens: 100 });
    expect(list[0]!.items).toEqual([
      {
        id: expect.any(String),
        productId: bottle.id,
        productName: 'Gin',
        imageUrl: 'https://img.example/gin.png',
        photoHash: null,
        categoryType: 'bottle',
        quantity: 1,
        tokenPrice: 100,
        loungeId: alice.lounge.id,
        lounge: { id: alice.lounge.id, tableNumber: alice.lounge.tableNumber, category: 'VIP', day: 'Friday' },
        mixDrinks: [
          { id: lemon.id, name: 'Lemon', quantity: 1 },
          { id: tonic.id, name: 'Tonic', quantity: 1 },
        ],
        deliveredAt: null,
      },
    ]);
    expect(list[1]!.items[0]).toMatchObject({ productName: 'Lager', quantity: 2, tokenPrice: 18, mixDrinks: [] });
    expect(JSON.stringify(list)).not.toContain(bobs);
    expect((await ordersOf(bob.client)).map((o) => o.id)).toEqual([bobs]);
  });

  it('keeps showing an item whose lounge was removed, without lounge details', async () => {
    const db = t.database.db;
    const guest = await registeredGuest(t, { tokens: 100 });
    // A lounge without tokens has no ledger row pointing at it, so it can be deleted later.
    const spare = await insertLounge(db, { bookingNumber: `SPARE-${randomUUID()}`, minimumConsumptionTokens: 0 });
    expect((await guest.client.post('/api/me/lounges/claim', { bookingNumber: spare.bookingNumber })).statusCode).toBe(200);
    const beer = await insertProduct(db, { tokenPrice: 5 });
    const res = await guest.client.post('/api/checkout', {
      items: [{ productId: beer.id, quantity: 1, loungeId: spare.id }],
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode).toBe(201);
    await db.delete(lounges).where(eq(lounges.id, spare.id));
    const [item] = (await ordersOf(guest.client))[0]!.items;
    expect(item).toMatchObject({ loungeId: spare.id, lounge: null });
  });

  it('needs a signed-in guest', async () => {
    expect((await new ApiClient(t.app).get('/api/me/orders')).statusCode).toBe(401);
  });
});
