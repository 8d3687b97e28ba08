import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import { ERROR_CODES } from '#shared/api-error.ts';
import { demoPaymentSchema, redirectResponse } from '#shared/schemas/payments.ts';
import { publicSettingsSchema } from '#shared/schemas/settings.ts';
import { loadConfig } from '#server/config.ts';
import { payments, profiles, tokenLedger } from '#server/db/schema/index.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { ApiClient, errorOf, readJson, sessionProfile } from '#server/testing/api-client.ts';
import { GOOD_PASSWORD } from '#server/testing/fixtures.ts';
import { signedInGuestOn } from '#server/testing/admin-fixtures.ts';
import { openShop } from '#server/testing/shop-fixtures.ts';
import { createTestApp, TEST_ORIGIN } from '#server/testing/test-app.ts';
import { useTestApp } from '#server/testing/suite.ts';
import { onPostgres } from '#server/testing/test-db.ts';
import { FakeStripeApi, checkoutEvent, createStripeTestApp, sign } from '#server/testing/stripe-test-kit.ts';

const t = useTestApp();
// Tokens are sold while pre-orders are open (docs/product.md#token-purchases); token-sales.test.ts closes them.
beforeAll(() => openShop(t.database.db));

const signedInGuest = (app: FastifyInstance = t.app) => signedInGuestOn(app, t.database.db, 'demo');

async function startDemoPayment(packageId = 'tokens-25') {
  const guest = await signedInGuest();
  const res = await guest.client.post('/api/payments/checkout-session', { packageId });
  expect(res.statusCode).toBe(200);
  const { url } = readJson(res, redirectResponse);
  const paymentId = url.split('/').at(-1)!;
  return { ...guest, url, paymentId };
}

async function balanceOf(userId: string) {
  const [row] = await t.database.db.select({ b: profiles.tokenBalance }).from(profiles).where(eq(profiles.id, userId));
  return row!.b;
}
const purchasesOf = (userId: string) => t.database.db.select().from(tokenLedger).where(eq(tokenLedger.userId, userId));

describe('demo payment provider (no Stripe keys)', () => {
  it('sends the guest to our demo page, which shows the package and credits it on Pay', async () => {
    const { client, profile, url, paymentId } = await startDemoPayment('tokens-100');
    expect(url).toBe(`${TEST_ORIGIN}/pay/demo/${paymentId}`);
    expect(readJson(await client.get(`/api/payments/demo/${paymentId}`), demoPaymentSchema)).toEqual({
      id: paymentId,
      packageId: 'tokens-100',
      tokens: 100,
      priceChf: 950,
      status: 'open',
      paymentMethods: ['card'],
    });

    const paid = await client.post(`/api/payments/demo/${paymentId}/complete`);
    expect(paid.statusCode).toBe(200);
    expect(readJson(paid, redirectResponse)).toEqual({ url: `${TEST_ORIGIN}/tokens?success=true` });
    expect(await balanceOf(profile.id)).toBe(100);
    expect((await sessionProfile(client))!.tokenBalance).toBe(100);

    // A double click or a reload of the page credits nothing more.
    expect((await client.post(`/api/payments/demo/${paymentId}/complete`)).statusCode).toBe(200);
    expect((await purchasesOf(profile.id)).map((r) => [r.kind, r.delta, r.paymentId])).toEqual([['purchase', 100, paymentId]]);
    expect(readJson(await client.get(`/api/payments/demo/${paymentId}`), demoPaymentSchema).status).toBe('paid');
    const cancelAfterPay = await client.post(`/api/payments/demo/${paymentId}/cancel`);
    expect(cancelAfterPay.statusCode).toBe(409);
    expect(errorOf(cancelAfterPay).message).toBe(msg.paymentNotOpen);
  });

  it('cancels without crediting, and a canceled payment can no longer be paid', async () => {
    const { client, profile, paymentId } = await startDemoPayment();
    const canceled = await client.post(`/api/payments/demo/${paymentId}/cancel`);
    expect(readJson(canceled, redirectResponse)).toEqual({ url: `${TEST_ORIGIN}/tokens?canceled=true` });
    const payAfterCancel = await client.post(`/api/payments/demo/${paymentId}/complete`);
    expect(payAfterCancel.statusCode).toBe(409);
    expect(errorOf(payAfterCancel).message).toBe(msg.paymentNotOpen);
    expect(await balanceOf(profile.id)).toBe(0);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row!.status).toBe('canceled');
  });

  it("lets nobody else see, pay or cancel a guest's payment", async () => {
    const owner = await startDemoPayment();
    const other = await signedInGuest();
    for (const res of [
      await other.client.get(`/api/payments/demo/${owner.paymentId}`),
      await other.client.post(`/api/payments/demo/${owner.paymentId}/complete`),
      await other.client.post(`/api/payments/demo/${owner.paymentId}/cancel`),
      await other.client.post('/api/payments/demo/not-a-uuid/complete'),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await new ApiClient(t.app).post(`/api/payments/demo/${owner.paymentId}/complete`)).statusCode).toBe(401);
    expect(await balanceOf(owner.profile.id)).toBe(0);
    expect(await balanceOf(other.profile.id)).toBe(0);
  });

  it('has no webhook without Stripe keys', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(res.statusCode).toBe(404);
  });
});

describe('a shop without Stripe, demo data or DEMO_PAYMENTS=true (docs/decisions/034)', () => {
  const cardPaymentsOf = async (app: FastifyInstance) => readJson(await new ApiClient(app).get('/api/settings/public'), publicSettingsSchema).cardPayments;

  it('takes no card payments: /tokens is told so, and the demo page credits nothing, not even a payment opened before', async () => {
    const opened = await startDemoPayment();
    expect(await cardPaymentsOf(t.app)).toBe('demo');
    const off = await createTestApp({ demoPayments: false }, t.database);
    try {
      expect(await cardPaymentsOf(off.app)).toBe('none');
      const { client, profile } = await signedInGuest(off.app);
      const paymentsBefore = await t.database.db.select().from(payments).where(eq(payments.userId, profile.id));
      const refused = await client.post('/api/payments/checkout-session', { packageId: 'tokens-25' });
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused)).toEqual({
        code: ERROR_CODES.cardPaymentsNotConfigured,
        message: msg.cardPaymentsNotConfigured,
        messageKey: 'cardPaymentsNotConfigured',
      });
      expect(await t.database.db.select().from(payments).where(eq(payments.userId, profile.id))).toEqual(paymentsBefore);

      const owner = new ApiClient(off.app);
      expect((await owner.post('/api/auth/login', { email: opened.profile.email, password: GOOD_PASSWORD })).statusCode).toBe(200);
      for (const res of [
        await owner.get(`/api/payments/demo/${opened.paymentId}`),
        await owner.post(`/api/payments/demo/${opened.paymentId}/complete`),
        await owner.post(`/api/payments/demo/${opened.paymentId}/cancel`),
      ]) {
        expect(res.statusCode).toBe(404);
      }
      expect(await balanceOf(opened.profile.id)).toBe(0);
    } finally {
      await off.app.close();
    }
  });

  it('is what the configuration gives without STRIPE_SECRET_KEY, unless SEED_DEMO or DEMO_PAYMENTS=true says otherwise', () => {
    const demoPayments = (env: Record<string, string>) => loadConfig(env).demoPayments;
    expect(demoPayments({ SEED_DEMO: 'false' })).toBe(false);
    expect(demoPayments({ SEED_DEMO: 'false', DEMO_PAYMENTS: 'true' })).toBe(true);
    expect(demoPayments({})).toBe(true);
    expect(demoPayments({ DEMO_PAYMENTS: 'false' })).toBe(false);
    expect(demoPayments({ DEMO_PAYMENTS: 'true', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toBe(false);
  });
});

describe.runIf(onPostgres)('demo completion racing a webhook on PostgreSQL', () => {
  it('credits each payment once when both confirmations arrive at the same moment', async () => {
    // A second app on the same database receives Stripe webhooks; the session id is the demo one.
    const stripeApp = await createStripeTestApp(t.database, new FakeStripeApi());
    try {
      const races = await Promise.all(
        Array.from({ length: 8 }, async (_, i) => {
          const { client, profile, paymentId } = await startDemoPayment('tokens-50');
          const payload = JSON.stringify(
            checkoutEvent(`evt_race_${i}_${paymentId}`, 'checkout.session.completed', { sessionId: `demo_${paymentId}`, paymentId }),
          );
          const [demo, hook] = await Promise.all([
            client.post(`/api/payments/demo/${paymentId}/complete`),
            stripeApp.inject({
              method: 'POST',
              url: '/api/payments/webhook',
              headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
              payload,
            }),
          ]);
          return { profile, statuses: [demo.statusCode, hook.statusCode] };
        }),
      );
      for (const { profile, statuses } of races) {
        expect(statuses).toEqual([200, 200]);
        expect((await purchasesOf(profile.id)).length).toBe(1);
        expect(await balanceOf(profile.id)).toBe(50);
      }
      expect(await findLedgerMismatches(t.database.db)).toEqual([]);
    } finally {
      await stripeApp.close();
    }
  });
});

describe('rate limit', () => {
  it('answers 429 once a client opens too many payments in the window', async () => {
    const limited = await createTestApp({ rateLimits: { auth: { max: 100, windowMs: 60_000 }, checkout: { max: 2, windowMs: 60_000 } } }, t.database);
    try {
      const { client } = await signedInGuest(limited.app);
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await client.post('/api/payments/checkout-session', { packageId: 'tokens-25' })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('ledger invariant', () => {
  it('holds after all of the above', async () => {
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);
  });
});
