import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { retryDelay, type OutboxOptions } from '#server/db/outbox.ts';
import { pollLoop } from '#server/db/poll-loop.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { createDemoProvider } from '#server/payments/demo-provider.ts';
import { RefundRefusedError, type PaymentProvider } from '#server/payments/provider.ts';
import { claimDueRefunds, markRefundAttempt, markRefunded, type ClaimedRefund } from './payouts.repo.ts';

/** A refund given up after `maxAttempts` is listed for a bank transfer. */
export type RefundQueueOptions = OutboxOptions;

const BATCH = 10;

export type RefundQueue = ReturnType<typeof createRefundQueue>;

/**
 * The payout refund worker (docs/decisions/040-payouts.md), the mail outbox's pattern (decision 022) on the
 * `payout_refunds` table: claims due refunds FOR UPDATE SKIP LOCKED with a lease, asks the provider outside any
 * transaction, and records the outcome. Exactly once per refund row: the row's id is the provider's idempotency
 * key, so a refund sent again after a crash, a lost answer or by another instance whose lease took over returns the
 * provider's first refund instead of paying twice. A provider's refusal (its refund window passed) marks the row for
 * a bank transfer; other failures are retried with back-off, and after the last attempt go to the bank transfer list
 * too. `provider` is the shop's (Stripe or the demo); demo payments are always refunded by the demo provider.
 */
export function createRefundQueue(db: Db, provider: PaymentProvider | null, options: RefundQueueOptions, log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>) {
  const demo = createDemoProvider();

  async function send(row: ClaimedRefund): Promise<void> {
    const through = row.provider === 'demo' ? demo : provider?.name === row.provider ? provider : null;
    // Tokens of a payment that cost nothing (a price below a cent per token): nothing to send, recorded as done.
    if (row.amountCents === 0) {
      await markRefunded(db, row.id, null);
      return;
    }
    try {
      if (!through) throw new Error(`no ${row.provider} provider configured to refund payment ${row.paymentId}`);
      const { providerRefundId } = await through.refund({
        refundId: row.id,
        paymentId: row.paymentId,
        providerSessionId: row.providerSessionId,
        amountCents: row.amountCents,
        currency: row.currency,
      });
      await markRefunded(db, row.id, providerRefundId);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      if (error instanceof RefundRefusedError) {
        log.warn({ refundId: row.id, paymentId: row.paymentId, err: message }, 'provider refused a payout refund; listed for a bank transfer');
        await markRefundAttempt(db, row.id, message, { status: 'refused' });
        return;
      }
      const retryInMs = retryDelay(row.attempts, options);
      log.warn({ refundId: row.id, attempt: row.attempts, err: message }, retryInMs === null ? 'payout refund failed for good; listed for a bank transfer' : 'payout refund attempt failed; retrying later');
      await markRefundAttempt(db, row.id, message, retryInMs === null ? { status: 'failed' } : { retryInMs });
    }
  }

  /** Claims one batch of due refunds and sends them one by one; the number claimed. */
  async function runOnce(): Promise<number> {
    const claimed = await inTransaction(db, (tx) => claimDueRefunds(tx, { limit: BATCH, leaseMs: options.leaseMs }));
    for (const row of claimed) await send(row).catch((error: unknown) => log.error({ err: error, refundId: row.id }, 'could not record a payout refund outcome'));
    return claimed.length;
  }

  // stop() waits for the round under way (graceful shutdown); a claimed refund's lease lets another take over.
  return { runOnce, ...pollLoop(runOnce, options.pollMs, (error) => log.error({ err: error }, 'payout refund worker could not read the queue')) };
}
