import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { LoungeDay } from '#shared/constants.ts';
import type { Queryable, Tx } from '#server/db/client.ts';
import { mixDrinks, orderItemMixDrinks, orderItems, orders, products } from '#server/db/schema/index.ts';

/**
 * What every order is written by, the guest's checkout and the back office's manual order alike (with
 * order-rules.service.ts and order-details.repo.ts): neither depends on the other.
 */

/**
 * The active products among `ids`, each row held FOR KEY SHARE until commit (by id): the lock the
 * order lines' foreign keys take anyway, taken before the stock is read, so an admin setting a first
 * stock limit (FOR UPDATE on the product, stock/stock.repo.ts) waits for orders in flight and they for it.
 */
export async function activeProductsById(db: Queryable, ids: string[]) {
  if (ids.length === 0) return new Map<string, typeof products.$inferSelect>();
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.isActive, true)))
    .orderBy(asc(products.id))
    .for('key share');
  return new Map(rows.map((p) => [p.id, p]));
}

export async function activeMixDrinkIds(db: Queryable, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: mixDrinks.id })
    .from(mixDrinks)
    .where(and(inArray(mixDrinks.id, ids), eq(mixDrinks.isActive, true)));
  return new Set(rows.map((m) => m.id));
}

/** Guest lines always name a lounge; an admin's manual order may leave it out. */
export type PricedLine = {
  productId: string;
  quantity: number;
  tokenPrice: number;
  loungeId: string | null;
  mixDrinkIds: string[];
  /** The lounge's festival day, whose stock the line takes (null: no lounge or no day, no stock). */
  day?: LoungeDay | null;
};

type NewOrder = Pick<typeof orders.$inferInsert, 'userId' | 'editionId' | 'totalTokens' | 'idempotencyKey' | 'status' | 'isManual' | 'isFree' | 'createdBy'>;

/**
 * Writes the order, its items and their mix drinks (one of each chosen drink, docs/product.md#entities). Guest
 * checkouts start pending; the back office's manual orders pass status, isManual, isFree and createdBy.
 */
export async function insertOrder(tx: Tx, order: NewOrder, lines: PricedLine[]) {
  const [row] = await tx
    .insert(orders)
    .values({ status: 'pending', ...order })
    .returning();
  // Ids chosen here so each item's mix drinks can be written without relying on RETURNING order.
  const items = lines.map((line) => ({ ...line, id: randomUUID() }));
  await tx.insert(orderItems).values(
    items.map((i) => ({
      id: i.id,
      orderId: row!.id,
      editionId: row!.editionId,
      productId: i.productId,
      quantity: i.quantity,
      tokenPrice: i.tokenPrice,
      loungeId: i.loungeId,
      day: i.day ?? null,
    })),
  );
  const mixes = items.flatMap((i) => i.mixDrinkIds.map((mixDrinkId) => ({ orderItemId: i.id, mixDrinkId, quantity: 1 })));
  if (mixes.length) await tx.insert(orderItemMixDrinks).values(mixes);
  return row!;
}

/** The order a guest's idempotency key already made, if any. */
export async function findOrderByKey(db: Queryable, userId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
  return row;
}
