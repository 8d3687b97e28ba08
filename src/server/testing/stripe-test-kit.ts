import Stripe from 'stripe';
import { buildApp } from '#server/app.ts';
import { createStripeProvider } from '#server/payments/stripe-provider.ts';
import { MemoryMailer, testConfig } from './test-app.ts';
import type { TestDatabase } from './test-db.ts';

export const STRIPE_SETTINGS = { secretKey: 'sk_test_lounge', webhookSecret: 'whsec_lounge_test_secret' };
const signer = new Stripe(STRIPE_SETTINGS.secretKey);

/**
 * Stands in for api.stripe.com (no network in tests): records each API request the SDK makes and
 * answers "create checkout session" like Stripe does, or fails when told to.
 */
export class FakeStripeApi {
  readonly requests: { url: string; method: string; form: URLSearchParams }[] = [];
  failNext = false;
  private sessions = 0;

  readonly fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const body = init?.body ?? '';
    if (typeof body !== 'string') throw new Error('FakeStripeApi: the Stripe SDK sent a body that is not form text');
    const form = new URLSearchParams(body);
    this.requests.push({ url: input instanceof Request ? input.url : String(input), method: init?.method ?? 'GET', form });
    if (this.failNext) {
      this.failNext = false;
      return Response.json({ error: { type: 'api_error', message: 'boom' } }, { status: 400 });
    }
    const id = `cs_test_${++this.sessions}`;
    return Response.json({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` });
  }) as typeof fetch;
}

/** An app configured for Stripe whose SDK talks to `api` instead of the internet. */
export async function createStripeTestApp(database: TestDatabase, api: FakeStripeApi) {
  const payments = createStripeProvider(STRIPE_SETTINGS, { httpClient: Stripe.createFetchHttpClient(api.fetch) });
  const app = await buildApp({ config: testConfig({ stripe: STRIPE_SETTINGS }), database, mailer: new MemoryMailer(), payments });
  await app.ready();
  return app;
}

type SessionFields = {
  sessionId: string;
  paymentId: string;
  userId?: string;
  paymentStatus?: 'paid' | 'unpaid' | 'no_payment_required';
  amountTotal?: number;
  currency?: string;
  /** The method the guest paid with on Stripe's page (docs/decisions/039). */
  paymentMethodTypes?: string[];
};

/** A Stripe event of `type` about `object`, in the envelope every real one comes in. */
export function stripeEvent<T extends object>(eventId: string, type: string, object: T) {
  return { id: eventId, object: 'event', api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), livemode: false, type, data: { object } };
}

/** A Stripe event about a Checkout Session, shaped like the real ones (only the fields we read matter). */
export function checkoutEvent(eventId: string, type: string, s: SessionFields) {
  return stripeEvent(eventId, type, {
    id: s.sessionId,
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: s.paymentStatus ?? 'paid',
    amount_total: s.amountTotal ?? 50_000,
    currency: s.currency ?? 'chf',
    payment_method_types: s.paymentMethodTypes ?? ['card'],
    client_reference_id: s.paymentId,
    metadata: { paymentId: s.paymentId, userId: s.userId ?? '' },
  });
}

/** Signs offline exactly as Stripe does: `t=<timestamp>,v1=<HMAC-SHA256 of "t.payload">`. */
export function sign(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  return signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STRIPE_SETTINGS.webhookSecret,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
}
