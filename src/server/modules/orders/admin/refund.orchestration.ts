import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { conflict } from '#server/http/errors.ts';
import { writeAudit } from '#server/modules/audit/index.ts';
import { lockProfile } from '#server/modules/profiles/index.ts';
import { giveBackStock, lockOrderStock } from '#server/modules/stock/index.ts';
import { postLedgerEntry } from '#server/modules/tokens/index.ts';
import { lastDeliveryOf } from './admin-orders.repo.ts';
import { holdOrderEdition, lockExistingOrder, moveOrder, orderChanged } from './order-status.orchestration.ts';

/**
 * Refund (docs/product.md#refund-once-cancel-keeps-the-tokens): a pending or completed order becomes cancelled
 * and its total goes back to the customer as one 'refund' ledger row, its units back to the stock, with the
 * audit row, the guest's mail and the live announcements, all in one transaction. The row locks make
 * concurrent refunds queue, and the second finds the order cancelled; the ledger's one-refund-per-order index
 * is the last line of defence. A free order (total 0) is cancelled without a ledger row. A delivered order
 * needs `confirmDelivered` (the web's second question).
 */
export async function refundOrder(db: Db, actorId: string, orderId: string, options: { confirmDelivered: boolean } = { confirmDelivered: false }) {
  return inTransaction(db, async (tx) => {
    // The customer's profile is locked before the order (db/transaction.ts); an order never changes customer.
    const unlocked = await holdOrderEdition(tx, orderId);
    await lockProfile(tx, unlocked.userId);
    const stock = await lockOrderStock(tx, orderId);
    const order = await lockExistingOrder(tx, orderId);
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
    await moveOrder(tx, order, 'cancelled', 'refunded');
    await writeAudit(tx, {
      actorId,
      action: 'order.refund',
      entity: 'order',
      entityId: orderId,
      before: { status: order.status },
      after: { status: 'cancelled', refundedTokens: order.totalTokens },
    });
    return orderChanged(tx, orderId, msg.orderRefunded({ tokens: order.totalTokens }), { refundedTokens: order.totalTokens });
  });
}
