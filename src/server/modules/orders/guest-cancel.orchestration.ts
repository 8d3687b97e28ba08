import { ERROR_CODES } from '#shared/api-error.ts';
import { localized } from '#shared/localized.ts';
import { msg } from '#shared/messages.ts';
import type { CancelMyOrderResponse } from '#shared/schemas/orders.ts';
import type { Db } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { conflict } from '#server/http/errors.ts';
import { refundWithin } from './admin/refund.orchestration.ts';
import { getOrderById } from './order-details.repo.ts';

/**
 * A guest cancels their own order (docs/product.md#guests-cancel-their-pending-orders): only a pending one, only
 * until its edition's pre-order deadline, and through the one refund path (refundWithin), so the tokens come back
 * once, with the guest as the ledger row's actor. What a guest does to their own order is no audit entry.
 */
export async function cancelOwnOrder(db: Db, guestId: string, orderId: string, now = new Date()): Promise<CancelMyOrderResponse> {
  return inTransaction(db, async (tx) => {
    const { answer } = await refundWithin(tx, guestId, orderId, {
      customerId: guestId,
      checkEdition(edition) {
        if (now.getTime() >= edition.preorderDeadline.getTime()) throw conflict(msg.cancelDeadlinePassed, ERROR_CODES.preorderClosed);
      },
      async checkOrder(_tx, order) {
        if (order.status !== 'pending') {
          throw conflict(localized('orderNotCancellable', { status: order.status }), ERROR_CODES.invalidStatusTransition, { status: order.status });
        }
      },
    });
    return { order: (await getOrderById(tx, orderId))!, message: answer.message, tokenBalance: answer.tokenBalance };
  });
}
