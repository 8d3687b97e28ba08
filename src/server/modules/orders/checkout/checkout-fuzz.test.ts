import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { count, eq } from 'drizzle-orm';
import { orders, profiles, tokenLedger } from '#server/db/schema/index.ts';
import { errorOf } from '#server/testing/api-client.ts';
import { insertBottle, insertMixDrink, insertProduct, openShop, registeredGuest } from '#server/testing/shop-fixtures.ts';
import { useTestApp } from '#server/testing/suite.ts';

const t = useTestApp();
beforeAll(() => openShop(t.database.db));

const TOKENS = 1000;

/**
 * Every body here is wrong in at least one way a hostile or buggy client could choose. Whatever the
 * mix, the answer is a 4xx and the guest's balance, orders and ledger stay exactly as they were.
 */
describe('fuzzed checkout bodies', () => {
  it('are refused with a 4xx and change nothing', async () => {
    const db = t.database.db;
    const guest = await registeredGuest(t, { tokens: TOKENS });
    const other = await registeredGuest(t);
    const bottle = await insertBottle(db, { tokenPrice: 100, maxMixChoices: 2 });
    const pricey = await insertProduct(db, { tokenPrice: 600 });
    const beer = await insertProduct(db, { tokenPrice: 20, categoryType: 'beer' });
    const inactive = await insertProduct(db, { isActive: false });
    const mixes = [await insertMixDrink(db), await insertMixDrink(db), await insertMixDrink(db)].map((m) => m.id);
    const inactiveMix = (await insertMixDrink(db, { isActive: false })).id;

    const valid = fc.oneof(
      fc.record({ productId: fc.constant(bottle.id), quantity: fc.integer({ min: 1, max: 3 }), loungeId: fc.constant(guest.lounge.id), mixDrinkIds: fc.subarray(mixes, { minLength: 1, maxLength: 2 }) }),
      fc.record({ productId: fc.constant(beer.id), quantity: fc.integer({ min: 1, max: 5 }), loungeId: fc.constant(guest.lounge.id) }),
    );
    const notAQuantity = fc.oneof(
      fc.integer({ max: 0 }),
      fc.integer({ min: 100 }),
      fc.double({ noInteger: true }),
      fc.constantFrom(1e300, -1e300, Number.MAX_SAFE_INTEGER + 2),
      fc.string(),
      fc.constant(null),
      fc.array(fc.integer()),
    );
    const badField = fc.oneof(
      fc.record({ productId: fc.oneof(fc.uuid(), fc.constant(inactive.id), fc.string(), fc.constant(guest.lounge.id)) }),
      fc.record({ quantity: notAQuantity }),
      fc.record({ tokenPrice: fc.oneof(fc.integer({ min: -1000, max: 1000 }).filter((p) => p !== 100 && p !== 20), fc.double({ noInteger: true }), fc.string()) }),
      fc.record({ loungeId: fc.oneof(fc.uuid(), fc.constant(other.lounge.id), fc.string()) }),
      fc.record({
        mixDrinkIds: fc.oneof(
          fc.constant(mixes),
          fc.constantFrom(mixes[0]!).map((m) => [m, m]),
          fc.constant([inactiveMix]),
          fc.array(fc.uuid(), { minLength: 1, maxLength: 12 }),
          fc.array(fc.string(), { minLength: 1 }),
          fc.constant('not-a-list'),
        ),
      }),
    );
    // A single line that breaks a rule. Price injection on the beer and mix drinks on beer are wrong too.
    const badLine = fc.oneof(
      fc.tuple(valid, badField).map(([line, bad]) => ({ ...line, ...bad })),
      fc.constant({ productId: beer.id, quantity: 1, loungeId: guest.lounge.id, mixDrinkIds: [mixes[0]] }),
      fc.constant({ productId: bottle.id, quantity: 1, loungeId: guest.lounge.id, mixDrinkIds: [] }),
      fc.constant({ productId: pricey.id, quantity: 2, loungeId: guest.lounge.id }),
      fc.anything(),
    );
    const body = fc.oneof(
      fc.record({
        items: fc.tuple(fc.array(valid, { maxLength: 3 }), badLine, fc.array(valid, { maxLength: 3 })).map(([a, bad, b]) => [...a, bad, ...b]),
        idempotencyKey: fc.uuid(),
      }),
      fc.record({ items: fc.array(valid, { minLength: 1, maxLength: 3 }), idempotencyKey: fc.oneof(fc.string({ maxLength: 7 }), fc.integer(), fc.constant(null)) }),
      fc.record({ items: fc.array(valid, { minLength: 51, maxLength: 60 }), idempotencyKey: fc.uuid() }),
      fc.record({ items: fc.constantFrom([], null, 'x', {}), idempotencyKey: fc.uuid() }),
      fc.anything(),
    );

    const snapshot = async () => {
      const [p] = await db.select({ b: profiles.tokenBalance }).from(profiles).where(eq(profiles.id, guest.userId));
      const [o] = await db.select({ n: count() }).from(orders);
      const [l] = await db.select({ n: count() }).from(tokenLedger);
      return { balance: p!.b, orders: o!.n, ledger: l!.n };
    };
    const before = await snapshot();
    expect(before.balance).toBe(TOKENS);

    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await guest.client.post('/api/checkout', payload);
        expect(res.statusCode, `${res.statusCode} ${res.body} for ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(errorOf(res).message).toEqual(expect.any(String));
      }),
      { numRuns: 300 },
    );
    expect(await snapshot()).toEqual(before);
  });
});
