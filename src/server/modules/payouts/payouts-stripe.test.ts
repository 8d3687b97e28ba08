import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { count, eq } from 'drizzle-orm';
import { webhookResponse } from '#shared/schemas/payments.ts';
import { payoutChoiceResponse } from '#shared/schemas/payouts.ts';
import { buildApp } from '#server/app.ts';
import { paymentEvents, payoutRefunds, payouts, profiles, tokenLedger } from '#server/db/schema/index.ts';
import { createStripeProvider } from '#server/payments/stripe-provider.ts';
import { findLedgerMismatches, findPayoutMismatches } from '#server/modules/tokens/index.ts';
import { ApiClient, readJson } from '#server/testing/api-client.ts';
import { parseCsv } from '#server/testing/csv-reader.ts';
import { GOOD_PASSWORD, insertProfile } from '#server/testing/fixtures.ts';
import { closeCurrentEdition, guestWithPayments, insertPayoutWindow } from '#server/testing/payout-fixtures.ts';
import { STRIPE_SETTINGS, sign } from '#server/testing/stripe-test-kit.ts';
import { FakeStripeRefunds, chargeRefundedEvent } from '#server/testing/stripe-refund-fake.ts';
import { MemoryMailer, testConfig } from '#server/testing/test-app.ts';
import { useTestDatabase } from '#server/testing/suite.ts';
import { waitFor } from '#server/testing/wait-for.ts';

// docs/decisions/040-payouts.md with Stripe: refunds.create with an idempotency key per refund row, a provider failure
// mid-run, a refund whose answer was lost, a refusal for the bank transfer, and charge.refunded replayed.
const database = useTestDatabase();
const stripe = new FakeStripeRefunds();
let app: FastifyInstance;
let n = 0;
let editionId: string;

beforeAll(async () => {
  const payments = createStripeProvider(STRIPE_SETTINGS, { httpClient: Stripe.createFetchHttpClient(stripe.fetch) });
  app = await buildApp({ config: testConfig({ stripe: STRIPE_SETTINGS }), database, mailer: new MemoryMailer(), payments });
  await app.ready();
  editionId = await closeCurrentEdition(database.db);
  await insertPayoutWindow(database.db, editionId);
});
afterAll(() => app.close());

/** A guest of Stripe payments who asked for their payout. */
async function payoutOf(packages: number[], spent: number) {
  const email = `stripe-payout-${++n}@example.com`;
  const { guest, payments } = await guestWithPayments(database.db, email, packages, spent, 'stripe');
  const client = new ApiClient(app);
  expect((await client.post('/api/auth/login', { email, password: GOOD_PASSWORD })).statusCode).toBe(200);
  const res = await client.post('/api/me/payout', { choice: 'payout' });
  expect(res.statusCode).toBe(200);
  readJson(res, payoutChoiceResponse);
  const [payout] = await database.db.select().from(payouts).where(eq(payouts.userId, guest.id));
  const refunds = () => database.db.select().from(payoutRefunds).where(eq(payoutRefunds.payoutId, payout!.id)).orderBy(payoutRefunds.position);
  return { guest, payments, payout: payout!, refunds };
}

const intentOf = (payment: { providerSessionId: string | null }) => FakeStripeRefunds.intentOf(payment.providerSessionId!);
const refundsAtStripe = (payment: { providerSessionId: string | null }) => stripe.refunds.filter((r) => r.paymentIntent === intentOf(payment));
/** Runs the queue until nothing is due now (a retry waits its back-off of 50 ms and more). */
const drain = async () => {
  while ((await app.refundQueue.runOnce()) > 0);
};
const deliver = (payload: string) =>
  app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) }, payload });

describe('payout refunds through Stripe', () => {
  it('refund each payment once with its idempotency key and amount, newest first', async () => {
    const { payments, refunds } = await payoutOf([25, 50, 100], 60);
    await drain();
    expect((await refunds()).map((r) => [r.status, r.amountCents])).toEqual([
      ['refunded', 100_000],
      ['refunded', 15_000],
    ]);
    const rows = await refunds();
    expect(refundsAtStripe(payments[2]!)).toEqual([expect.objectContaining({ amount: 100_000, idempotencyKey: `payout-refund-${rows[0]!.id}`, metadata: expect.objectContaining({ payoutRefundId: rows[0]!.id }) })]);
    expect(refundsAtStripe(payments[1]!)).toEqual([expect.objectContaining({ amount: 15_000 })]);
    expect(refundsAtStripe(payments[0]!)).toEqual([]);
    expect(rows.map((r) => r.providerRefundId)).toEqual(refundsAtStripe(payments[2]!).concat(refundsAtStripe(payments[1]!)).map((r) => r.id));
  });

  it('resume after a provider failure mid-run and after a lost answer without paying twice', async () => {
    const { payments, refunds } = await payoutOf([40, 40, 40], 0);
    // The first call fails, the second is taken but its answer is lost: neither is recorded as refunded.
    stripe.failNext = 1;
    stripe.loseAnswers = 1;
    const callsBefore = stripe.calls;
    await app.refundQueue.runOnce();
    expect((await refunds()).map((r) => r.status)).toEqual(['waiting', 'waiting', 'refunded']);
    expect(stripe.calls - callsBefore).toBe(3);
    // A worker that died after claiming: its lease runs out and the row is claimed again.
    await database.db.update(payoutRefunds).set({ status: 'sending', lockedUntil: new Date(Date.now() - 1000) }).where(eq(payoutRefunds.id, (await refunds())[0]!.id));
    await waitFor(async () => {
      await drain();
      return (await refunds()).every((r) => r.status === 'refunded');
    }, 'every refund recorded');
    for (const payment of payments) expect(refundsAtStripe(payment)).toHaveLength(1);
    expect((await refunds()).map((r) => r.providerRefundId)).toEqual(payments.toReversed().map((p) => refundsAtStripe(p)[0]!.id));
    expect(await findPayoutMismatches(database.db)).toEqual([]);
  });

  it('list a refund Stripe refuses for the bank transfer, and retry no more', async () => {
    const { payments, refunds, payout } = await payoutOf([30, 30], 10);
    stripe.refused.add(intentOf(payments[1]!));
    await drain();
    expect((await refunds()).map((r) => [r.status, r.lastError])).toEqual([
      ['refused', 'The charge is too old to be refunded.'],
      ['refunded', null],
    ]);
    const calls = stripe.calls;
    await drain();
    expect(stripe.calls).toBe(calls);
    const [row] = await database.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(row!.tokens).toBe(50);
    expect(refundsAtStripe(payments[1]!)).toEqual([]);
  });

  it('change nothing when a signed charge.refunded arrives 10 times', async () => {
    const { guest, payments, refunds } = await payoutOf([20, 20], 0);
    await drain();
    const snapshot = async () => ({
      refunds: await refunds(),
      ledger: await database.db.select().from(tokenLedger).where(eq(tokenLedger.userId, guest.id)),
      balance: (await database.db.select({ b: profiles.tokenBalance }).from(profiles).where(eq(profiles.id, guest.id)))[0]!.b,
    });
    const before = await snapshot();
    const calls = stripe.calls;
    const payload = JSON.stringify(chargeRefundedEvent('evt_refunded_1', refundsAtStripe(payments[1]!)));
    for (let i = 0; i < 10; i++) {
      const res = await deliver(payload);
      expect(res.statusCode).toBe(200);
      readJson(res, webhookResponse);
    }
    expect(await snapshot()).toEqual(before);
    expect(stripe.calls).toBe(calls);
    const [events] = await database.db.select({ n: count() }).from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_refunded_1'));
    expect(events!.n).toBe(1);
    // A forged event is refused before anything is read.
    const forged = await app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload, { secret: 'whsec_wrong' }) }, payload });
    expect(forged.statusCode).toBe(400);
  });

  it('record from charge.refunded a refund Stripe made while the worker died before recording it', async () => {
    const { payments, refunds } = await payoutOf([35], 0);
    // Claimed, sent, taken by Stripe, and the process died: the row is still `sending` under its lease.
    const [row] = await refunds();
    await database.db.update(payoutRefunds).set({ status: 'sending', attempts: 1, lockedUntil: new Date(Date.now() + 60_000) }).where(eq(payoutRefunds.id, row!.id));
    stripe.handle('POST', '/v1/refunds', `payout-refund-${row!.id}`, new URLSearchParams({ payment_intent: intentOf(payments[0]!), amount: '35000', 'metadata[payoutRefundId]': row!.id }));
    for (let i = 0; i < 3; i++) expect((await deliver(JSON.stringify(chargeRefundedEvent('evt_refunded_2', refundsAtStripe(payments[0]!))))).statusCode).toBe(200);
    expect((await refunds()).map((r) => [r.status, r.providerRefundId])).toEqual([['refunded', refundsAtStripe(payments[0]!)[0]!.id]]);
    await drain();
    expect(refundsAtStripe(payments[0]!)).toHaveLength(1);
    expect(await findLedgerMismatches(database.db)).toEqual([]);
    expect(await findPayoutMismatches(database.db)).toEqual([]);
  });

  it('export every payout with its provider refund id, and the refused ones for the bank transfer with the guest', async () => {
    const { guest, payments, payout } = await payoutOf([15, 15], 0);
    stripe.refused.add(intentOf(payments[0]!));
    await drain();
    await insertProfile(database.db, { email: 'payout-admin@example.com', role: 'admin' });
    const admin = new ApiClient(app);
    expect((await admin.post('/api/auth/login', { email: 'payout-admin@example.com', password: GOOD_PASSWORD })).statusCode).toBe(200);

    const all = parseCsv((await admin.get(`/api/admin/editions/${editionId}/payouts.csv`)).body.replace(/^\uFEFF/, ''));
    expect(all[0]).toEqual(['payout_id', 'requested_at', 'guest_email', 'choice', 'tokens', 'fee_tokens', 'payment_id', 'refund_tokens', 'amount_chf', 'currency', 'status', 'provider_refund_id', 'refunded_at', 'error', 'requested_at_zurich', 'edition']);
    const rowsOf = all.filter((r) => r[0] === payout.id);
    expect(rowsOf.map((r) => [r[6], r[7], r[8], r[10], r[11]])).toEqual([
      [payments[1]!.id, '15', '150.00', 'refunded', refundsAtStripe(payments[1]!)[0]!.id],
      [payments[0]!.id, '15', '150.00', 'refused', ''],
    ]);
    // Every refund Stripe made for any payout is in the export, under its id.
    const ids = new Set(all.map((r) => r[11]));
    expect(stripe.refunds.filter((r) => !ids.has(r.id))).toEqual([]);

    const bank = parseCsv((await admin.get(`/api/admin/editions/${editionId}/bank-transfers.csv`)).body.replace(/^\uFEFF/, ''));
    expect(bank.find((r) => r[0] === payout.id)).toEqual([
      payout.id,
      expect.any(String),
      guest.email,
      'en',
      '150.00',
      '0',
      '1',
      `${payments[0]!.id}: The charge is too old to be refunded.`,
      expect.any(String),
      expect.any(String),
    ]);
  });
});
