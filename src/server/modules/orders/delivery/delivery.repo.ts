import { and, asc, eq, exists, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { LoungeDay } from '#shared/constants.ts';
import type { Queryable, Tx } from '#server/db/client.ts';
import { ROW_LOCK } from '#server/db/transaction.ts';
import type { DeliveryChangeResponse, DeliveryConflict } from '#shared/schemas/delivery.ts';
import { deliveryTaps, loungeDepartures, lounges, mixDrinks, orderItemMixDrinks, orderItems, orders, products, profiles } from '#server/db/schema/index.ts';

/**
 * What a delivery call is about: the lines of one lounge, in every completed order (a lounge tap), or in one
 * order (a runner who brings one order of a lounge at a time). Never a whole order: its other lounges are
 * other trips (docs/decisions/028).
 */
export type DeliveryTarget = { loungeId: string; orderId?: string };

/** Delivered less than `undoMs` ago, by the database's clock (one clock for every instance). */
const deliveredWithin = (undoMs: number) =>
  sql<boolean>`coalesce(${orderItems.deliveredAt} > now() - (${undoMs}::int * interval '1 millisecond'), false)`;

const linesOf = (target: DeliveryTarget, delivered: boolean) =>
  and(
    eq(orderItems.loungeId, target.loungeId),
    target.orderId ? eq(orderItems.orderId, target.orderId) : undefined,
    delivered ? isNotNull(orderItems.deliveredAt) : isNull(orderItems.deliveredAt),
  );

export type LockedDelivery = { orderId: string; deliveredBy: string | null; recent: boolean };

/**
 * Locks the completed orders with lines of the target that are (or are not yet) delivered, by id as the lock
 * order says (docs/decisions/013), and returns those lines' facts, one per order. A second runner tapping the
 * same lounge waits here and then finds nothing left; two runners tapping two lounges of one order take turns.
 */
export async function lockDeliveryLines(tx: Tx, target: DeliveryTarget, delivered: boolean, undoMs: number): Promise<LockedDelivery[]> {
  const locked = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'completed'),
        exists(tx.select({ one: sql`1` }).from(orderItems).where(and(eq(orderItems.orderId, orders.id), linesOf(target, delivered)))),
      ),
    )
    .orderBy(asc(orders.id))
    .for(ROW_LOCK);
  if (locked.length === 0) return [];
  return tx
    .selectDistinctOn([orderItems.orderId], { orderId: orderItems.orderId, deliveredBy: orderItems.deliveredBy, recent: deliveredWithin(undoMs) })
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, locked.map((o) => o.id)), linesOf(target, delivered)))
    .orderBy(asc(orderItems.orderId));
}

/**
 * Marks the target's lines of these orders delivered by actorId now (null: takes the delivery back). Returns
 * each order changed with its guest, for the announcement.
 */
export async function setLinesDelivered(tx: Tx, target: DeliveryTarget, orderIds: string[], actorId: string | null) {
  if (orderIds.length === 0) return [];
  await tx
    .update(orderItems)
    .set(actorId ? { deliveredAt: sql`now()`, deliveredBy: actorId } : { deliveredAt: null, deliveredBy: null })
    .where(and(inArray(orderItems.orderId, orderIds), linesOf(target, actorId === null)));
  return tx.select({ orderId: orders.id, profileId: orders.userId }).from(orders).where(inArray(orders.id, orderIds));
}

export async function findOrderStatus(db: Queryable, orderId: string) {
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row?.status;
}

export async function findLounge(db: Queryable, loungeId: string) {
  const [row] = await db
    .select({ editionId: lounges.editionId, category: lounges.category, tableNumber: lounges.tableNumber, day: lounges.day })
    .from(lounges)
    .where(eq(lounges.id, loungeId));
  return row;
}

/** The guest of each order and what its lines for the lounge brought: the delivered mail's content. */
export async function deliveredLines(tx: Tx, orderIds: string[], loungeId: string) {
  if (orderIds.length === 0) return [];
  const lines = await tx
    .select({
      orderId: orders.id,
      guestId: profiles.id,
      email: profiles.email,
      lineId: orderItems.id,
      name: products.name,
      translations: products.translations,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(profiles, eq(profiles.id, orders.userId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(inArray(orderItems.orderId, orderIds), eq(orderItems.loungeId, loungeId)))
    .orderBy(asc(orders.id), asc(products.name), asc(orderItems.id));
  const mixes = await tx
    .select({ lineId: orderItemMixDrinks.orderItemId, name: mixDrinks.name, translations: mixDrinks.translations, quantity: orderItemMixDrinks.quantity })
    .from(orderItemMixDrinks)
    .innerJoin(mixDrinks, eq(mixDrinks.id, orderItemMixDrinks.mixDrinkId))
    .where(inArray(orderItemMixDrinks.orderItemId, lines.map((l) => l.lineId)))
    .orderBy(asc(mixDrinks.name));
  return lines.map((line) => ({ ...line, mixDrinks: mixes.filter((m) => m.lineId === line.lineId) }));
}

/**
 * Every line of the completed orders that have a line for an edition's lounge of `day`: each with its lounge and its
 * delivery fact (who, when, whether the caller's minute to undo still runs). Lines of the same orders for
 * other days come too: they tell whether an order is delivered as a whole.
 */
export async function deliveryLinesOfDay(db: Queryable, editionId: string, day: LoungeDay, undoMs: number) {
  const ordersOfDay = db
    .select({ id: orderItems.orderId })
    .from(orderItems)
    .innerJoin(lounges, eq(lounges.id, orderItems.loungeId))
    .where(and(eq(lounges.editionId, editionId), eq(lounges.day, day)));
  return db
    .select({
      orderId: orderItems.orderId,
      loungeId: orderItems.loungeId,
      lounge: { category: lounges.category, tableNumber: lounges.tableNumber, day: lounges.day },
      deliveredAt: orderItems.deliveredAt,
      deliveredBy: orderItems.deliveredBy,
      deliveredByEmail: profiles.email,
      recent: deliveredWithin(undoMs),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(lounges, eq(lounges.id, orderItems.loungeId))
    .leftJoin(profiles, eq(profiles.id, orderItems.deliveredBy))
    .where(and(eq(orders.status, 'completed'), inArray(orderItems.orderId, ordersOfDay)));
}

/** Festival days of an edition that still have completed lines for an existing lounge waiting to be delivered. */
export async function daysWithOpenDeliveries(db: Queryable, editionId: string): Promise<LoungeDay[]> {
  const rows = await db
    .selectDistinct({ day: lounges.day })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(lounges, eq(lounges.id, orderItems.loungeId))
    .where(and(eq(lounges.editionId, editionId), eq(orders.status, 'completed'), isNull(orderItems.deliveredAt), isNotNull(lounges.day)));
  return rows.map((r) => r.day!);
}

/**
 * Claims a tap's key for the actor: true when this call is the first to send it. A second call with the same key waits
 * here until the first one's transaction ends, then finds the key taken (or free again, if the first failed).
 */
export async function claimTapKey(tx: Tx, actorId: string, key: string) {
  const claimed = await tx.insert(deliveryTaps).values({ actorId, key }).onConflictDoNothing().returning({ key: deliveryTaps.key });
  return claimed.length > 0;
}

export async function saveTapAnswer(tx: Tx, actorId: string, key: string, answer: DeliveryChangeResponse) {
  await tx.update(deliveryTaps).set({ answer }).where(and(eq(deliveryTaps.actorId, actorId), eq(deliveryTaps.key, key)));
}

/** The answer given to the tap that first sent this key. */
export async function tapAnswer(tx: Tx, actorId: string, key: string) {
  const [row] = await tx.select({ answer: deliveryTaps.answer }).from(deliveryTaps).where(and(eq(deliveryTaps.actorId, actorId), eq(deliveryTaps.key, key)));
  return row?.answer ?? null;
}

/**
 * Of the orders a runner saw waiting at a lounge, those that changed under them: refunded (a completed order is
 * cancelled only by a refund; its time is the status change's), or with this lounge's lines delivered by someone else.
 */
export async function seenOrderConflicts(tx: Tx, loungeId: string, seen: string[], actorId: string): Promise<DeliveryConflict[]> {
  if (seen.length === 0) return [];
  const refunded = await tx
    .select({ orderId: orders.id, at: orders.updatedAt })
    .from(orders)
    .where(and(inArray(orders.id, seen), eq(orders.status, 'cancelled')));
  const delivered = await tx
    .selectDistinctOn([orderItems.orderId], { orderId: orderItems.orderId, at: orderItems.deliveredAt, byEmail: profiles.email })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(profiles, eq(profiles.id, orderItems.deliveredBy))
    .where(and(inArray(orderItems.orderId, seen), eq(orderItems.loungeId, loungeId), eq(orders.status, 'completed'), isNotNull(orderItems.deliveredAt), ne(orderItems.deliveredBy, actorId)))
    .orderBy(asc(orderItems.orderId), asc(orderItems.deliveredAt));
  return [
    ...refunded.map(({ orderId, at }) => ({ orderId, kind: 'refunded' as const, at: at.toISOString(), byEmail: null })),
    ...delivered.map(({ orderId, at, byEmail }) => ({ orderId, kind: 'delivered' as const, at: at!.toISOString(), byEmail })),
  ];
}

/**
 * The completed orders with lines for the lounge not yet delivered, each with its guest: whom "On my way" tells
 * (docs/decisions/049-on-its-way.md).
 */
export async function ordersWaitingAt(tx: Queryable, loungeId: string) {
  return tx
    .selectDistinct({ orderId: orders.id, profileId: orders.userId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.loungeId, loungeId), isNull(orderItems.deliveredAt), eq(orders.status, 'completed')))
    .orderBy(asc(orders.id));
}

/**
 * Records that a runner set off for the lounge on its day; null when one already had (that row's time stays). A second
 * runner tapping at once waits on the first one's key and then finds it taken.
 */
export async function recordDeparture(tx: Tx, loungeId: string, day: LoungeDay, actorId: string): Promise<Date | null> {
  const [row] = await tx
    .insert(loungeDepartures)
    .values({ loungeId, day, departedBy: actorId })
    .onConflictDoNothing()
    .returning({ at: loungeDepartures.departedAt });
  return row?.at ?? null;
}

export async function departureOf(db: Queryable, loungeId: string, day: LoungeDay): Promise<Date | null> {
  const [row] = await db
    .select({ at: loungeDepartures.departedAt })
    .from(loungeDepartures)
    .where(and(eq(loungeDepartures.loungeId, loungeId), eq(loungeDepartures.day, day)));
  return row?.at ?? null;
}

/** When a runner set off for each of an edition's lounges of `day`, by lounge id. */
export async function departuresOfDay(db: Queryable, editionId: string, day: LoungeDay): Promise<Map<string, Date>> {
  const rows = await db
    .select({ loungeId: loungeDepartures.loungeId, at: loungeDepartures.departedAt })
    .from(loungeDepartures)
    .innerJoin(lounges, eq(lounges.id, loungeDepartures.loungeId))
    .where(and(eq(lounges.editionId, editionId), eq(loungeDepartures.day, day)));
  return new Map(rows.map((r) => [r.loungeId, r.at]));
}
