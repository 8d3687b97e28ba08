import { and, asc, eq, exists, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '#server/db/client.ts';
import { ROW_LOCK } from '#server/db/transaction.ts';
import { notifyLive } from '#server/db/live-notify.ts';
import { lounges, orderItems, orders, profiles } from '#server/db/schema/index.ts';

/** Which orders a delivery call is about: every completed order with an item for the lounge, or one order. */
export type DeliveryTarget = { loungeId: string } | { orderId: string };

const targetCondition = (target: DeliveryTarget) =>
  'orderId' in target
    ? eq(orders.id, target.orderId)
    : exists(
        sql`(select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.loungeId} = ${target.loungeId})`,
      );

/** Delivered less than `undoMs` ago, by the database's clock (one clock for every instance). */
const deliveredWithin = (undoMs: number) =>
  sql<boolean>`coalesce(${orders.deliveredAt} > now() - (${undoMs}::int * interval '1 millisecond'), false)`;

export type LockedDelivery = { id: string; deliveredBy: string | null; recent: boolean };

/**
 * Locks the target's completed orders that are (or are not yet) delivered, by id as the lock order says
 * (docs/decisions/013). A second runner tapping the same lounge waits here and then finds nothing left.
 */
export async function lockDeliveryOrders(tx: Tx, target: DeliveryTarget, delivered: boolean, undoMs: number): Promise<LockedDelivery[]> {
  return tx
    .select({
      id: orders.id,
      deliveredBy: orders.deliveredBy,
      recent: deliveredWithin(undoMs),
    })
    .from(orders)
    .where(and(eq(orders.status, 'completed'), delivered ? isNotNull(orders.deliveredAt) : isNull(orders.deliveredAt), targetCondition(target)))
    .orderBy(asc(orders.id))
    .for(ROW_LOCK);
}

/** Marks the orders delivered by actorId now (null: takes the delivery back) and announces it. */
export async function setDelivered(tx: Tx, ids: string[], actorId: string | null) {
  if (ids.length === 0) return [];
  const changed = await tx
    .update(orders)
    .set(actorId ? { deliveredAt: sql`now()`, deliveredBy: actorId } : { deliveredAt: null, deliveredBy: null })
    .where(inArray(orders.id, ids))
    .returning({ orderId: orders.id, profileId: orders.userId });
  await notifyLive(tx, { kind: 'delivery', orders: changed });
  return changed;
}

export async function findOrderStatus(db: Queryable, orderId: string) {
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row?.status;
}

export async function loungeExists(db: Queryable, loungeId: string) {
  const [row] = await db.select({ id: lounges.id }).from(lounges).where(eq(lounges.id, loungeId));
  return row !== undefined;
}

/**
 * What the delivered mail names for each order: its guest and the lounge it was brought to (the tapped
 * lounge, or for an order tapped alone the first of its lounges by label).
 */
export async function deliveredMailFacts(tx: Tx, orderIds: string[], loungeId: string | undefined) {
  if (orderIds.length === 0) return [];
  const rows = await tx
    .selectDistinctOn([orders.id], {
      orderId: orders.id,
      guestId: profiles.id,
      email: profiles.email,
      category: lounges.category,
      tableNumber: lounges.tableNumber,
      day: lounges.day,
    })
    .from(orders)
    .innerJoin(profiles, eq(profiles.id, orders.userId))
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .leftJoin(lounges, eq(lounges.id, orderItems.loungeId))
    .where(and(inArray(orders.id, orderIds), loungeId ? eq(orderItems.loungeId, loungeId) : undefined))
    .orderBy(orders.id, asc(lounges.category), asc(lounges.tableNumber));
  return rows.map(({ category, tableNumber, day, ...row }) => ({
    ...row,
    lounge: category !== null && tableNumber !== null ? { category, tableNumber, day } : null,
  }));
}

/** Delivery facts of the given orders, with the e-mail of who delivered them (while that profile exists). */
export async function deliveryStates(db: Queryable, orderIds: string[], undoMs: number) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: orders.id,
      deliveredAt: orders.deliveredAt,
      deliveredBy: orders.deliveredBy,
      deliveredByEmail: profiles.email,
      recent: deliveredWithin(undoMs),
    })
    .from(orders)
    .leftJoin(profiles, eq(profiles.id, orders.deliveredBy))
    .where(inArray(orders.id, orderIds));
}
