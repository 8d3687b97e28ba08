import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import { redirectResponse, webhookResponse } from '#shared/schemas/payments.ts';
import { publicSettingsSchema } from '#shared/schemas/settings.ts';
import { editions, payments, profiles } from '#server/db/schema/index.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { ledgerRowsOf, signedInGuestOn } from '#server/testing/admin-fixtures.ts';
import { ApiClient, errorOf, readJson } from '#server/testing/api-client.ts';
import { insertEdition } from '#server/testing/fixtures.ts';
import { openShop, setDeadline } from '#server/testing/shop-fixtures.ts';
import { FakeStripeApi, checkoutEvent, createStripeTestApp, sign } from '#server/testing/stripe-test-kit.ts';
import { useTestApp } from '#server/testing/suite.ts';

/*
 * Tokens are sold only while they can be spent (docs/product.md#token-purchases): while the current edition takes
 * pre-orders. A payment opened before the close is still credited, once.
 */
const t = useTestApp();
const stripeApi = new FakeStripeApi();
let stripeApp: FastifyInstance;
beforeAll(async () => {
  stripeApp = await createStripeTestApp(t.database, stripeApi);
});
afterAll(() => stripeApp.close());
beforeEach(() => openShop(t.database.db));

const signedInGuest = (app: FastifyInstance = t.app) => signedInGuestOn(app, t.database.db, 'sales');

const paymentsOf = (userId: string) => t.database.db.select().from(payments).where(eq(payments.userId, userId));
async function balanceOf(userId: string) {
  const [row] = await t.database.db.select({ b: profiles.tokenBalance }).from(profiles).where(eq(profiles.id, userId));
  return row!.b;
}
const closePreorders = () => setDeadline(t.database.db, new Date(Date.now() - 60_000), 'bar@festival.example');

function expectSalesClosed(res: Awaited<ReturnType<ApiClient['post']>>, email: string) {
  expect(res.statusCode).toBe(409);
  expect(errorOf(res)).toEqual({
    code: ERROR_CODES.tokenSalesClosed,
    message: msg.tokenSalesClosed({ email }),
    messageKey: 'tokenSalesClosed',
    params: { email },
    details: { contactEmail: email },
  });
}

describe('tokens on sale only while pre-orders are open', () => {
  it('opens no payment after the deadline, with either provider, and says why with the contact address', async () => {
    const demoGuest = await signedInGuest();
    const stripeGuest = await signedInGuest(stripeApp);
    await closePreorders();
    stripeApi.requests.length = 0;

    expectSalesClosed(await demoGuest.client.post('/api/payments/checkout-session', { packageId: 'tokens-25' }), 'bar@festival.example');
    expectSalesClosed(await stripeGuest.client.post('/api/payments/checkout-session', { packageId: 'tokens-25' }), 'bar@festival.example');
    expect(await paymentsOf(demoGuest.profile.id)).toEqual([]);
    expect(await paymentsOf(stripeGuest.profile.id)).toEqual([]);
    expect(stripeApi.requests).toEqual([]);
    // What /tokens reads to say the same before the guest tries.
    const settings = readJson(await new ApiClient(t.app).get('/api/settings/public'), publicSettingsSchema);
    expect(settings.edition).toMatchObject({ state: 'running', contactEmail: 'bar@festival.example' });
  });

  it('opens none while no edition is current, and opens them again once a later edition takes pre-orders', async () => {
    const guest = await signedInGuest();
    const [last] = await t.database.db
      .update(editions)
      .set({ state: 'closed', isCurrent: false })
      .where(eq(editions.isCurrent, true))
      .returning();
    expectSalesClosed(await guest.client.post('/api/payments/checkout-session', { packageId: 'tokens-25' }), last!.contactEmail);

    const next = await insertEdition(t.database.db, { state: 'open', isCurrent: true, contactEmail: 'next@festival.example' });
    const res = await guest.client.post('/api/payments/checkout-session', { packageId: 'tokens-25' });
    expect(res.statusCode).toBe(200);
    expect((await paymentsOf(guest.profile.id)).map((p) => [p.editionId, p.status])).toEqual([[next.id, 'open']]);
  });

  it('refuses an unknown package as before while on sale, and names the close first after it', async () => {
    const guest = await signedInGuest();
    expect((await guest.client.post('/api/payments/checkout-session', { packageId: 'tokens-1' })).statusCode).toBe(400);
    await closePreorders();
    expectSalesClosed(await guest.client.post('/api/payments/checkout-session', { packageId: 'tokens-1' }), 'bar@festival.example');
  });
});

describe('a payment opened before the close is honoured', () => {
  it('credits a demo payment paid after the close, once', async () => {
    const guest = await signedInGuest();
    const opened = await guest.client.post('/api/payments/checkout-session', { packageId: 'tokens-25' });
    const paymentId = readJson(opened, redirectResponse).url.split('/').at(-1)!;
    await closePreorders();

    const paid = await Promise.all([1, 2, 3].map(() => guest.client.post(`/api/payments/demo/${paymentId}/complete`)));
    expect(paid.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await ledgerRowsOf(t.database.db, guest.profile.id)).map((r) => [r.kind, r.delta, r.paymentId])).toEqual([['purchase', 25, paymentId]]);
    expect(await balanceOf(guest.profile.id)).toBe(25);
  });

  it('credits a Stripe payment whose signed webhook arrives after the close, once however often it comes', async () => {
    const guest = await signedInGuest(stripeApp);
    expect((await guest.client.post('/api/payments/checkout-session', { packageId: 'tokens-50' })).statusCode).toBe(200);
    const [payment] = await paymentsOf(guest.profile.id);
    await closePreorders();

    const payload = JSON.stringify(
      checkoutEvent(`evt_after_close_${payment!.id}`, 'checkout.session.completed', {
        sessionId: payment!.providerSessionId!,
        paymentId: payment!.id,
        userId: guest.profile.id,
      }),
    );
    const deliver = () =>
      stripeApp.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) }, payload });
    const answers = await Promise.all([deliver(), deliver(), deliver()]);
    for (const res of [...answers, await deliver()]) expect(readJson(res, webhookResponse)).toEqual({ received: true });
    expect((await ledgerRowsOf(t.database.db, guest.profile.id)).map((r) => [r.kind, r.delta, r.paymentId])).toEqual([['purchase', 50, payment!.id]]);
    expect(await balanceOf(guest.profile.id)).toBe(50);
  });

  it('keeps every balance equal to the sum of its ledger', async () => {
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);
  });
});
