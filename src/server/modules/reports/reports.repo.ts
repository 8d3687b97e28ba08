import { and, count, eq, inArray, isNotNull, lt, gte, ne, sql, type SQL } from 'drizzle-orm';
import type { LoungeDay } from '#shared/constants.ts';
import type { Queryable } from '#server/db/client.ts';
import { lounges, orderItems, orders, payments, products, profiles, tokenLedger } from '#server/db/schema/index.ts';

/** sum() of integers is a bigint, which drivers hand over as a string. */
const total = (expression: SQL) => sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);

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
  return db
    .select({ kind: tokenLedger.kind, day: lounges.day, tokens: total(sql`${sign} * ${orderItems.quantity} * ${orderItems.tokenPrice}`) })
    .from(tokenLedger)
    .innerJoin(orderItems, eq(orderItems.orderId, tokenLedger.orderId))
    .innerJoin(lounges, eq(lounges.id, orderItems.loungeId))
    .where(and(inArray(tokenLedger.kind, ['order', 'manual_order', 'refund']), eq(orderItems.editionId, editionId), eq(lounges.editionId, editionId), isNotNull(lounges.day)))
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
 * items; the service folds it into the report's tables. A free manual order's items cost no tokens. Lines and
 * orders are both narrowed to the edition: equal by their foreign key, but the planner reads only what it is told.
 */
export function consumedItems(db: Queryable, editionId: string, day: LoungeDay | undefined) {
  return db
    .select({
      productId: products.id,
      name: products.name,
      categoryType: products.categoryType,
      day: lounges.day,
      loungeCategory: lounges.category,
      units: total(sql`${orderItems.quantity}`),
      tokens: total(sql`case when ${orders.isFree} then 0 else ${orderItems.quantity} * ${orderItems.tokenPrice} end`),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(lounges, eq(lounges.id, orderItems.loungeId))
    .where(and(eq(orderItems.editionId, editionId), eq(orders.editionId, editionId), notCancelled, onDay(day)))
    .groupBy(products.id, lounges.day, lounges.category);
}

/** The edition's orders in scope: all not cancelled, or those with an item for a lounge of the day. */
function ordersInScope(editionId: string, day: LoungeDay | undefined) {
  const ofEdition = and(eq(orders.editionId, editionId), notCancelled);
  if (!day) return ofEdition;
  return and(
    ofEdition,
    sql`exists (select 1 from ${orderItems} join ${lounges} on ${lounges.id} = ${orderItems.loungeId}
      where ${orderItems.orderId} = ${orders.id} and ${orderItems.editionId} = ${editionId} and ${lounges.day} = ${day})`,
  );
}

/** Orders placed per hour before the deadline (epoch seconds of the hour's start). */
export function ordersPerHour(db: Queryable, editionId: string, day: LoungeDay | undefined, deadline: Date) {
  const hour = sql<number>`extract(epoch from date_trunc('hour', ${orders.createdAt}))`.mapWith(Number);
  return db
    .select({ hour, orders: count() })
    .from(orders)
    .where(and(ordersInScope(editionId, day), lt(orders.createdAt, deadline)))
    .groupBy(hour)
    .orderBy(hour);
}

export async function countOrdersAfter(db: Queryable, editionId: string, day: LoungeDay | undefined, deadline: Date) {
  const [row] = await db.select({ n: count() }).from(orders).where(and(ordersInScope(editionId, day), gte(orders.createdAt, deadline)));
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
