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

/** An order's lines as a change sees them (docs/decisions/044): quantity, price, day and the chosen mix drinks. */
export async function orderLinesOf(db: Queryable, orderId: string) {
  const lines = await db
    .select({ id: orderItems.id, productId: orderItems.productId, quantity: orderItems.quantity, tokenPrice: orderItems.tokenPrice, day: orderItems.day })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const mixes = lines.length
    ? await db
        .select({ orderItemId: orderItemMixDrinks.orderItemId, mixDrinkId: orderItemMixDrinks.mixDrinkId })
        .from(orderItemMixDrinks)
        .where(
          inArray(
            orderItemMixDrinks.orderItemId,
            lines.map((l) => l.id),
          ),
        )
    : [];
  return lines.map((l) => ({ ...l, mixDrinkIds: mixes.filter((m) => m.orderItemId === l.id).map((m) => m.mixDrinkId).sort() }));
}
export type OrderLine = Awaited<ReturnType<typeof orderLinesOf>>[number];

/**
 * Writes a change of an order's lines: a line at 0 is removed, the others get their quantity and, when `mixDrinkIds`
 * changed, their mix drinks anew; the order its new total. The caller holds the order's lock.
 */
export async function rewriteOrderLines(tx: Tx, orderId: string, lines: { id: string; quantity: number; mixDrinkIds: string[] | null }[], totalTokens: number) {
  const removed = lines.filter((l) => l.quantity === 0).map((l) => l.id);
  if (removed.length) await tx.delete(orderItems).where(inArray(orderItems.id, removed));
  for (const line of lines.filter((l) => l.quantity > 0)) {
    await tx.update(orderItems).set({ quantity: line.quantity }).where(eq(orderItems.id, line.id));
    if (!line.mixDrinkIds) continue;
    await tx.delete(orderItemMixDrinks).where(eq(orderItemMixDrinks.orderItemId, line.id));
    if (line.mixDrinkIds.length) {
      await tx.insert(orderItemMixDrinks).values(line.mixDrinkIds.map((mixDrinkId) => ({ orderItemId: line.id, mixDrinkId, quantity: 1 })));
    }
  }
  const [row] = await tx.update(orders).set({ totalTokens, updatedAt: new Date() }).where(eq(orders.id, orderId)).returning({ updatedAt: orders.updatedAt });
  return row!;
}
