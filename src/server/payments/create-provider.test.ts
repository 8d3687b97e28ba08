import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { cardPaymentsBanner, cardPaymentsOf } from './create-provider.ts';

const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };

describe('card payments at start', () => {
  it('are announced loudly when the demo page gives tokens away, and plainly otherwise', () => {
    const demo = loadConfig({ SEED_DEMO: 'false', DEMO_PAYMENTS: 'true' });
    expect(cardPaymentsOf(demo)).toBe('demo');
    expect(cardPaymentsBanner(demo)).toEqual([
      expect.stringMatching(/^!!! DEMO PAYMENTS ARE ON: .*credits tokens without taking any money/),
      expect.stringMatching(/^!!! .*DEMO_PAYMENTS=true.*SEED_DEMO.*Never let real guests use this shop/),
    ]);
    expect(cardPaymentsBanner(loadConfig({}))).toEqual(cardPaymentsBanner(demo));

    const none = loadConfig({ SEED_DEMO: 'false' });
    expect(cardPaymentsOf(none)).toBe('none');
    expect(cardPaymentsBanner(none)).toEqual([expect.stringMatching(/^Card payments: not configured .*STRIPE_SECRET_KEY/)]);

    const stripe = loadConfig({ ...STRIPE, DEMO_PAYMENTS: 'true' });
    expect(cardPaymentsOf(stripe)).toBe('stripe');
    expect(cardPaymentsBanner(stripe)).toEqual(['Card payments: Stripe']);
  });
});
