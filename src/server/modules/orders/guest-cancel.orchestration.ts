import { ERROR_CODES } from '#shared/api-error.ts';
import { localized } from '#shared/localized.ts';
import type { CancelMyOrderResponse } from '#shared/schemas/orders.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { conflict } from '#server/http/errors.ts';
import { refundWithin } from './admin/refund.orchestration.ts';
import { requireGuestMay } from './guest-order-rights.service.ts';
import { getOrderById } from './order-details.repo.ts';

/**
 * A guest cancels their own order (docs/product.md#guests-cancel-or-change-their-pending-orders): only a pending one,
 * only while the settings allow it and until its edition's cutoff (requireGuestMay), and through the one refund path
 * (refundWithin), so the tokens come back once, with the guest as the ledger row's actor. The audit log names the
 * guest as who cancelled it, as it names the admin of a refund (docs/decisions/044). In the caller's transaction: a
 * change that sets every line to 0 cancels through here too.
 */
export async function cancelOwnOrderWithin(tx: Tx, guestId: string, orderId: string, now: Date): Promise<CancelMyOrderResponse> {
  const answer = await refundWithin(tx, guestId, orderId, {
    customerId: guestId,
    auditAction: 'order.guest_cancel',
    checkEdition: (edition) => requireGuestMay(tx, 'cancel', edition, now),
    async checkOrder(_tx, order) {
      if (order.status !== 'pending') {
        throw conflict(localized('orderNotCancellable', { status: order.status }), ERROR_CODES.invalidStatusTransition, { status: order.status });
      }
    },
  });
  return { order: (await getOrderById(tx, orderId))!, message: answer.message, tokenBalance: answer.tokenBalance };
}

export const cancelOwnOrder = (db: Db, guestId: string, orderId: string, now = new Date()) =>
  inTransaction(db, (tx) => cancelOwnOrderWithin(tx, guestId, orderId, now));
