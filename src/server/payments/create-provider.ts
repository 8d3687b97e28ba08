import type { Config } from '#server/config.ts';
import { createDemoProvider } from './demo-provider.ts';
import type { PaymentProvider } from './provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

/** Stripe Checkout when both Stripe keys are configured, otherwise the built-in demo provider. */
export function createPaymentProvider(config: Config): PaymentProvider {
  return config.stripe ? createStripeProvider(config.stripe) : createDemoProvider();
}
