import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { LoungeDay } from '#shared/constants.ts';
import type { Queryable } from '#server/db/client.ts';
import { orderItems, orders, productStock, products, stockWaits } from '#server/db/schema/index.ts';
import { offeredIn } from '#server/modules/catalogue/index.ts';
import { stockKeyText, type StockKey } from './stock.repo.ts';

/** Orders whose lines hold units: a cancelled (or refunded) order has given its units back. */
const LIVE = sql`${orders.status} in ('pending', 'completed')`;

/** Units of each (product, day) the user's live orders of one edition already hold: the per-guest maximum counts them. */
export async function guestUnits(db: Queryable, userId: string, editionId: string, keys: StockKey[]) {
  if (keys.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ productId: orderItems.productId, day: orderItems.day, units: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.editionId, editionId),
        LIVE,
        inArray(
          orderItems.productId,
          keys.map((k) => k.productId),
        ),
      ),
    )
    .groupBy(orderItems.productId, orderItems.day);
  return new Map(rows.map((r) => [stockKeyText({ editionId, productId: r.productId, day: r.day! }), r.units]));
}

/** The units of live order lines of one edition, product and day: what `sold` must equal. */
export async function unitsInLiveLines(db: Queryable, key: StockKey) {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.editionId, key.editionId), eq(orderItems.productId, key.productId), eq(orderItems.day, key.day), LIVE));
  return row!.units;
}

/** An order's units per (edition, product, day), for giving them back. */
export async function orderUnits(db: Queryable, orderId: string) {
  return db
    .select({
      editionId: orders.editionId,
      productId: orderItems.productId,
      day: orderItems.day,
      units: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orders.editionId, orderItems.productId, orderItems.day);
}

/** Every stock row whose `sold` differs from its live order lines, or passes its limit (should be none). */
export async function findStockMismatches(db: Queryable) {
  const result = await db.execute(sql`
    select s.edition_id as "editionId", s.product_id as "productId", s.day, s.quantity, s.sold, coalesce(l.units, 0)::int as "liveUnits"
    from product_stock s
    left join (
      select o.edition_id, oi.product_id, oi.day, sum(oi.quantity) as units
      from order_items oi join orders o on o.id = oi.order_id
      where o.status in ('pending', 'completed') and oi.day is not null
      group by o.edition_id, oi.product_id, oi.day
    ) l on l.edition_id = s.edition_id and l.product_id = s.product_id and l.day = s.day
    where s.sold <> coalesce(l.units, 0) or (s.quantity is not null and s.sold > s.quantity)
    order by s.edition_id, s.product_id, s.day`);
  return (result as unknown as { rows: { editionId: string; productId: string; day: LoungeDay; quantity: number | null; sold: number; liveUnits: number }[] }).rows;
}

/**
 * Every product the edition offers (docs/decisions/031) with a limit or units sold that day of the edition, plus
 * every active one (so a limit can be set): limits from product_stock, sold from the live order lines of that day,
 * and how many guests wait to be told it is back (docs/decisions/046-stock-waits.md).
 */
export async function stockForDay(db: Queryable, editionId: string, day: LoungeDay, productId?: string) {
  const sold = db
    .select({ productId: orderItems.productId, units: sql<number>`sum(${orderItems.quantity})::int`.as('units') })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.editionId, editionId), eq(orderItems.day, day), LIVE))
    .groupBy(orderItems.productId)
    .as('sold');
  const waiting = db
    .select({ productId: stockWaits.productId, guests: sql<number>`count(*)::int`.as('guests') })
    .from(stockWaits)
    .where(and(eq(stockWaits.editionId, editionId), eq(stockWaits.day, day), isNull(stockWaits.notifiedAt)))
    .groupBy(stockWaits.productId)
    .as('waiting');
  return db
    .select({
      productId: products.id,
      name: products.name,
      isActive: products.isActive,
      quantity: productStock.quantity,
      maxPerGuest: productStock.maxPerGuest,
      sold: sql<number>`coalesce(${sold.units}, 0)::int`,
      waiting: sql<number>`coalesce(${waiting.guests}, 0)::int`,
    })
    .from(products)
    .leftJoin(productStock, and(eq(productStock.editionId, editionId), eq(productStock.productId, products.id), eq(productStock.day, day)))
    .leftJoin(sold, eq(sold.productId, products.id))
    .leftJoin(waiting, eq(waiting.productId, products.id))
    .where(
      and(
        productId ? eq(products.id, productId) : undefined,
        offeredIn(db, editionId),
        sql`(${products.isActive} or ${productStock.productId} is not null or ${sold.units} is not null)`,
      ),
    )
    .orderBy(asc(products.name), asc(products.id));
}

/** What the shop shows: every limited row of an active product the edition offers (units left never below 0). */
export async function shopStock(db: Queryable, editionId: string) {
  return db
    .select({
      productId: productStock.productId,
      day: productStock.day,
      left: sql<number | null>`case when ${productStock.quantity} is null then null else greatest(${productStock.quantity} - ${productStock.sold}, 0) end`,
      maxPerGuest: productStock.maxPerGuest,
    })
    .from(productStock)
    .innerJoin(products, eq(products.id, productStock.productId))
    .where(and(eq(productStock.editionId, editionId), eq(products.isActive, true), offeredIn(db, editionId)))
    .orderBy(asc(productStock.productId), asc(productStock.day));
}

/** Product days of active products sold out, and those with `few` or fewer units left (dashboard tile). */
export async function stockAlerts(db: Queryable, editionId: string, few: number) {
  const [row] = await db
    .select({
      soldOut: sql<number>`count(*) filter (where ${productStock.sold} >= ${productStock.quantity})::int`,
      nearly: sql<number>`count(*) filter (where ${productStock.quantity} - ${productStock.sold} between 1 and ${few})::int`,
    })
    .from(productStock)
    .innerJoin(products, eq(products.id, productStock.productId))
    // A product the edition leaves out cannot be sold there: its old limits alert nobody (docs/decisions/031).
    .where(and(eq(productStock.editionId, editionId), eq(products.isActive, true), offeredIn(db, editionId), sql`${productStock.quantity} is not null`));
  return row!;
}
