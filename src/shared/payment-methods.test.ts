import { describe, expect, it } from 'vitest';
import { methodsForPayment, methodTakesCurrency } from './payment-methods.ts';

describe('payment methods (docs/decisions/039)', () => {
  it('take TWINT in CHF only, card in any currency', () => {
    expect(methodTakesCurrency('twint', 'chf')).toBe(true);
    expect(methodTakesCurrency('twint', 'eur')).toBe(false);
    expect(methodTakesCurrency('card', 'eur')).toBe(true);
  });

  it('offer for one payment the methods of the settings that take its currency and amount, in their order', () => {
    expect(methodsForPayment(['card', 'twint'], { currency: 'chf', amountCents: 500_000 })).toEqual(['card', 'twint']);
    expect(methodsForPayment(['card', 'twint'], { currency: 'chf', amountCents: 500_001 })).toEqual(['card']);
    expect(methodsForPayment(['card', 'twint'], { currency: 'eur', amountCents: 100 })).toEqual(['card']);
    expect(methodsForPayment(['twint'], { currency: 'chf', amountCents: 600_000 })).toEqual([]);
  });
});
