import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { payoutRefunds, payouts } from '#server/db/schema/index.ts';
import { findLedgerMismatches, findPayoutMismatches } from '#server/modules/tokens/index.ts';
import { closeCurrentEdition, guestWithPayments, insertPayoutWindow } from '#server/testing/payout-fixtures.ts';
import { STRIPE_SETTINGS } from '#server/testing/stripe-test-kit.ts';
import { FakeStripeRefunds } from '#server/testing/stripe-refund-fake.ts';
import { onPostgres } from '#server/testing/test-db.ts';
import { useTwoServerProcesses } from '#server/testing/two-server-processes.ts';
import { waitFor } from '#server/testing/wait-for.ts';
import { choosePayout } from './payout-choice.orchestration.ts';

// docs/decisions/040-payouts.md across instances: two server processes on one PostgreSQL both run the refund queue
// (polling every 50 ms) against one fake Stripe; every payment is refunded once.
const stripe = new FakeStripeRefunds();
let stripeUrl = '';
beforeAll(async () => {
  if (onPostgres) stripeUrl = await stripe.listen();
});
afterAll(() => stripe.close());
const { servers, db } = useTwoServerProcesses({
  prepare: async (db) => insertPayoutWindow(db, await closeCurrentEdition(db)),
  env: () => ({ STRIPE_SECRET_KEY: STRIPE_SETTINGS.secretKey, STRIPE_WEBHOOK_SECRET: STRIPE_SETTINGS.webhookSecret, STRIPE_API_BASE: stripeUrl, MAIL_POLL_MS: '50' }),
});

describe.runIf(onPostgres)('payout refunds on two server processes, one PostgreSQL', () => {
  it('refund each payment once', async () => {
    expect(servers).toHaveLength(2);
    // A failure on the way, retried by whichever process claims the row next.
    stripe.failNext = 2;
    const guests = await Promise.all(Array.from({ length: 12 }, (_, i) => guestWithPayments(db(), `two-process-${i}@example.com`, [30, 20], 5, 'stripe')));
    await Promise.all(guests.map(({ guest }) => choosePayout(db(), guest.id, 'payout')));
    const payoutIds = (await db().select({ id: payouts.id }).from(payouts)).map((p) => p.id);
    expect(payoutIds).toHaveLength(12);
    await waitFor(async () => {
      const rows = await db().select().from(payoutRefunds).where(inArray(payoutRefunds.payoutId, payoutIds));
      return rows.length === 24 && rows.every((r) => r.status === 'refunded');
    }, 'every payout refund recorded', 120_000);

    const rows = await db().select().from(payoutRefunds);
    expect(stripe.refunds).toHaveLength(24);
    expect(new Set(stripe.refunds.map((r) => r.idempotencyKey)).size).toBe(24);
    expect(stripe.calls).toBe(24 + 2);
    for (const { payments } of guests) {
      // 45 tokens back: the newer payment whole (20), then 25 of the older one.
      const [older, newer] = payments.map((p) => stripe.refunds.filter((r) => r.paymentIntent === FakeStripeRefunds.intentOf(p.providerSessionId!)));
      expect([older!.map((r) => r.amount), newer!.map((r) => r.amount)]).toEqual([[25_000], [20_000]]);
    }
    expect(new Set(rows.map((r) => r.providerRefundId)).size).toBe(24);
    expect(await findLedgerMismatches(db())).toEqual([]);
    expect(await findPayoutMismatches(db())).toEqual([]);
  }, 300_000);
});
