import type { CardPayments } from '#shared/schemas/settings.ts';
import type { Config } from '#server/config.ts';
import { createDemoProvider } from './demo-provider.ts';
import type { PaymentProvider } from './provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

/** How guests buy tokens by card: Stripe Checkout when both keys are set, else the demo page if allowed, else not at all. */
export const cardPaymentsOf = (config: Config): CardPayments => (config.stripe ? 'stripe' : config.demoPayments ? 'demo' : 'none');

/** The provider of cardPaymentsOf(config); null when the shop takes no card payments. */
export function createPaymentProvider(config: Config): PaymentProvider | null {
  if (config.stripe) return createStripeProvider(config.stripe);
  return config.demoPayments ? createDemoProvider() : null;
}

/**
 * The start banner's lines on card payments: the demo page, which gives tokens away, is announced so that nobody
 * can miss it (docs/operations.md#payments).
 */
export function cardPaymentsBanner(config: Config): string[] {
  switch (cardPaymentsOf(config)) {
    case 'stripe':
      return ['Card payments: Stripe'];
    case 'none':
      return ['Card payments: not configured (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET); guests cannot buy tokens'];
    case 'demo':
      return [
        '!!! DEMO PAYMENTS ARE ON: the Pay button of /pay/demo credits tokens without taking any money.',
        '!!! On because of DEMO_PAYMENTS=true or the demo data (SEED_DEMO). Never let real guests use this shop.',
      ];
  }
}
