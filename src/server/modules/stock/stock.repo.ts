import { and, asc, eq, sql } from 'drizzle-orm';
import type { LoungeDay } from '#shared/constants.ts';
import type { Queryable, Tx } from '#server/db/client.ts';
import { orderItems, orders, productStock, products } from '#server/db/schema/index.ts';
import type { StockKey } from '#server/modules/order-core/stock.repo.ts';

/**
 * Writes a stock row with `sold` as counted from the live order lines (the caller holds the product lock).
 * Like deleteStockRow it announces nothing: the service announces the transaction's stock change once.
 */
export async function upsertStockRow(tx: Tx, key: StockKey, limits: { quantity: number | null; maxPerGuest: number | null }, sold: number) {
  await tx
    .insert(productStock)
    .values({ ...key, ...limits, sold })
    .onConflictDoUpdate({
      target: [productStock.productId, productStock.day],
      set: { ...limits, sold, updatedAt: sql`now()` },
    });
}

export async function deleteStockRow(tx: Tx, key: StockKey) {
  await tx.delete(productStock).where(and(eq(productStock.productId, key.productId), eq(productStock.day, key.day)));
}

/** The product's stock rows, by day. */
export async function productStockRows(db: Queryable, productId: string) {
  return db.select().from(productStock).where(eq(productStock.productId, productId)).orderBy(asc(productStock.day));
}

/**
 * Every product with a limit or units sold that day, plus every active product (so a limit can be
 * set): limits from product_stock, sold from the live order lines of that day.
 */
export async function stockForDay(db: Queryable, day: LoungeDay, productId?: string) {
  const sold = db
    .select({ productId: orderItems.productId, units: sql<number>`sum(${orderItems.quantity})::int`.as('units') })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.day, day), sql`${orders.status} in ('pending', 'completed')`))
    .groupBy(orderItems.productId)
    .as('sold');
  return db
    .select({
      productId: products.id,
      name: products.name,
      isActive: products.isActive,
      quantity: productStock.quantity,
      maxPerGuest: productStock.maxPerGuest,
      sold: sql<number>`coalesce(${sold.units}, 0)::int`,
    })
    .from(products)
    .leftJoin(productStock, and(eq(productStock.productId, products.id), eq(productStock.day, day)))
    .leftJoin(sold, eq(sold.productId, products.id))
    .where(
      and(
        productId ? eq(products.id, productId) : undefined,
        sql`(${products.isActive} or ${productStock.productId} is not null or ${sold.units} is not null)`,
      ),
    )
    .orderBy(asc(products.name), asc(products.id));
}

/** What the shop shows: every limited row of an active product (units left never below 0). */
export async function shopStock(db: Queryable) {
  return db
    .select({
      productId: productStock.productId,
      day: productStock.day,
      left: sql<number | null>`case when ${productStock.quantity} is null then null else greatest(${productStock.quantity} - ${productStock.sold}, 0) end`,
      maxPerGuest: productStock.maxPerGuest,
    })
    .from(productStock)
    .innerJoin(products, eq(products.id, productStock.productId))
    .where(eq(products.isActive, true))
    .orderBy(asc(productStock.productId), asc(productStock.day));
}

/** Product days of active products sold out, and those with `few` or fewer units left (dashboard tile). */
export async function stockAlerts(db: Queryable, few: number) {
  const [row] = await db
    .select({
      soldOut: sql<number>`count(*) filter (where ${productStock.sold} >= ${productStock.quantity})::int`,
      nearly: sql<number>`count(*) filter (where ${productStock.quantity} - ${productStock.sold} between 1 and ${few})::int`,
    })
    .from(productStock)
    .innerJoin(products, eq(products.id, productStock.productId))
    .where(and(eq(products.isActive, true), sql`${productStock.quantity} is not null`));
  return row!;
}
