import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { LoungeDay } from '#shared/constants.ts';
import type { Queryable, Tx } from '#server/db/client.ts';
import { ROW_LOCK } from '#server/db/transaction.ts';
import { lounges, productStock, products } from '#server/db/schema/index.ts';

/**
 * The stock rows, one per edition, limited product and festival day (docs/decisions/018-stock-limits.md,
 * 031-editions.md), and the locks taken around them. What order lines hold is counted in stock-counts.repo.ts.
 */
export type StockKey = { editionId: string; productId: string; day: LoungeDay };
export type StockRow = typeof productStock.$inferSelect;

export const stockKeyText = (key: StockKey) => `${key.editionId}/${key.productId}/${key.day}`;
const isKey = (key: StockKey) =>
  and(eq(productStock.editionId, key.editionId), eq(productStock.productId, key.productId), eq(productStock.day, key.day));
const keyCondition = (keys: StockKey[]) =>
  sql.join(
    keys.map((k) => sql`(${productStock.editionId} = ${k.editionId} and ${productStock.productId} = ${k.productId} and ${productStock.day} = ${k.day})`),
    sql` or `,
  );

/** The festival day of each lounge (null when it has none). */
export async function loungeDays(db: Queryable, loungeIds: string[]) {
  if (loungeIds.length === 0) return new Map<string, LoungeDay | null>();
  const rows = await db.select({ id: lounges.id, day: lounges.day }).from(lounges).where(inArray(lounges.id, loungeIds));
  return new Map(rows.map((r) => [r.id, r.day]));
}

/** The stock rows among `keys` (absent: unlimited), read without a lock. */
export async function findStockRows(db: Queryable, keys: StockKey[]): Promise<StockRow[]> {
  if (keys.length === 0) return [];
  return db.select().from(productStock).where(keyCondition(keys));
}

/**
 * Takes `units` from one stock row if they are there: a guarded UPDATE, so the row lock and the check
 * are one statement. False when the limit would be passed (nothing changed).
 */
export async function takeUnits(tx: Tx, key: StockKey, units: number) {
  const rows = await tx
    .update(productStock)
    .set({ sold: sql`${productStock.sold} + ${units}` })
    .where(
      and(
        isKey(key),
        sql`(${productStock.quantity} is null or ${productStock.sold} + ${units} <= ${productStock.quantity})`,
      ),
    )
    .returning({ sold: productStock.sold });
  return rows.length === 1;
}

/** Gives units back to the stock rows (by product, day, in the lock order); absent rows are unlimited. */
export async function returnUnits(tx: Tx, key: StockKey, units: number) {
  await tx
    .update(productStock)
    .set({ sold: sql`${productStock.sold} - ${units}` })
    .where(isKey(key));
}

/** Locks the stock rows among `keys` in the lock order (edition, product, day); absent rows are unlimited. */
export async function lockStockRows(tx: Tx, keys: StockKey[]): Promise<StockRow[]> {
  if (keys.length === 0) return [];
  return tx
    .select()
    .from(productStock)
    .where(keyCondition(keys))
    .orderBy(asc(productStock.editionId), asc(productStock.productId), asc(productStock.day))
    .for(ROW_LOCK);
}

/** FOR KEY SHARE on products (by id), as a checkout takes it (activeProductsById in orders/orders.repo.ts). */
export async function shareLockProducts(tx: Tx, productIds: string[]) {
  if (productIds.length === 0) return;
  await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds)).orderBy(asc(products.id)).for('key share');
}

/** FOR UPDATE on one product: no order of it is in flight while an admin creates its first stock row. */
export async function lockProductExclusively(tx: Tx, productId: string) {
  const [row] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
  return row;
}

/** Writes a stock row with `sold` as counted from the live order lines (the caller holds the product lock). */
export async function upsertStockRow(tx: Tx, key: StockKey, limits: { quantity: number | null; maxPerGuest: number | null }, sold: number) {
  await tx
    .insert(productStock)
    .values({ ...key, ...limits, sold })
    .onConflictDoUpdate({
      target: [productStock.editionId, productStock.productId, productStock.day],
      set: { ...limits, sold, updatedAt: sql`now()` },
    });
}

export async function deleteStockRow(tx: Tx, key: StockKey) {
  await tx.delete(productStock).where(isKey(key));
}

/** The product's stock rows of one edition, by day. */
export async function productStockRows(db: Queryable, editionId: string, productId: string) {
  return db
    .select()
    .from(productStock)
    .where(and(eq(productStock.editionId, editionId), eq(productStock.productId, productId)))
    .orderBy(asc(productStock.day));
}
