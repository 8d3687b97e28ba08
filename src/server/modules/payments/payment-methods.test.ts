import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { localized } from '#shared/localized.ts';
import { msg } from '#shared/messages.ts';
import { adminSettingsResponse, adminSettingsSaved } from '#shared/schemas/admin-settings.ts';
import { demoPaymentSchema, redirectResponse, webhookResponse } from '#shared/schemas/payments.ts';
import { publicSettingsSchema } from '#shared/schemas/settings.ts';
import { payments, shopSettings } from '#server/db/schema/index.ts';
import { auditRowsSince, lastAuditId, ledgerRowsOf, signedInGuestOn } from '#server/testing/admin-fixtures.ts';
import { ApiClient, errorOf, readJson } from '#server/testing/api-client.ts';
import { openShop } from '#server/testing/shop-fixtures.ts';
import { FakeStripeApi, checkoutEvent, createStripeTestApp, sign } from '#server/testing/stripe-test-kit.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';

/* The payment methods the payment page offers: an admin setting, card only by default (docs/decisions/039). */
const t = useTestApp();
const admin = useSignedInAdmin(t);
const stripeApi = new FakeStripeApi();
let stripeApp: FastifyInstance;
beforeAll(async () => {
  stripeApp = await createStripeTestApp(t.database, stripeApi);
});
afterAll(() => stripeApp.close());

const PACKAGES = [
  { id: 'tokens-25', tokens: 25, priceChf: 275, popular: false },
  { id: 'tokens-500', tokens: 500, priceChf: 5000, popular: true },
  { id: 'tokens-600', tokens: 600, priceChf: 5000.01, popular: false },
];
const settingsBody = (overrides: Record<string, unknown> = {}) => ({
  preorderDeadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  contactEmail: 'bar@festival.example',
  tokenPackages: PACKAGES,
  ...overrides,
});
const saved = async () => readJson(await admin.client.get('/api/admin/settings'), adminSettingsResponse);
async function save(overrides: Record<string, unknown>) {
  const res = await admin.client.put('/api/admin/settings', settingsBody(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return readJson(res, adminSettingsSaved).settings;
}

const signedInGuest = (app: FastifyInstance) => signedInGuestOn(app, t.database.db, 'methods');

describe('the payment methods setting', () => {
  it('offers card only until an admin adds TWINT, which the settings then show everyone, audited', async () => {
    const [row] = await t.database.db.select({ methods: shopSettings.paymentMethods }).from(shopSettings);
    expect(row!.methods).toEqual(['card']);
    expect((await saved()).paymentMethods).toEqual(['card']);

    const since = await lastAuditId(t.database.db);
    // Each method once, in the order the shop lists them, whatever the order sent.
    expect((await save({ paymentMethods: ['twint', 'card', 'twint'] })).paymentMethods).toEqual(['card', 'twint']);
    expect(readJson(await new ApiClient(t.app).get('/api/settings/public'), publicSettingsSchema).paymentMethods).toEqual(['card', 'twint']);
    const [audit] = await auditRowsSince(t.database.db, since);
    expect(audit).toMatchObject({ action: 'settings.update', before: { paymentMethods: ['card'] }, after: { paymentMethods: ['card', 'twint'] } });

    // A save that does not name them keeps them.
    expect((await save({})).paymentMethods).toEqual(['card', 'twint']);
  });

  it.each([
    [{ paymentMethods: [] }, msg.paymentMethodsRequired],
    [{ paymentMethods: ['paypal'] }, msg.paymentMethodsRequired],
    [{ paymentMethods: 'card' }, undefined],
    // TWINT takes at most 5,000 CHF a payment: a TWINT-only shop cannot sell the 5,000.01 CHF package.
    [{ paymentMethods: ['twint'] }, localized('packageBeyondTwint', { tokens: 600 }).text],
  ])('refuses %j with 400 and keeps the saved settings', async (overrides, message) => {
    const before = await saved();
    const res = await admin.client.put('/api/admin/settings', settingsBody(overrides));
    expect(res.statusCode).toBe(400);
    if (message) expect(errorOf(res).message).toBe(message);
    expect(await saved()).toEqual(before);
  });

  it('lets TWINT alone be offered when every package fits it, and then refuses a package above its limit', async () => {
    const withinTwint = PACKAGES.slice(0, 2);
    expect((await save({ paymentMethods: ['twint'], tokenPackages: withinTwint })).paymentMethods).toEqual(['twint']);
    const res = await admin.client.put('/api/admin/settings', settingsBody());
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ message: localized('packageBeyondTwint', { tokens: 600 }).text, messageKey: 'packageBeyondTwint', params: { tokens: 600 } });
    await save({ paymentMethods: ['card', 'twint'] });
  });
});

describe('Stripe Checkout and the demo page offer the methods of the settings', () => {
  it('allows card and TWINT on the Checkout Session, card alone above TWINT’s limit, and credits either payment once by its signed webhook', async () => {
    await openShop(t.database.db);
    await save({ paymentMethods: ['card', 'twint'] });
    const guest = await signedInGuest(stripeApp);
    stripeApi.requests.length = 0;
    for (const packageId of ['tokens-25', 'tokens-500', 'tokens-600']) {
      expect((await guest.client.post('/api/payments/checkout-session', { packageId })).statusCode).toBe(200);
    }
    const allowed = stripeApi.requests.map(({ form }) => [...form].filter(([key]) => key.startsWith('allowed_payment_method_types[')).map(([, value]) => value));
    expect(allowed).toEqual([['card', 'twint'], ['card', 'twint'], ['card']]);

    const opened = await t.database.db.select().from(payments).where(eq(payments.userId, guest.profile.id));
    // Stripe reports the method the guest chose on its page in the session's payment_method_types: either is credited.
    for (const [payment, method] of [[opened[0]!, 'card'], [opened[1]!, 'twint']] as const) {
      const payload = JSON.stringify(
        checkoutEvent(`evt_${method}_${payment.id}`, 'checkout.session.completed', {
          sessionId: payment.providerSessionId!,
          paymentId: payment.id,
          userId: guest.profile.id,
          amountTotal: payment.amountCents,
          paymentMethodTypes: [method],
        }),
      );
      for (let i = 0; i < 2; i++) {
        const res = await stripeApp.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
          payload,
        });
        expect(readJson(res, webhookResponse)).toEqual({ received: true });
      }
    }
    const purchases = await ledgerRowsOf(t.database.db, guest.profile.id);
    expect(purchases.map((r) => [r.paymentId, r.delta])).toEqual([
      [opened[0]!.id, 25],
      [opened[1]!.id, 500],
    ]);
  });

  it('shows the demo page with both methods (card alone above TWINT’s limit), and credits its payment once', async () => {
    await openShop(t.database.db);
    await save({ paymentMethods: ['card', 'twint'] });
    const guest = await signedInGuest(t.app);
    const paymentIdOf = async (packageId: string) =>
      readJson(await guest.client.post('/api/payments/checkout-session', { packageId }), redirectResponse).url.split('/').at(-1)!;
    const small = await paymentIdOf('tokens-25');
    const large = await paymentIdOf('tokens-600');
    expect(readJson(await guest.client.get(`/api/payments/demo/${small}`), demoPaymentSchema).paymentMethods).toEqual(['card', 'twint']);
    expect(readJson(await guest.client.get(`/api/payments/demo/${large}`), demoPaymentSchema).paymentMethods).toEqual(['card']);

    const paid = await Promise.all([1, 2].map(() => guest.client.post(`/api/payments/demo/${small}/complete`)));
    expect(paid.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await ledgerRowsOf(t.database.db, guest.profile.id)).map((r) => [r.paymentId, r.delta])).toEqual([[small, 25]]);
  });
});
