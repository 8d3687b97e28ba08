import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import type { VerifiedRefundEvent } from '#server/payments/provider.ts';
import { markRefunded, recordRefundEvent } from './payouts.repo.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A signed `charge.refunded` (docs/decisions/040-payouts.md): Stripe says which of our payout refunds it made. It
 * records a refund the queue has not recorded yet (the worker died after Stripe took it) and nothing else: tokens
 * moved when the guest asked, so the event never touches the ledger. Each event id is processed once; a refund made
 * by hand in Stripe's Dashboard names no payout refund and is only logged.
 */
export async function confirmProviderRefunds(db: Db, log: Pick<FastifyBaseLogger, 'info' | 'warn'>, event: VerifiedRefundEvent) {
  const ours = event.refunds.filter((r) => r.payoutRefundId && UUID.test(r.payoutRefundId) && r.status === 'succeeded');
  const recorded = await inTransaction(db, async (tx) => {
    if (!(await recordRefundEvent(tx, { eventId: event.eventId, type: event.type }))) return null;
    let n = 0;
    for (const refund of ours) if (await markRefunded(tx, refund.payoutRefundId!, refund.providerRefundId)) n++;
    return n;
  });
  if (recorded === null) log.info({ eventId: event.eventId }, 'refund event seen before; ignored');
  else if (event.refunds.length > ours.length) log.warn({ eventId: event.eventId }, 'refund not made by a payout of this shop; ignored');
  else log.info({ eventId: event.eventId, recorded }, 'refund event processed');
}
