import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { LoungeDay } from '#shared/constants.ts';
import type { Queryable } from '#server/db/client.ts';
import { alias } from 'drizzle-orm/pg-core';
import { editions, lounges, orderItems, orders, payments, products, profiles, tokenLedger } from '#server/db/schema/index.ts';
import { ledgerRowFields } from '#server/modules/tokens/index.ts';

/**
 * Keyset pages for the streamed exports. A time is carried as PostgreSQL's own text, not a JS Date, which
 * would drop the microseconds and skip or repeat rows at a page boundary.
 */
export type TimeKey = { at: string; id: string };

const orderAt = sql<string>`${orders.createdAt}::text`;

/** One page of an edition's orders, oldest first; with a day, only orders with an item for a lounge of that day. */
export function orderPage(db: Queryable, editionId: string, after: TimeKey | null, limit: number, day: LoungeDay | undefined) {
  return db
    .select({ id: orders.id, at: orderAt, createdAt: orders.createdAt, email: profiles.email, status: orders.status, isFree: orders.isFree })
    .from(orders)
    .innerJoin(profiles, eq(profiles.id, orders.userId))
    .where(
      and(
        eq(orders.editionId, editionId),
        after ? sql`(${orders.createdAt}, ${orders.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
        day
          ? sql`exists (select 1 from ${orderItems} join ${lounges} on ${lounges.id} = ${orderItems.loungeId}
              where ${orderItems.orderId} = ${orders.id} and ${lounges.day} = ${day})`
          : undefined,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
}

/** The items of those orders with product and lounge (null lounge fields: none, or deleted). */
export function itemsOf(db: Queryable, orderIds: string[]) {
  return db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      product: products.name,
      quantity: orderItems.quantity,
      tokenPrice: orderItems.tokenPrice,
      loungeId: orderItems.loungeId,
      category: lounges.category,
      tableNumber: lounges.tableNumber,
      day: lounges.day,
      deliveredAt: orderItems.deliveredAt,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(lounges, eq(lounges.id, orderItems.loungeId))
    .where(inArray(orderItems.orderId, orderIds));
}

/** Which of those orders have a refund row (the ledger's one-refund-per-order index answers this). */
export async function refundedAmong(db: Queryable, orderIds: string[]) {
  const rows = await db
    .select({ orderId: tokenLedger.orderId })
    .from(tokenLedger)
    .where(and(eq(tokenLedger.kind, 'refund'), inArray(tokenLedger.orderId, orderIds)));
  return new Set(rows.map((r) => r.orderId));
}

const orderEdition = alias(editions, 'order_edition');
const loungeEdition = alias(editions, 'lounge_edition');
const paymentEdition = alias(editions, 'payment_edition');
const ledgerOrder = alias(orders, 'ledger_order');
const ledgerLounge = alias(lounges, 'ledger_lounge');
const ledgerPayment = alias(payments, 'ledger_payment');

/**
 * One page of ledger rows in the order they were written. The ledger is no edition's (balances carry over); each
 * row names the edition of its order, lounge or payment, if it has one.
 */
export function ledgerPage(db: Queryable, afterId: number, limit: number) {
  return db
    .select({
      ...ledgerRowFields,
      email: profiles.email,
      edition: sql<string | null>`coalesce(${orderEdition.name}, ${loungeEdition.name}, ${paymentEdition.name})`,
    })
    .from(tokenLedger)
    .innerJoin(profiles, eq(profiles.id, tokenLedger.userId))
    .leftJoin(ledgerOrder, eq(ledgerOrder.id, tokenLedger.orderId))
    .leftJoin(orderEdition, eq(orderEdition.id, ledgerOrder.editionId))
    .leftJoin(ledgerLounge, eq(ledgerLounge.id, tokenLedger.loungeId))
    .leftJoin(loungeEdition, eq(loungeEdition.id, ledgerLounge.editionId))
    .leftJoin(ledgerPayment, eq(ledgerPayment.id, tokenLedger.paymentId))
    .leftJoin(paymentEdition, eq(paymentEdition.id, ledgerPayment.editionId))
    .where(gt(tokenLedger.id, afterId))
    .orderBy(asc(tokenLedger.id))
    .limit(limit);
}

/** One page of an edition's card payments (every status), oldest first. */
export function paymentPage(db: Queryable, editionId: string, after: TimeKey | null, limit: number) {
  return db
    .select({
      id: payments.id,
      at: sql<string>`${payments.createdAt}::text`,
      createdAt: payments.createdAt,
      paidAt: payments.paidAt,
      email: profiles.email,
      packageId: payments.packageId,
      tokens: payments.tokens,
      amountCents: payments.amountCents,
      currency: payments.currency,
      provider: payments.provider,
      status: payments.status,
    })
    .from(payments)
    .innerJoin(profiles, eq(profiles.id, payments.userId))
    .where(and(eq(payments.editionId, editionId), after ? sql`(${payments.createdAt}, ${payments.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : undefined))
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(limit);
}
