import type { Db } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/db-errors.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { lockProfile } from '#server/modules/profiles/index.ts';
import { postLedgerEntry } from '#server/modules/tokens/index.ts';
import { queueTokenReceiptMail } from '#server/modules/mail/index.ts';
import { findPayment, lockPayment, markPaid, recordEvent } from './payments.repo.ts';

export type FulfilmentEvent = { eventId: string; type: string; paymentId: string };
export type FulfilmentResult = 'credited' | 'duplicate-event' | 'already-paid';

/**
 * The one place where a payment turns into tokens, used by the Stripe webhook and the demo
 * provider alike. Exactly once, whatever the number, order and timing of deliveries:
 *  - the guest's profile, then the payment row are locked (the lock order of db/transaction.ts), so two
 *    events for one payment run one after the other and the second sees status 'paid';
 *  - the event id is recorded (primary key): a repeated delivery does nothing;
 *  - the unique index "one purchase per payment" on the ledger is the last line of defence.
 */
export async function fulfilPayment(db: Db, event: FulfilmentEvent): Promise<FulfilmentResult> {
  try {
    return await inTransaction(db, async (tx) => {
      // Callers look the payment up first and payments are never deleted, so a missing one is a bug.
      const payment = await findPayment(tx, event.paymentId);
      if (!payment) throw new Error(`payment ${event.paymentId} not found during fulfilment`);
      const guest = (await lockProfile(tx, payment.userId))!;
      if (!(await recordEvent(tx, event))) return 'duplicate-event';
      const locked = (await lockPayment(tx, payment.id))!;
      if (locked.status === 'paid') return 'already-paid';
      await markPaid(tx, payment.id);
      const balance = await postLedgerEntry(tx, { userId: payment.userId, delta: payment.tokens, kind: 'purchase', paymentId: payment.id });
      await queueTokenReceiptMail(tx, guest, payment, balance);
      return 'credited';
    });
  } catch (error) {
    if (isUniqueViolation(error, 'token_ledger_one_purchase_per_payment')) return 'already-paid';
    throw error;
  }
}
