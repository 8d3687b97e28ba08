import { z } from 'zod';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import {
  type AdminOrder,
  type AdminOrdersResponse,
  type CompletePendingResponse,
  type OrderChangeResponse,
  type OrderStatusBody,
} from '#shared/schemas/admin-orders.ts';
import type { LoungeDay, OrderStatus } from '#shared/constants.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { badRequest, conflict, notFound } from '#server/http/errors.ts';
import { writeAudit } from '#server/modules/audit/audit-log.repo.ts';
import { lockProfile, readBalance } from '#server/modules/profiles/profiles.repo.ts';
import { postLedgerEntry } from '#server/modules/tokens/ledger.service.ts';
import { queueOrderCancelledMail } from '#server/modules/mail/guest-mails.service.ts';
import { giveBackStock, lockOrderStock } from '#server/modules/stock/stock.service.ts';
import { completePendingOnDay, countOrders, findAdminOrder, findOrderRow, lastDeliveryOf, listOrderPage, lockOrder, setOrderStatus, type OrderCursor } from './admin-orders.repo.ts';
import { localized } from '#shared/localized.ts';

const cursorSchema = z.object({
  // created_at as PostgreSQL prints it, e.g. '2025-09-01 18:03:11.123456+00'.
  createdAt: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/),
  id: z.uuid(),
});

export const encodeCursor = (cursor: OrderCursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decodeCursor(text: string): OrderCursor {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    throw badRequest(msg.invalidPageCursor);
  }
}

export async function listOrders(
  db: Db,
  query: { status?: OrderStatus; q?: string; day?: LoungeDay; loungeId?: string; cursor?: string; limit: number },
): Promise<AdminOrdersResponse> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const filter = { status: query.status, search: query.q, day: query.day, loungeId: query.loungeId };
  const [page, total] = await Promise.all([listOrderPage(db, filter, cursor, query.limit), countOrders(db, filter)]);
  return { orders: page.orders, total, nextCursor: page.next ? encodeCursor(page.next) : null };
}

export async function getOrder(db: Db, orderId: string): Promise<AdminOrder> {
  const order = await findAdminOrder(db, orderId);
  if (!order) throw notFound(msg.adminOrderNotFound);
  return order;
}

async function lockExisting(tx: Tx, orderId: string) {
  const order = await lockOrder(tx, orderId);
  if (!order) throw notFound(msg.adminOrderNotFound);
  return order;
}

/**
 * The result every order change answers with: the order as it now is and the customer's balance. A cancelled
 * order also queues the guest's mail (refundedTokens 0: the tokens were kept).
 */
async function changed(tx: Tx, orderId: string, message: string, cancelled?: { refundedTokens: number }): Promise<OrderChangeResponse> {
  const order = (await findAdminOrder(tx, orderId))!;
  const tokenBalance = (await readBalance(tx, order.userId)) ?? 0;
  if (cancelled) await queueOrderCancelledMail(tx, { id: order.userId, email: order.email }, orderId, cancelled.refundedTokens, tokenBalance);
  return { order, message, tokenBalance };
}

/** 'Complete' and 'Cancel' (SPEC §4): only a pending order moves, and cancelling returns no tokens. */
export async function changeOrderStatus(db: Db, actorId: string, orderId: string, body: OrderStatusBody) {
  return inTransaction(db, async (tx) => {
    // A cancelled order gives its units back; stock rows are locked before the order (db/transaction.ts).
    const stock = body.status === 'cancelled' ? await lockOrderStock(tx, orderId) : [];
    const order = await lockExisting(tx, orderId);
    if (order.status !== 'pending') {
      throw conflict(localized('orderNotPending', { status: order.status }), ERROR_CODES.invalidStatusTransition, { status: order.status });
    }
    await giveBackStock(tx, stock);
    await setOrderStatus(tx, order, body.status);
    await writeAudit(tx, {
      actorId,
      action: 'order.status',
      entity: 'order',
      entityId: orderId,
      before: { status: order.status },
      after: { status: body.status },
    });
    return changed(tx, orderId, msg.orderStatusChanged(body.status), body.status === 'cancelled' ? { refundedTokens: 0 } : undefined);
  });
}

/**
 * Refund (DESIGN §6.3): a pending or completed order becomes cancelled and its total goes back to the
 * customer as one 'refund' ledger row, all in one transaction. The row locks make concurrent
 * refunds queue, and the second finds the order cancelled; the ledger's one-refund-per-order index is
 * the last line of defence. A free order (total 0) is cancelled without a ledger row. A delivered order
 * needs `confirmDelivered` (the web's second question).
 */
export async function refundOrder(db: Db, actorId: string, orderId: string, options: { confirmDelivered: boolean } = { confirmDelivered: false }) {
  return inTransaction(db, async (tx) => {
    // The customer's profile is locked before the order (db/transaction.ts); an order never changes customer.
    const unlocked = await findOrderRow(tx, orderId);
    if (!unlocked) throw notFound(msg.adminOrderNotFound);
    await lockProfile(tx, unlocked.userId);
    const stock = await lockOrderStock(tx, orderId);
    const order = await lockExisting(tx, orderId);
    if (order.status === 'cancelled') throw conflict(msg.orderNotRefundable, ERROR_CODES.orderNotRefundable);
    // Drinks of it are at a lounge already: such a refund must be meant, whichever client asks. Delivery
    // marks lock the order too, so no lounge is delivered between this look and the refund.
    const deliveredAt = await lastDeliveryOf(tx, orderId);
    if (deliveredAt && !options.confirmDelivered) {
      throw conflict(msg.refundDeliveredUnconfirmed, ERROR_CODES.refundDeliveredUnconfirmed, { deliveredAt: deliveredAt.toISOString() });
    }
    await giveBackStock(tx, stock);
    if (order.totalTokens > 0) {
      await postLedgerEntry(tx, { userId: order.userId, delta: order.totalTokens, kind: 'refund', orderId, actorId });
    }
    await setOrderStatus(tx, order, 'cancelled', 'refunded');
    await writeAudit(tx, {
      actorId,
      action: 'order.refund',
      entity: 'order',
      entityId: orderId,
      before: { status: order.status },
      after: { status: 'cancelled', refundedTokens: order.totalTokens },
    });
    return changed(tx, orderId, msg.orderRefunded(order.totalTokens), { refundedTokens: order.totalTokens });
  });
}

/**
 * 'Complete all pending' for one festival day, so the packing list fills without a click per order:
 * one transaction, one audit row naming every order moved. Moves no tokens (completing never does).
 */
export async function completeAllPending(db: Db, actorId: string, day: LoungeDay): Promise<CompletePendingResponse> {
  return inTransaction(db, async (tx) => {
    const ids = await completePendingOnDay(tx, day);
    if (ids.length) {
      await writeAudit(tx, {
        actorId,
        action: 'order.complete_pending',
        entity: 'order',
        entityId: null,
        before: { status: 'pending', day },
        after: { status: 'completed', orderIds: ids },
      });
    }
    return { completed: ids.length, message: msg.pendingCompleted(ids.length, day) };
  });
}
