import { and, count, eq, inArray, isNotNull, isNull, lt, gte, ne, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { LOUNGE_DAYS, ORDER_STATUSES, type LoungeDay } from '#shared/constants.ts';
import type { Queryable } from '#server/db/client.ts';
import { lounges, orderItems, orders, payments, products, profiles, tokenLedger } from '#server/db/schema/index.ts';

/** sum() of integers is a bigint, which drivers hand over as a string. */
const total = (expression: SQL) => sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);

/**
 * An edition's order lines, the columns the reports read, as the union of one range of the lines' edition index
 * `order_items (edition_id, day)` per festival day and one for the lines without a day (the day is one of the
 * festival days or null). Each range is an index-only scan of the edition's part of the index, which INCLUDEs these
 * columns (migration 0027). As one range of a third of the table (three editions), the planner rated a parallel scan
 * of every edition's rows cheaper than the index at the default random_page_cost and read them all; as ranges of a
 * ninth each, it takes the index (docs/decisions/031-editions.md#order-lines). Same rows either way.
 */
function editionLines(db: Queryable, editionId: string) {
  const ofDay = (day: LoungeDay | null) =>
    db
      .select({
        orderId: orderItems.orderId,
        productId: orderItems.productId,
        loungeId: orderItems.loungeId,
        quantity: orderItems.quantity,
        tokenPrice: orderItems.tokenPrice,
      })
      .from(orderItems)
      .where(and(eq(orderItems.editionId, editionId), day ? eq(orderItems.day, day) : isNull(orderItems.day)));
  const [first, second, ...others] = [...LOUNGE_DAYS, null].map(ofDay);
  return unionAll(first!, second!, ...others).as('edition_lines');
}

/**
 * "Not cancelled" as the other statuses: a condition on the key of `orders (edition_id, status, created_at)`, so an
 * edition's live orders are ranges of that index (`<> 'cancelled'` is a filter over the whole edition's range).
 */
const LIVE_STATUSES = ORDER_STATUSES.filter((status) => status !== 'cancelled');

/**
 * An edition's orders not cancelled, as the union of one range of `orders (edition_id, status, created_at)` per live
 * status, index-only (migration 0027 INCLUDEs id), for the orders per hour and after the deadline. With a day, a plain
 * `orders` there was planned as one primary key lookup per order of the day; the union is hashed against the day's
 * lines instead.
 */
function liveOrders(db: Queryable, editionId: string) {
  const ofStatus = (status: (typeof ORDER_STATUSES)[number]) =>
    db
      .select({ id: orders.id, createdAt: orders.createdAt })
      .from(orders)
      .where(and(eq(orders.editionId, editionId), eq(orders.status, status)));
  const [first, second, ...others] = LIVE_STATUSES.map(ofStatus);
  return unionAll(first!, second!, ...others).as('live_orders');
}

/** Every ledger row once, summed by kind: the bridge's lines. */
export function ledgerByKind(db: Queryable) {
  return db.select({ kind: tokenLedger.kind, tokens: total(sql`${tokenLedger.delta}`) }).from(tokenLedger).groupBy(tokenLedger.kind);
}

/**
 * The grants of an edition's lounges summed by the day of the lounge that gave them (inner join: a grant always
 * has its lounge).
 */
export function grantsByDay(db: Queryable, editionId: string) {
  return db
    .select({ day: lounges.day, tokens: total(sql`${tokenLedger.delta}`) })
    .from(tokenLedger)
    .innerJoin(lounges, eq(lounges.id, tokenLedger.loungeId))
    .where(and(eq(tokenLedger.kind, 'lounge_grant'), eq(lounges.editionId, editionId), isNotNull(lounges.day)))
    .groupBy(lounges.day);
}

/**
 * Order charges and refunds split by the day of each item's lounge of the edition: an item's share is its quantity
 * times its price, with the row's sign. Items without a (surviving) lounge with a day are left to the caller.
 */
export function orderRowsByDay(db: Queryable, editionId: string) {
  const sign = sql`case when ${tokenLedger.delta} < 0 then -1 else 1 end`;
  const lines = editionLines(db, editionId);
  return db
    .select({ kind: tokenLedger.kind, day: lounges.day, tokens: total(sql`${sign} * ${lines.quantity} * ${lines.tokenPrice}`) })
    .from(tokenLedger)
    .innerJoin(lines, eq(lines.orderId, tokenLedger.orderId))
    .innerJoin(lounges, eq(lounges.id, lines.loungeId))
    .where(and(inArray(tokenLedger.kind, ['order', 'manual_order', 'refund']), eq(lounges.editionId, editionId), isNotNull(lounges.day)))
    .groupBy(tokenLedger.kind, lounges.day);
}

export async function sumOfBalances(db: Queryable) {
  const [row] = await db.select({ tokens: total(sql`${profiles.tokenBalance}`) }).from(profiles);
  return row!.tokens;
}

/** An edition's paid card payments by package and by the date paid in the festival's time zone. */
export function paidPayments(db: Queryable, editionId: string) {
  const date = sql<string>`to_char(${payments.paidAt} at time zone 'Europe/Zurich', 'YYYY-MM-DD')`;
  return db
    .select({
      packageId: payments.packageId,
      date,
      payments: count(),
      amountCents: total(sql`${payments.amountCents}`),
      tokens: total(sql`${payments.tokens}`),
    })
    .from(payments)
    .where(and(eq(payments.editionId, editionId), eq(payments.status, 'paid')))
    .groupBy(payments.packageId, date);
}

const notCancelled = ne(orders.status, 'cancelled');
const onDay = (day: LoungeDay | undefined) => (day ? eq(lounges.day, day) : undefined);

/**
 * What was ordered and not cancelled, by product, lounge day and lounge category, in one pass over the
 * items; the service folds it into the report's tables. A free manual order's items cost no tokens. The edition's
 * lines (editionLines) and its live orders (LIVE_STATUSES) are each read from their edition index alone; the orders
 * as a table, not a union, so that the planner knows their ids are unique and estimates the join's rows (joined
 * to a union on both sides it estimated about 100 times the rows, and its cost started JIT compilation).
 */
export function consumedItems(db: Queryable, editionId: string, day: LoungeDay | undefined) {
  const lines = editionLines(db, editionId);
  return db
    .select({
      productId: products.id,
      name: products.name,
      categoryType: products.categoryType,
      day: lounges.day,
      loungeCategory: lounges.category,
      units: total(sql`${lines.quantity}`),
      tokens: total(sql`case when ${orders.isFree} then 0 else ${lines.quantity} * ${lines.tokenPrice} end`),
    })
    .from(lines)
    .innerJoin(orders, eq(orders.id, lines.orderId))
    .innerJoin(products, eq(products.id, lines.productId))
    .leftJoin(lounges, eq(lounges.id, lines.loungeId))
    .where(and(eq(orders.editionId, editionId), inArray(orders.status, LIVE_STATUSES), onDay(day)))
    .groupBy(products.id, lounges.day, lounges.category);
}

/** The edition's orders with an item for a lounge of the day, from one pass over the edition's lines. */
function ordersOfDay(db: Queryable, editionId: string, day: LoungeDay) {
  const lines = editionLines(db, editionId);
  return db.select({ orderId: lines.orderId }).from(lines).innerJoin(lounges, eq(lounges.id, lines.loungeId)).where(eq(lounges.day, day));
}

/** Orders placed per hour before the deadline (epoch seconds of the hour's start): all not cancelled, or those of the day. */
export function ordersPerHour(db: Queryable, editionId: string, day: LoungeDay | undefined, deadline: Date) {
  const live = liveOrders(db, editionId);
  const hour = sql<number>`extract(epoch from date_trunc('hour', ${live.createdAt}))`.mapWith(Number);
  return db
    .select({ hour, orders: count() })
    .from(live)
    .where(and(day ? inArray(live.id, ordersOfDay(db, editionId, day)) : undefined, lt(live.createdAt, deadline)))
    .groupBy(hour)
    .orderBy(hour);
}

/**
 * Orders placed after the deadline: all not cancelled, or those of the day. Few, so each looks its lines up by order
 * (`order_items (order_id)`) rather than hashing the edition's lines of the day as ordersPerHour does.
 */
export async function countOrdersAfter(db: Queryable, editionId: string, day: LoungeDay | undefined, deadline: Date) {
  const live = liveOrders(db, editionId);
  const ofDay = day
    ? sql`exists (select 1 from ${orderItems} join ${lounges} on ${lounges.id} = ${orderItems.loungeId}
      where ${orderItems.orderId} = ${live.id} and ${orderItems.editionId} = ${editionId} and ${lounges.day} = ${day})`
    : undefined;
  const [row] = await db.select({ n: count() }).from(live).where(and(ofDay, gte(live.createdAt, deadline)));
  return row!.n;
}

/** The edition a ledger row moved tokens for: its order's, its lounge's or its payment's (null: an adjustment). */
const ledgerEdition = sql<string | null>`coalesce(${orders.editionId}, ${lounges.editionId}, ${payments.editionId})`;

/** Tokens moved per edition and ledger kind, for the editions side by side. */
export function ledgerByEditionAndKind(db: Queryable) {
  return db
    .select({ editionId: ledgerEdition, kind: tokenLedger.kind, tokens: total(sql`${tokenLedger.delta}`) })
    .from(tokenLedger)
    .leftJoin(orders, eq(orders.id, tokenLedger.orderId))
    .leftJoin(lounges, eq(lounges.id, tokenLedger.loungeId))
    .leftJoin(payments, eq(payments.id, tokenLedger.paymentId))
    .groupBy(ledgerEdition, tokenLedger.kind);
}

/** Orders not cancelled per edition. */
export function ordersPerEdition(db: Queryable) {
  return db.select({ editionId: orders.editionId, orders: count() }).from(orders).where(notCancelled).groupBy(orders.editionId);
}

/** Units ordered and not cancelled per edition and product. */
export function unitsPerEditionAndProduct(db: Queryable) {
  return db
    .select({ editionId: orderItems.editionId, productId: products.id, name: products.name, quantity: total(sql`${orderItems.quantity}`) })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(notCancelled)
    .groupBy(orderItems.editionId, products.id);
}
