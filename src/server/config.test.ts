import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('makes a public https shop without Stripe say whether it wants the free demo payment page', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://shop.example' })).toThrow(/DEMO_PAYMENTS=false to run without card payments/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://shop.example', SEED_DEMO: 'false' })).toThrow(/DEMO_PAYMENTS/);
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example', DEMO_PAYMENTS: 'true' })).toMatchObject({ stripe: undefined, demoPayments: true });
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example', DEMO_PAYMENTS: 'false' })).toMatchObject({ stripe: undefined, demoPayments: false });
    const stripe = loadConfig({ PUBLIC_URL: 'https://shop.example', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' });
    expect(stripe.stripe).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1' });
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
  });

  it('takes a METRICS_TOKEN only when it is a bearer token too long to guess', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short-secret' })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
    expect(() => loadConfig({ METRICS_TOKEN: `${'a'.repeat(32)} b` })).toThrow(/METRICS_TOKEN: may hold only/);
    const token = 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFy+/_-.~==';
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
  });
});
