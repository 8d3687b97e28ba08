import Stripe from 'stripe';
import { WebhookSignatureError, type StripeProvider } from './provider.ts';

export type StripeSettings = { secretKey: string; webhookSecret: string };
/** Tests pass `Stripe.createFetchHttpClient(fakeFetch)` so that no request leaves the machine. */
export type StripeOptions = { httpClient?: ReturnType<typeof Stripe.createFetchHttpClient> };

export function createStripeProvider(settings: StripeSettings, options: StripeOptions = {}): StripeProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
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
      // The events after which the money may be ours (async methods such as bank debits pay later).
      if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') {
        return null;
      }
      const session = event.data.object;
      return {
        eventId: event.id,
        type: event.type,
        sessionId: session.id,
        paymentId: session.metadata?.paymentId,
        paid: session.payment_status === 'paid',
        amountTotal: session.amount_total ?? null,
        currency: session.currency ?? null,
      };
    },
  };
}
