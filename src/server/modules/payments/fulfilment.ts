import type { Db } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/http/db-errors.ts';
import { postLedgerEntry } from '#server/modules/tokens/ledger.ts';
import { lockPayment, markPaid, recordEvent } from './payments.repo.ts';

export type FulfilmentEvent = { eventId: string; type: string; paymentId: string };
export type FulfilmentResult = 'credited' | 'duplicate-event' | 'already-paid';

/**
 * The one place where a payment turns into tokens, used by the Stripe webhook and the demo
 * provider alike. Exactly once, whatever the number, order and timing of deliveries:
 *  - the event id is recorded first (primary key): a repeated delivery does nothing;
 *  - the payment row is locked, so two different events for one payment run one after the other
 *    and the second sees status 'paid';
 *  - the unique index "one purchase per payment" on the ledger is the last line of defence.
 */
export async function fulfilPayment(db: Db, event: FulfilmentEvent): Promise<FulfilmentResult> {
  try {
    return await db.transaction(async (tx) => {
      if (!(await recordEvent(tx, event))) return 'duplicate-event';
      const payment = await lockPayment(tx, event.paymentId);
      // Callers look the payment up first and payments are never deleted, so this is a bug.
      if (!payment) throw new Error(`payment ${event.paymentId} not found during fulfilment`);
      if (payment.status === 'paid') return 'already-paid';
      await markPaid(tx, payment.id);
      await postLedgerEntry(tx, { userId: payment.userId, delta: payment.tokens, kind: 'purchase', paymentId: payment.id });
      return 'credited';
    });
  } catch (error) {
    if (isUniqueViolation(error, 'token_ledger_one_purchase_per_payment')) return 'already-paid';
    throw error;
  }
}
