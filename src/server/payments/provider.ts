import type { PaymentMethod } from '#shared/constants.ts';

/** What the shop asks a payment provider for: a hosted page where the guest pays one token package. */
export type CheckoutRequest = {
  paymentId: string;
  userId: string;
  tokens: number;
  amountCents: number;
  currency: 'chf';
  /** The methods the page offers, the guest choosing among them there (docs/decisions/039); never empty. */
  paymentMethods: PaymentMethod[];
  productName: string;
  successUrl: string;
  cancelUrl: string;
};

export type CheckoutSession = { sessionId: string; url: string };

/**
 * A provider event whose signature has been verified. Only the checkout events that can mean
 * "money received" are turned into this; every other event type is ignored by the adapter.
 */
export type VerifiedCheckoutEvent = {
  eventId: string;
  type: string;
  sessionId: string;
  /** Our payment id, from the metadata we put on the session; absent for sessions not made by us. */
  paymentId: string | undefined;
  paid: boolean;
  amountTotal: number | null;
  currency: string | null;
};

export class WebhookSignatureError extends Error {}

export type DemoProvider = {
  readonly name: 'demo';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
};

export type StripeProvider = {
  readonly name: 'stripe';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Verifies the signature over the exact bytes received; throws WebhookSignatureError.
   * Returns null for event types the shop does not act on.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): VerifiedCheckoutEvent | null;
};

export type PaymentProvider = DemoProvider | StripeProvider;
