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
  kind: 'checkout';
  eventId: string;
  type: string;
  sessionId: string;
  /** Our payment id, from the metadata we put on the session; absent for sessions not made by us. */
  paymentId: string | undefined;
  paid: boolean;
  amountTotal: number | null;
  currency: string | null;
};

/**
 * A verified `charge.refunded` (docs/decisions/040-payouts.md): the refunds of the charge that name one of our payout
 * refunds in their metadata. It confirms what the refund queue recorded; it never moves tokens.
 */
export type VerifiedRefundEvent = {
  kind: 'refund';
  eventId: string;
  type: string;
  refunds: { providerRefundId: string; payoutRefundId: string | undefined; status: string | null }[];
};

/** One refund of (part of) one payment, sent by the payout queue. `refundId` names it: the idempotency key. */
export type RefundRequest = {
  refundId: string;
  paymentId: string;
  /** The provider's checkout session of the payment. */
  providerSessionId: string | null;
  amountCents: number;
  currency: string;
};

/** The provider took the refund; `providerRefundId` is its id. */
export type RefundResult = { providerRefundId: string };

/** The provider will never take this refund (its refund window for the payment passed): a bank transfer pays it. */
export class RefundRefusedError extends Error {}

export class WebhookSignatureError extends Error {}

export type DemoProvider = {
  readonly name: 'demo';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Records the refund locally: the demo took no money, so none goes back. */
  refund(request: RefundRequest): Promise<RefundResult>;
};

export type StripeProvider = {
  readonly name: 'stripe';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Verifies the signature over the exact bytes received; throws WebhookSignatureError.
   * Returns null for event types the shop does not act on.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): VerifiedCheckoutEvent | VerifiedRefundEvent | null;
  /**
   * refunds.create on the payment's PaymentIntent, with `payout-refund-<refundId>` as idempotency key: sent again
   * (after a crash, on another instance) it returns the same refund. Throws RefundRefusedError when Stripe will never
   * take it; any other error may pass and is retried.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
};

export type PaymentProvider = DemoProvider | StripeProvider;
