import { and, between, count, desc, eq, inArray, like, max, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LoungeDay, OrderStatus } from '#shared/constants.ts';
import { deliveryStateOf } from '#shared/order-delivery.ts';
import type { AdminOrder, AdminOrderRow } from '#shared/schemas/admin-orders.ts';
import type { Queryable, Tx } from '#server/db/client.ts';
import { escapeLike } from '#server/db/filters.ts';
import { ROW_LOCK } from '#server/db/transaction.ts';
import { lounges, orderItems, orders, profiles } from '#server/db/schema/index.ts';
import { withItems } from '#server/modules/orders/order-details.repo.ts';
import { refundedTokensOf } from '#server/modules/tokens/index.ts';
import { entityHistory } from '#server/modules/audit/index.ts';

/** Keyset position: the exact created_at text (microseconds, which a JS Date would drop) and the id. */
export type OrderCursor = { createdAt: string; id: string };

/**
 * An order id prefix as a uuid range, so the primary key index answers it (a LIKE on the id cast to
 * text could not). Accepts what the table shows ('#1a2b3c4d') or a pasted id with dashes.
 */
export function orderIdPrefixRange(search: string): { low: string; high: string } | null {
  const hex = search.replace(/^#/, '').replaceAll('-', '').toLowerCase();
  if (!/^[0-9a-f]{1,32}$/.test(hex)) return null;
  const asUuid = (h: string) => `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  return { low: asUuid(hex.padEnd(32, '0')), high: asUuid(hex.padEnd(32, 'f')) };
}

function searchCondition(db: Queryable, search: string): SQL {
  // The customers matching the e-mail part are few next to the orders; their orders then come from
  // the (user_id, created_at) index.
  const customers = db
    .select({ id: profiles.id })
    .from(profiles)
    .where(like(sql`lower(${profiles.email})`, `%${escapeLike(search.toLowerCase())}%`));
  const byEmail = inArray(orders.userId, customers);
  const range = orderIdPrefixRange(search);
  return range ? or(byEmail, between(orders.id, range.low, range.high))! : byEmail;
}

export type OrderListFilter = { editionId: string; status?: OrderStatus; search?: string; day?: LoungeDay; loungeId?: string };

/**
 * Orders with at least one item for a lounge on that day, the packing list's grouping (docs/product.md#packing-lists).
 */
const onDay = (db: Queryable, day: LoungeDay) =>
  inArray(
    orders.id,
    db
      .select({ id: orderItems.orderId })
      .from(orderItems)
      .innerJoin(lounges, eq(lounges.id, orderItems.loungeId))
      .where(eq(lounges.day, day)),
  );

const forLounge = (db: Queryable, loungeId: string) =>
  inArray(orders.id, db.select({ id: orderItems.orderId }).from(orderItems).where(eq(orderItems.loungeId, loungeId)));

function filterCondition(db: Queryable, filter: OrderListFilter) {
  return and(
    eq(orders.editionId, filter.editionId),
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.search ? searchCondition(db, filter.search) : undefined,
    filter.day ? onDay(db, filter.day) : undefined,
    filter.loungeId ? forLounge(db, filter.loungeId) : undefined,
  );
}

/**
 * 'Complete all pending' for a day as one statement: the pending orders are locked by id (the lock
 * order) and moved; an order another request refunded or moved meanwhile no longer matches, since
 * the status is read again once its lock is free. Returns the orders moved, with their customers.
 */
export async function completePendingOnDay(tx: Tx, editionId: string, day: LoungeDay) {
  const pending = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.editionId, editionId), eq(orders.status, 'pending'), onDay(tx, day)))
    .orderBy(orders.id)
    .for(ROW_LOCK);
  if (pending.length === 0) return [];
  return tx
    .update(orders)
    .set({ status: 'completed', updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.status, 'pending'),
        inArray(
          orders.id,
          pending.map((p) => p.id),
        ),
      ),
    )
    .returning({ id: orders.id, userId: orders.userId });
}

/**
 * How far an order was delivered, from its lines (order-delivery.ts): lines delivered, lines that could be and
 * are not yet (their lounge exists), and the latest delivery.
 */
const lineDelivery = {
  deliveredLines: sql<number>`(select count(*) from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.deliveredAt} is not null)::int`,
  openLines: sql<number>`(select count(*) from ${orderItems} join ${lounges} on ${lounges.id} = ${orderItems.loungeId} where ${orderItems.orderId} = ${orders.id} and ${orderItems.deliveredAt} is null)::int`,
  lastDeliveredAt: sql<Date | null>`(select max(${orderItems.deliveredAt}) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`.mapWith(orderItems.deliveredAt),
};

/** One page of the back office's order table, newest first, plus the cursor of the next page. */
export async function listOrderPage(db: Queryable, filter: OrderListFilter, cursor: OrderCursor | undefined, limit: number) {
  const itemCount = db.select({ n: count() }).from(orderItems).where(eq(orderItems.orderId, orders.id));
  const rows = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      email: profiles.email,
      totalTokens: orders.totalTokens,
      status: orders.status,
      isManual: orders.isManual,
      isFree: orders.isFree,
      refundedTokens: refundedTokensOf(orders.id),
      itemCount: sql<number>`(${itemCount})::int`,
      createdAt: orders.createdAt,
      ...lineDelivery,
      createdAtExact: sql<string>`${orders.createdAt}::text`,
    })
    .from(orders)
    .innerJoin(profiles, eq(profiles.id, orders.userId))
    .where(
      and(
        filterCondition(db, filter),
        cursor ? sql`(${orders.createdAt}, ${orders.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    // One extra row tells whether another page exists.
    .limit(limit + 1);

  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next: OrderCursor | null = rows.length > limit && last ? { createdAt: last.createdAtExact, id: last.id } : null;
  const orderRows: AdminOrderRow[] = page.map(({ createdAtExact: _exact, createdAt, deliveredLines, openLines, lastDeliveredAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    delivery: { state: deliveryStateOf(deliveredLines, openLines), lastDeliveredAt: lastDeliveredAt?.toISOString() ?? null },
  }));
  return { orders: orderRows, next };
}

export async function countOrders(db: Queryable, filter: OrderListFilter) {
  const [row] = await db.select({ n: count() }).from(orders).where(filterCondition(db, filter));
  return row!.n;
}

const createdBy = alias(profiles, 'created_by_profile');

/** An order with customer, creator and every item (lounge, mix drinks, who delivered it), as the details dialog shows it. */
/** The audit rows that cancelled, refunded or changed an order, as its history reads them. */
const HISTORY_ACTIONS: Record<string, (after: unknown) => AdminOrder['history'][number]['change'] | null> = {
  'order.guest_cancel': () => 'refunded',
  'order.guest_change': () => 'changed',
  'order.refund': () => 'refunded',
  // An admin's status change is a cancel only when it cancelled (tokens kept); completing is not history here.
  'order.status': (after) => ((after as { status?: string } | null)?.status === 'cancelled' ? 'cancelled' : null),
};

/** Who cancelled, refunded or changed the order, guest or admin (docs/decisions/044), from the audit log. */
async function orderHistory(db: Queryable, order: { id: string; userId: string }): Promise<AdminOrder['history']> {
  const rows = await entityHistory(db, 'order', order.id, Object.keys(HISTORY_ACTIONS));
  return rows.flatMap((row) => {
    const change = HISTORY_ACTIONS[row.action]!(row.after);
    if (!change) return [];
    const by = row.actorId === order.userId ? ('guest' as const) : ('admin' as const);
    return [{ change, by, email: row.actorEmail, at: row.createdAt.toISOString() }];
  });
}

export async function findAdminOrder(db: Queryable, orderId: string): Promise<AdminOrder | undefined> {
  const [found] = await db
    .select({ order: orders, email: profiles.email, createdByEmail: createdBy.email })
    .from(orders)
    .innerJoin(profiles, eq(profiles.id, orders.userId))
    .leftJoin(createdBy, eq(createdBy.id, orders.createdBy))
    .where(eq(orders.id, orderId));
  if (!found) return undefined;
  const [[withDetails], deliverers, history] = await Promise.all([
    withItems(db, [found.order]),
    db
      .select({ itemId: orderItems.id, email: profiles.email })
      .from(orderItems)
      .innerJoin(profiles, eq(profiles.id, orderItems.deliveredBy))
      .where(eq(orderItems.orderId, orderId)),
    orderHistory(db, found.order),
  ]);
  const delivererOf = new Map(deliverers.map((d) => [d.itemId, d.email]));
  return {
    ...withDetails!,
    userId: found.order.userId,
    email: found.email,
    isManual: found.order.isManual,
    isFree: found.order.isFree,
    createdByEmail: found.createdByEmail,
    history,
    items: withDetails!.items.map((item) => ({
      ...item,
      loungeMissing: item.loungeId !== null && item.lounge === null,
      deliveredByEmail: delivererOf.get(item.id) ?? null,
    })),
  };
}

export async function findOrderRow(db: Queryable, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** When the order's latest delivered line was brought to its lounge; null while none was. */
export async function lastDeliveryOf(db: Queryable, orderId: string) {
  const [row] = await db.select({ at: max(orderItems.deliveredAt) }).from(orderItems).where(eq(orderItems.orderId, orderId));
  return row?.at ?? null;
}

/** Row lock: status changes and refunds of one order queue here, so each sees the status the other left. */
export async function lockOrder(tx: Tx, orderId: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for(ROW_LOCK);
  return row;
}

export async function setOrderStatus(tx: Tx, orderId: string, status: OrderStatus) {
  await tx.update(orders).set({ status, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
}
