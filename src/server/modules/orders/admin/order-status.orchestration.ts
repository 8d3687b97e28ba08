import { ERROR_CODES } from '#shared/api-error.ts';
import type { LoungeDay, OrderStatus } from '#shared/constants.ts';
import type { OrderChange } from '#shared/live-events.ts';
import { localized } from '#shared/localized.ts';
import { msg } from '#shared/messages.ts';
import type { CompletePendingResponse, OrderChangeResponse, OrderStatusBody } from '#shared/schemas/admin-orders.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { notifyLive } from '#server/db/live-notify.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { conflict, notFound } from '#server/http/errors.ts';
import { writeAudit } from '#server/modules/audit/index.ts';
import { writableEdition } from '#server/modules/editions/index.ts';
import { queueOrderCancelledMail } from '#server/modules/mail/index.ts';
import { readBalance } from '#server/modules/profiles/index.ts';
import { queueNewOrderPushes } from '#server/modules/push/index.ts';
import { giveBackStock, lockOrderStock } from '#server/modules/stock/index.ts';
import { completePendingOnDay, findAdminOrder, findOrderRow, lockOrder, setOrderStatus } from './admin-orders.repo.ts';

/**
 * Every change of an order holds its edition first (the lock order, db/transaction.ts): a closed edition's orders
 * are read-only (docs/decisions/031-editions.md). An order never changes edition, so it is read without a lock.
 * With `customerId` (a guest acting on their own orders) another customer's order is answered as unknown, before
 * its edition can say anything about it.
 */
export async function holdOrderEdition(tx: Tx, orderId: string, customerId?: string) {
  const order = await findOrderRow(tx, orderId);
  if (!order || (customerId !== undefined && order.userId !== customerId)) throw notFound(msg.adminOrderNotFound);
  const edition = await writableEdition(tx, order.editionId);
  return { order, edition };
}

/** The order's row lock (after the rows the lock order puts first); 404 when there is no such order. */
export async function lockExistingOrder(tx: Tx, orderId: string) {
  const order = await lockOrder(tx, orderId);
  if (!order) throw notFound(msg.adminOrderNotFound);
  return order;
}

/** Sets the status and announces it to the guest and the back office (a refund says so: the balance moved with it). */
export async function moveOrder(tx: Tx, order: { id: string; userId: string }, status: OrderStatus, change: OrderChange = 'status') {
  await setOrderStatus(tx, order.id, status);
  await notifyLive(tx, { kind: 'order', change, orderId: order.id, profileId: order.userId });
}

/**
 * The result every order change answers with: the order as it now is and the customer's balance. A cancelled
 * order also queues the guest's mail (refundedTokens 0: the tokens were kept).
 */
export async function orderChanged(tx: Tx, orderId: string, message: string, cancelled?: { refundedTokens: number }): Promise<OrderChangeResponse> {
  const order = (await findAdminOrder(tx, orderId))!;
  const tokenBalance = (await readBalance(tx, order.userId)) ?? 0;
  if (cancelled) await queueOrderCancelledMail(tx, { id: order.userId, email: order.email }, orderId, cancelled.refundedTokens, tokenBalance);
  return { order, message, tokenBalance };
}

/**
 * 'Complete' and 'Cancel' (docs/product.md#order-states): only a pending order moves, and cancelling returns no
 * tokens. One transaction gives a cancelled order's units back, moves the status, audits it, queues the guest's
 * mail and announces the change; a completed order of today's lounges is announced to staff by push
 * (docs/decisions/043-web-push.md).
 */
export async function changeOrderStatus(db: Db, actorId: string, orderId: string, body: OrderStatusBody) {
  return inTransaction(db, async (tx) => {
    await holdOrderEdition(tx, orderId);
    // A cancelled order gives its units back; stock rows are locked before the order (db/transaction.ts).
    const stock = body.status === 'cancelled' ? await lockOrderStock(tx, orderId) : [];
    const order = await lockExistingOrder(tx, orderId);
    if (order.status !== 'pending') {
      throw conflict(localized('orderNotPending', { status: order.status }), ERROR_CODES.invalidStatusTransition, { status: order.status });
    }
    await giveBackStock(tx, stock);
    await moveOrder(tx, order, body.status);
    if (body.status === 'completed') await queueNewOrderPushes(tx, [orderId]);
    await writeAudit(tx, {
      actorId,
      action: 'order.status',
      entity: 'order',
      entityId: orderId,
      before: { status: order.status },
      after: { status: body.status },
    });
    return orderChanged(tx, orderId, msg.orderStatusChanged({ status: body.status }), body.status === 'cancelled' ? { refundedTokens: 0 } : undefined);
  });
}

/**
 * 'Complete all pending' for one festival day, so the packing list fills without a click per order:
 * one transaction, one audit row naming every order moved, one announcement per order. Moves no tokens
 * (completing never does).
 */
export async function completeAllPending(db: Db, actorId: string, editionId: string, day: LoungeDay): Promise<CompletePendingResponse> {
  return inTransaction(db, async (tx) => {
    await writableEdition(tx, editionId);
    const moved = await completePendingOnDay(tx, editionId, day);
    for (const order of moved) await notifyLive(tx, { kind: 'order', change: 'status', orderId: order.id, profileId: order.userId });
    const ids = moved.map((order) => order.id);
    await queueNewOrderPushes(tx, ids);
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
    return { completed: ids.length, message: msg.pendingCompleted({ n: ids.length, count: String(ids.length), day }) };
  });
}
