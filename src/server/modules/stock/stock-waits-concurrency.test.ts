import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutResponse } from '#shared/schemas/orders.ts';
import { mails, stockWaits } from '#server/db/schema/index.ts';
import { readJson } from '#server/testing/api-client.ts';
import { currentEditionId, insertProfile } from '#server/testing/fixtures.ts';
import { insertProduct, openShop, registeredGuest } from '#server/testing/shop-fixtures.ts';
import { buy } from '#server/testing/stock-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';

/**
 * Units coming back on real PostgreSQL (docs/decisions/046-stock-waits.md): changes racing each other tell each
 * waiting guest at most once, exactly as many as units came back in all, oldest first. They queue on the day's stock
 * row (and an admin's change on the product first), so the second reads what the first told.
 */
const t = useTestApp();
const admin = useSignedInAdmin(t);
const db = () => t.database.db;
let buyer: Awaited<ReturnType<typeof registeredGuest>>;
beforeAll(async () => {
  await openShop(db());
  buyer = await registeredGuest(t, { tokens: 10_000, day: 'Friday' });
});

const ROUNDS = 6;
const WAITING = 8;

const raise = (productId: string, quantity: number) => admin.client.put(`/api/admin/stock/${productId}/Friday`, { quantity, maxPerGuest: null });

/** A product sold out on Friday (`units` bought in one order) and WAITING guests who asked one second apart. */
async function soldOutWithQueue(units: number) {
  const product = await insertProduct(db(), { tokenPrice: 1 });
  expect((await raise(product.id, units)).statusCode).toBe(200);
  const order = readJson(await buy(buyer, product.id, units), checkoutResponse).order;
  const editionId = await currentEditionId(db());
  const start = Date.now() - 3_600_000;
  const queue: string[] = [];
  for (let i = 0; i < WAITING; i++) {
    const guest = await insertProfile(db(), { email: `waiting-${product.id.slice(0, 8)}-${i}@example.com` });
    await db().insert(stockWaits).values({ editionId, productId: product.id, day: 'Friday', profileId: guest.id, createdAt: new Date(start + i * 1000) });
    queue.push(guest.email);
  }
  return { product, order, queue };
}

/** Who was told about the product (each wait's mail), and how many mails went out for its waits. */
async function told(productId: string) {
  const waits = await db()
    .select({ id: stockWaits.id, email: mails.recipient })
    .from(stockWaits)
    .innerJoin(mails, eq(mails.dedupeKey, sql`'stock_back:' || ${stockWaits.id}`))
    .where(and(eq(stockWaits.productId, productId), isNotNull(stockWaits.notifiedAt)));
  const notified = await db().select({ id: stockWaits.id }).from(stockWaits).where(and(eq(stockWaits.productId, productId), isNotNull(stockWaits.notifiedAt)));
  return { emails: waits.map((w) => w.email).sort(), mails: waits.length, notified: notified.length };
}

describe('telling waiting guests under concurrent changes', () => {
  it('two identical raises at once free units once: the oldest two are told, once each', async () => {
    const rounds = await Promise.all(
      Array.from({ length: ROUNDS }, async () => {
        const { product, queue } = await soldOutWithQueue(2);
        const answers = await Promise.all([raise(product.id, 4), raise(product.id, 4)]);
        expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
        return { result: await told(product.id), queue };
      }),
    );
    for (const { result, queue } of rounds) expect(result).toEqual({ emails: queue.slice(0, 2).sort(), mails: 2, notified: 2 });
  });

  it('two different raises at once tell as many as the larger freed, whichever commits first', async () => {
    const rounds = await Promise.all(
      Array.from({ length: ROUNDS }, async () => {
        const { product, queue } = await soldOutWithQueue(2);
        const answers = await Promise.all([raise(product.id, 4), raise(product.id, 5)]);
        expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
        return { result: await told(product.id), queue, product };
      }),
    );
    // 4 then 5: two, then one more. 5 then 4: three, then none (units left shrank). Three either way, the oldest.
    for (const { result, queue } of rounds) expect(result).toEqual({ emails: queue.slice(0, 3).sort(), mails: 3, notified: 3 });
  });

  it('a refund and a raise at once tell as many as both freed', async () => {
    const rounds = await Promise.all(
      Array.from({ length: ROUNDS }, async () => {
        const { product, order, queue } = await soldOutWithQueue(2);
        const answers = await Promise.all([admin.client.post(`/api/admin/orders/${order.id}/refund`), raise(product.id, 3)]);
        expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
        return { result: await told(product.id), queue };
      }),
    );
    // The refund gives back 2, the raise adds 1: 3 units in all, whichever order they commit in.
    for (const { result, queue } of rounds) expect(result).toEqual({ emails: queue.slice(0, 3).sort(), mails: 3, notified: 3 });
  });
});
