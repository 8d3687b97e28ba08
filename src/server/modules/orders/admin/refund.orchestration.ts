import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { conflict } from '#server/http/errors.ts';
import { writeAudit } from '#server/modules/audit/index.ts';
import type { EditionRow } from '#server/modules/editions/index.ts';
import { lockProfile } from '#server/modules/profiles/index.ts';
import { giveBackStock, lockOrderStock } from '#server/modules/stock/index.ts';
import { postLedgerEntry } from '#server/modules/tokens/index.ts';
import { lastDeliveryOf, lockOrder } from './admin-orders.repo.ts';
import { holdOrderEdition, lockExistingOrder, moveOrder, orderChanged } from './order-status.orchestration.ts';

type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

/** What the one who cancels may do, checked inside the refund's locks (the admin's rules, or the guest's own). */
export type RefundRules = {
  /** Only this customer's order: another's is answered as unknown (404). */
  customerId?: string;
  /** Checked on the order's held edition, before the customer and the order are locked. */
  checkEdition?(edition: EditionRow): Promise<void>;
  /** Checked on the locked order, before anything moves: its status may not have changed since. */
  checkOrder(tx: Tx, order: LockedOrder): Promise<void>;
  /** The audit log's name for it: an admin's refund, or a guest's own cancel (docs/decisions/044). */
  auditAction: 'order.refund' | 'order.guest_cancel';
};

/**
 * The one way an order is cancelled with its tokens back, for the back office's refund and a guest's own
 * cancellation alike: its total goes back to the customer as one 'refund' ledger row written by `actorId`, its
 * units back to the stock, the status moves to cancelled and is announced, the audit log names who did it, and the
 * guest's mail is queued, all in the caller's transaction. The row locks make concurrent refunds queue, and the
 * second finds the order cancelled; the ledger's one-refund-per-order index is the last line of defence. A free order (total 0) is cancelled
 * without a ledger row. Returns the answer every order change gives.
 */
export async function refundWithin(tx: Tx, actorId: string, orderId: string, rules: RefundRules) {
  // The customer's profile is locked before the order (db/transaction.ts); an order never changes customer.
  const { order: unlocked, edition } = await holdOrderEdition(tx, orderId, rules.customerId);
  await rules.checkEdition?.(edition);
  await lockProfile(tx, unlocked.userId);
  const stock = await lockOrderStock(tx, orderId);
  const order = await lockExistingOrder(tx, orderId);
  await rules.checkOrder(tx, order);
  await giveBackStock(tx, stock);
  if (order.totalTokens > 0) {
    await postLedgerEntry(tx, { userId: order.userId, delta: order.totalTokens, kind: 'refund', orderId, actorId });
  }
  await moveOrder(tx, order, 'cancelled', 'refunded');
  // Before the answer, whose order names who cancelled it.
  await writeAudit(tx, {
    actorId,
    action: rules.auditAction,
    entity: 'order',
    entityId: orderId,
    before: { status: order.status, totalTokens: order.totalTokens },
    after: { status: 'cancelled', refundedTokens: order.totalTokens },
  });
  return orderChanged(tx, orderId, msg.orderRefunded({ tokens: order.totalTokens }), { refundedTokens: order.totalTokens });
}

/**
 * Refund (docs/product.md#refund-once-cancel-keeps-the-tokens): a pending or completed order becomes cancelled
 * with its tokens back (refundWithin), and the audit log records who did it. A delivered order needs
 * `confirmDelivered` (the web's second question).
 */
export async function refundOrder(db: Db, actorId: string, orderId: string, options: { confirmDelivered: boolean } = { confirmDelivered: false }) {
  return inTransaction(db, (tx) =>
    refundWithin(tx, actorId, orderId, {
      auditAction: 'order.refund',
      async checkOrder(tx, order) {
        if (order.status === 'cancelled') throw conflict(msg.orderNotRefundable, ERROR_CODES.orderNotRefundable);
        // Drinks of it are at a lounge already: such a refund must be meant, whichever client asks. Delivery
        // marks lock the order too, so no lounge is delivered between this look and the refund.
        const deliveredAt = await lastDeliveryOf(tx, orderId);
        if (deliveredAt && !options.confirmDelivered) {
          throw conflict(msg.refundDeliveredUnconfirmed, ERROR_CODES.refundDeliveredUnconfirmed, { deliveredAt: deliveredAt.toISOString() });
        }
      },
    }),
  );
}
