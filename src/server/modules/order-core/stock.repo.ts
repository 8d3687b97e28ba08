import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { LoungeDay } from '#shared/constants.ts';
import type { Queryable, Tx } from '#server/db/client.ts';
import { notifyLive } from '#server/db/live-notify.ts';
import { ROW_LOCK } from '#server/db/transaction.ts';
import { lounges, orderItems, orders, productStock, products } from '#server/db/schema/index.ts';

/** Stock rows (issue 16), by product and festival day. */
export type StockKey = { productId: string; day: LoungeDay };
export type StockRow = typeof productStock.$inferSelect;

/** Orders whose lines hold units: a cancelled (or refunded) order has given its units back. */
const LIVE = sql`${orders.status} in ('pending', 'completed')`;

export const stockKeyText = (key: StockKey) => `${key.productId}/${key.day}`;
const keyCondition = (keys: StockKey[]) =>
  sql.join(
    keys.map((k) => sql`(${productStock.productId} = ${k.productId} and ${productStock.day} = ${k.day})`),
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
        eq(productStock.productId, key.productId),
        eq(productStock.day, key.day),
        sql`(${productStock.quantity} is null or ${productStock.sold} + ${units} <= ${productStock.quantity})`,
      ),
    )
    .returning({ sold: productStock.sold });
  return rows.length === 1;
}

/**
 * Tells every open shop that units left changed (decision 021), inside the transaction that changed them.
 * Called once per transaction, after its last stock row: an order of many limited lines is one notification.
 * The event names nothing: every shop reads `GET /api/stock` again.
 */
export async function announceStockChange(tx: Tx) {
  await notifyLive(tx, { kind: 'stock' });
}

/** Gives units back to the stock rows (by product, day, in the lock order); absent rows are unlimited. */
export async function returnUnits(tx: Tx, key: StockKey, units: number) {
  await tx
    .update(productStock)
    .set({ sold: sql`${productStock.sold} - ${units}` })
    .where(and(eq(productStock.productId, key.productId), eq(productStock.day, key.day)));
}

/** Locks the stock rows among `keys` in the lock order (product, day); absent rows are unlimited. */
export async function lockStockRows(tx: Tx, keys: StockKey[]): Promise<StockRow[]> {
  if (keys.length === 0) return [];
  return tx
    .select()
    .from(productStock)
    .where(keyCondition(keys))
    .orderBy(asc(productStock.productId), asc(productStock.day))
    .for(ROW_LOCK);
}

/** FOR KEY SHARE on products (by id), as a checkout takes it: see order-core.repo.ts activeProductsById. */
export async function shareLockProducts(tx: Tx, productIds: string[]) {
  if (productIds.length === 0) return;
  await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds)).orderBy(asc(products.id)).for('key share');
}

/** FOR UPDATE on one product: no order of it is in flight while an admin creates its first stock row. */
export async function lockProductExclusively(tx: Tx, productId: string) {
  const [row] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
  return row;
}

/** Units of each (product, day) the user's live orders already hold: the per-guest maximum counts them. */
export async function guestUnits(db: Queryable, userId: string, keys: StockKey[]) {
  if (keys.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ productId: orderItems.productId, day: orderItems.day, units: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        LIVE,
        inArray(
          orderItems.productId,
          keys.map((k) => k.productId),
        ),
      ),
    )
    .groupBy(orderItems.productId, orderItems.day);
  return new Map(rows.map((r) => [stockKeyText({ productId: r.productId, day: r.day! }), r.units]));
}

/** The units of live order lines of one product and day: what `sold` must equal. */
export async function unitsInLiveLines(db: Queryable, key: StockKey) {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.productId, key.productId), eq(orderItems.day, key.day), LIVE));
  return row!.units;
}

/** An order's units per (product, day), for giving them back. */
export async function orderUnits(db: Queryable, orderId: string) {
  return db
    .select({ productId: orderItems.productId, day: orderItems.day, units: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.productId, orderItems.day);
}

/** Every stock row whose `sold` differs from its live order lines, or passes its limit (should be none). */
export async function findStockMismatches(db: Queryable) {
  const result = await db.execute(sql`
    select s.product_id as "productId", s.day, s.quantity, s.sold, coalesce(l.units, 0)::int as "liveUnits"
    from product_stock s
    left join (
      select oi.product_id, oi.day, sum(oi.quantity) as units
      from order_items oi join orders o on o.id = oi.order_id
      where o.status in ('pending', 'completed') and oi.day is not null
      group by oi.product_id, oi.day
    ) l on l.product_id = s.product_id and l.day = s.day
    where s.sold <> coalesce(l.units, 0) or (s.quantity is not null and s.sold > s.quantity)
    order by s.product_id, s.day`);
  return (result as unknown as { rows: { productId: string; day: LoungeDay; quantity: number | null; sold: number; liveUnits: number }[] }).rows;
}
