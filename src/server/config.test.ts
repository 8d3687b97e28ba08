import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('refuses the free demo payment page on a public https shop unless it is asked for', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://shop.example' })).toThrow(/DEMO_PAYMENTS/);
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example', DEMO_PAYMENTS: 'true' }).stripe).toBeUndefined();
    const stripe = loadConfig({ PUBLIC_URL: 'https://shop.example', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' });
    expect(stripe.stripe).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1' });
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
  });
});
