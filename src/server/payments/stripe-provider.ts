import Stripe from 'stripe';
import { RefundRefusedError, WebhookSignatureError, type StripeProvider } from './provider.ts';

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (stripe-mock, the tests' fake): `http://127.0.0.1:12111`. */
  apiBase?: string;
};

/** Stripe's answers that no retry changes: the charge is too old to refund, or was refunded or disputed already. */
const REFUSALS = new Set(['charge_expired_for_refund', 'charge_already_refunded', 'charge_disputed', 'refund_disputed_payment']);
/** Tests pass `Stripe.createFetchHttpClient(fakeFetch)` so that no request leaves the machine. */
export type StripeOptions = { httpClient?: ReturnType<typeof Stripe.createFetchHttpClient> };

export function createStripeProvider(settings: StripeSettings, options: StripeOptions = {}): StripeProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
    ...apiAddress(settings.apiBase),
  });

  return {
    name: 'stripe',

    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          // The shop's settings name the methods; Stripe offers those of them the account has turned on and the
          // amount and currency suit (API 2026-09-30 and later have no fixed list: docs/decisions/039).
          allowed_payment_method_types: request.paymentMethods,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: request.amountCents,
                product_data: { name: request.productName },
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          client_reference_id: request.paymentId,
          metadata: { paymentId: request.paymentId, userId: request.userId },
        },
        // A retried create for the same payment returns the same session instead of a second one.
        { idempotencyKey: `checkout-${request.paymentId}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { sessionId: session.id, url: session.url };
    },

    parseWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('missing stripe-signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      if (event.type === 'charge.refunded') {
        const charge = event.data.object;
        return {
          kind: 'refund',
          eventId: event.id,
          type: event.type,
          refunds: (charge.refunds?.data ?? []).map((r) => ({ providerRefundId: r.id, payoutRefundId: r.metadata?.payoutRefundId, status: r.status })),
        };
      }
      // The events after which the money may be ours (async methods such as bank debits pay later).
      if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') {
        return null;
      }
      const session = event.data.object;
      return {
        kind: 'checkout',
        eventId: event.id,
        type: event.type,
        sessionId: session.id,
        paymentId: session.metadata?.paymentId,
        paid: session.payment_status === 'paid',
        amountTotal: session.amount_total ?? null,
        currency: session.currency ?? null,
      };
    },
    async refund(request) {
      if (!request.providerSessionId) throw new RefundRefusedError(`payment ${request.paymentId} has no Stripe checkout session`);
      // The session names the PaymentIntent the guest paid with, card or TWINT alike (docs/decisions/039).
      const session = await stripe.checkout.sessions.retrieve(request.providerSessionId);
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new RefundRefusedError(`checkout session ${session.id} has no payment intent`);
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: intent,
            amount: request.amountCents,
            reason: 'requested_by_customer',
            metadata: { payoutRefundId: request.refundId, paymentId: request.paymentId },
          },
          { idempotencyKey: `payout-refund-${request.refundId}` },
        );
        if (refund.status === 'failed' || refund.status === 'canceled') throw new RefundRefusedError(`refund ${refund.id} ${refund.status}`);
        return { providerRefundId: refund.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && REFUSALS.has(error.code ?? '')) throw new RefundRefusedError(error.message);
        throw error;
      }
    },
  };
}

/** The SDK's host, port and protocol for another API address. */
function apiAddress(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  return { host: url.hostname, port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)), protocol: url.protocol.replace(':', '') as 'http' | 'https' };
}
