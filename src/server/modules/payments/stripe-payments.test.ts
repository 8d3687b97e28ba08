import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import { redirectResponse, webhookResponse } from '#shared/schemas/payments.ts';
import { paymentEvents, payments, profiles, tokenLedger } from '#server/db/schema/index.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { ApiClient, errorOf, readJson } from '#server/testing/api-client.ts';
import { signedInGuestOn } from '#server/testing/admin-fixtures.ts';
import { openShop } from '#server/testing/shop-fixtures.ts';
import { TEST_ORIGIN } from '#server/testing/test-app.ts';
import { useTestDatabase } from '#server/testing/suite.ts';
import { FakeStripeApi, checkoutEvent, createStripeTestApp, sign } from '#server/testing/stripe-test-kit.ts';

const database = useTestDatabase();
let app: FastifyInstance;
const api = new FakeStripeApi();

beforeAll(async () => {
  app = await createStripeTestApp(database, api);
  // Tokens are sold while pre-orders are open (docs/product.md#token-purchases); token-sales.test.ts closes them.
  await openShop(database.db);
});
afterAll(() => app.close());

const signedInGuest = (status: 'active' | 'inactive' = 'active') => signedInGuestOn(app, database.db, 'stripe', status);

/** A guest with an open Stripe payment for the 50-token package (500 CHF). */
async function openPayment() {
  const guest = await signedInGuest();
  const res = await guest.client.post('/api/payments/checkout-session', { packageId: 'tokens-50' });
  expect(res.statusCode).toBe(200);
  const [payment] = await database.db.select().from(payments).where(eq(payments.userId, guest.profile.id));
  return { ...guest, payment: payment!, url: readJson(res, redirectResponse).url };
}

const deliver = (payload: string, signature?: string, contentType = 'application/json') =>
  app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': contentType, ...(signature === undefined ? {} : { 'stripe-signature': signature }) },
    payload,
  });

function paidEvent(eventId: string, p: { payment: { id: string; providerSessionId: string | null }; profile: { id: string } }, overrides = {}) {
  return JSON.stringify(
    checkoutEvent(eventId, 'checkout.session.completed', {
      sessionId: p.payment.providerSessionId!,
      paymentId: p.payment.id,
      userId: p.profile.id,
      ...overrides,
    }),
  );
}

async function purchasesOf(userId: string) {
  return database.db.select().from(tokenLedger).where(eq(tokenLedger.userId, userId));
}
async function balanceOf(userId: string) {
  const [row] = await database.db.select({ b: profiles.tokenBalance }).from(profiles).where(eq(profiles.id, userId));
  return row!.b;
}
async function eventCount() {
  const [row] = await database.db.select({ n: count() }).from(paymentEvents);
  return row!.n;
}

describe('POST /api/payments/checkout-session with Stripe', () => {
  it('creates a CHF Checkout Session for the package from the shop settings, ignoring prices and URLs sent by the client', async () => {
    const guest = await signedInGuest();
    api.requests.length = 0;
    const res = await guest.client.post('/api/payments/checkout-session', {
      packageId: 'tokens-50',
      tokens: 5000,
      priceChf: 1,
      amount: 1,
      success_url: 'https://evil.example/steal',
      successUrl: 'https://evil.example/steal',
      cancel_url: 'https://evil.example/steal',
    });
    expect(res.statusCode).toBe(200);
    expect(readJson(res, redirectResponse).url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/);

    expect(api.requests).toHaveLength(1);
    const { url, method, form } = api.requests[0]!;
    expect([method, url]).toEqual(['POST', 'https://api.stripe.com/v1/checkout/sessions']);
    const [payment] = await database.db.select().from(payments).where(eq(payments.userId, guest.profile.id));
    expect(Object.fromEntries(form)).toEqual({
      mode: 'payment',
      // Card only until an admin offers TWINT too (payment-methods.test.ts).
      'allowed_payment_method_types[0]': 'card',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'chf',
      'line_items[0][price_data][unit_amount]': '50000',
      'line_items[0][price_data][product_data][name]': '50 Lounge Tokens',
      success_url: `${TEST_ORIGIN}/tokens?success=true`,
      cancel_url: `${TEST_ORIGIN}/tokens?canceled=true`,
      client_reference_id: payment!.id,
      'metadata[paymentId]': payment!.id,
      'metadata[userId]': guest.profile.id,
    });
    expect(payment).toMatchObject({
      packageId: 'tokens-50',
      tokens: 50,
      amountCents: 50_000,
      currency: 'chf',
      provider: 'stripe',
      status: 'open',
      providerSessionId: readJson(res, redirectResponse).url.split('/').at(-1),
    });
  });

  it('refuses an unknown package, a missing one, signed-out and inactive profiles, writing nothing', async () => {
    const guest = await signedInGuest();
    const applicant = await signedInGuest('inactive');
    const [before] = await database.db.select({ n: count() }).from(payments);
    api.requests.length = 0;

    const unknown = await guest.client.post('/api/payments/checkout-session', { packageId: 'tokens-1000' });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).message).toBe(msg.unknownTokenPackage);
    expect((await guest.client.post('/api/payments/checkout-session', {})).statusCode).toBe(400);
    expect((await new ApiClient(app).post('/api/payments/checkout-session', { packageId: 'tokens-50' })).statusCode).toBe(401);
    const inactive = await applicant.client.post('/api/payments/checkout-session', { packageId: 'tokens-50' });
    expect(inactive.statusCode).toBe(403);
    expect(errorOf(inactive).message).toBe(msg.accountInactive);

    const [after] = await database.db.select({ n: count() }).from(payments);
    expect(after!.n).toBe(before!.n);
    expect(api.requests).toHaveLength(0);
  });

  it("answers the spec's message when Stripe fails and leaves no open payment behind", async () => {
    const guest = await signedInGuest();
    api.failNext = true;
    const res = await guest.client.post('/api/payments/checkout-session', { packageId: 'tokens-25' });
    expect(res.statusCode).toBe(502);
    expect(errorOf(res).message).toBe(msg.paymentSessionFailed);
    const rows = await database.db.select().from(payments).where(eq(payments.userId, guest.profile.id));
    expect(rows.map((r) => r.status)).toEqual(['canceled']);
  });

  it('hides the demo provider while Stripe is configured', async () => {
    const { client, payment } = await openPayment();
    expect((await client.get(`/api/payments/demo/${payment.id}`)).statusCode).toBe(404);
    expect((await client.post(`/api/payments/demo/${payment.id}/complete`)).statusCode).toBe(404);
    expect((await client.post(`/api/payments/demo/${payment.id}/cancel`)).statusCode).toBe(404);
    expect(await balanceOf(payment.userId)).toBe(0);
  });
});

describe('POST /api/payments/webhook', () => {
  it('credits a paid checkout session once, however often the same event is delivered in a row', async () => {
    const p = await openPayment();
    const payload = paidEvent(`evt_seq_${p.payment.id}`, p);
    for (let i = 0; i < 10; i++) {
      const res = await deliver(payload, sign(payload));
      expect(res.statusCode).toBe(200);
      expect(readJson(res, webhookResponse)).toEqual({ received: true });
    }
    const rows = await purchasesOf(p.profile.id);
    expect(rows.map((r) => [r.kind, r.delta, r.paymentId])).toEqual([['purchase', 50, p.payment.id]]);
    expect(await balanceOf(p.profile.id)).toBe(50);
    const [payment] = await database.db.select().from(payments).where(eq(payments.id, p.payment.id));
    expect(payment!.status).toBe('paid');
    expect(payment!.paidAt).toBeInstanceOf(Date);
  });

  it('credits once when the same event arrives 10 times at once', async () => {
    const p = await openPayment();
    const payload = paidEvent(`evt_par_${p.payment.id}`, p);
    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(payload, sign(payload))));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect((await purchasesOf(p.profile.id)).length).toBe(1);
    expect(await balanceOf(p.profile.id)).toBe(50);
  });

  it('credits once across different events for one payment (completed, async success, redeliveries)', async () => {
    const p = await openPayment();
    const events = [
      paidEvent(`evt_a_${p.payment.id}`, p),
      JSON.stringify(checkoutEvent(`evt_b_${p.payment.id}`, 'checkout.session.async_payment_succeeded', {
        sessionId: p.payment.providerSessionId!,
        paymentId: p.payment.id,
      })),
      paidEvent(`evt_c_${p.payment.id}`, p),
    ];
    const results = await Promise.all(events.flatMap((e) => [deliver(e, sign(e)), deliver(e, sign(e))]));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect((await purchasesOf(p.profile.id)).length).toBe(1);
    expect(await balanceOf(p.profile.id)).toBe(50);
  });

  it('credits nothing for an unpaid session and credits when the async payment succeeds', async () => {
    const p = await openPayment();
    const unpaid = paidEvent(`evt_unpaid_${p.payment.id}`, p, { paymentStatus: 'unpaid' });
    expect((await deliver(unpaid, sign(unpaid))).statusCode).toBe(200);
    expect(await purchasesOf(p.profile.id)).toEqual([]);
    const [still] = await database.db.select().from(payments).where(eq(payments.id, p.payment.id));
    expect(still!.status).toBe('open');

    const succeeded = JSON.stringify(
      checkoutEvent(`evt_async_${p.payment.id}`, 'checkout.session.async_payment_succeeded', {
        sessionId: p.payment.providerSessionId!,
        paymentId: p.payment.id,
      }),
    );
    expect((await deliver(succeeded, sign(succeeded))).statusCode).toBe(200);
    expect(await balanceOf(p.profile.id)).toBe(50);
  });

  it('refuses every signature failure with 400 and writes nothing', async () => {
    const p = await openPayment();
    const payload = paidEvent(`evt_bad_${p.payment.id}`, p);
    const events = await eventCount();
    const tampered = payload.replace('"amount_total":50000', '"amount_total":50001');
    expect(tampered).toHaveLength(payload.length);
    const attempts = [
      deliver(payload),
      deliver(payload, ''),
      deliver(payload, sign(payload, { secret: 'whsec_someone_else' })),
      deliver(tampered, sign(payload)),
      deliver(payload + ' ', sign(payload)),
      deliver(payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 })),
      deliver(payload, 't=123,v1=deadbeef'),
      deliver(payload, sign(payload), 'text/plain'),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(msg.webhookSignatureInvalid);
    }
    expect(await eventCount()).toBe(events);
    expect(await purchasesOf(p.profile.id)).toEqual([]);
    const [payment] = await database.db.select().from(payments).where(eq(payments.id, p.payment.id));
    expect(payment!.status).toBe('open');
  });

  it('acknowledges and ignores other event types and sessions that are not ours or not as priced', async () => {
    const p = await openPayment();
    const events = await eventCount();
    const payloads = [
      JSON.stringify({ id: 'evt_other_1', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1' } } }),
      JSON.stringify(checkoutEvent('evt_exp_1', 'checkout.session.expired', { sessionId: p.payment.providerSessionId!, paymentId: p.payment.id })),
      paidEvent('evt_foreign_1', p, { sessionId: 'cs_test_not_ours' }),
      paidEvent('evt_foreign_2', p, { paymentId: 'not-a-uuid' }),
      paidEvent('evt_foreign_3', p, { paymentId: '00000000-0000-4000-8000-000000000000' }),
      paidEvent('evt_amount_1', p, { amountTotal: 100 }),
      paidEvent('evt_currency_1', p, { currency: 'eur' }),
    ];
    for (const payload of payloads) expect((await deliver(payload, sign(payload))).statusCode).toBe(200);
    expect(await eventCount()).toBe(events);
    expect(await purchasesOf(p.profile.id)).toEqual([]);
  });

  it('keeps every balance equal to the sum of its ledger', async () => {
    expect(await findLedgerMismatches(database.db)).toEqual([]);
  });
});

