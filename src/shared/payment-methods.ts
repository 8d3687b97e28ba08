import type { PaymentMethod } from './constants.ts';

/** The shop's one currency: token packages are priced in CHF (docs/product.md#business-constants). */
export const SHOP_CURRENCY = 'chf';
export type Currency = typeof SHOP_CURRENCY | (string & {});

/** TWINT is a Swiss wallet: Stripe takes it in CHF only, and at most 5,000 CHF a payment (docs/decisions/039). */
export const TWINT_MAX_CENTS = 500_000;

/** Whether a method can take a payment in this currency at all: the rule the settings are checked by. */
export const methodTakesCurrency = (method: PaymentMethod, currency: Currency) => method !== 'twint' || currency === 'chf';

/**
 * The methods the guest is offered for one payment: those of the settings that take its currency and its amount,
 * in the settings' order.
 */
export const methodsForPayment = (methods: readonly PaymentMethod[], payment: { currency: Currency; amountCents: number }) =>
  methods.filter((m) => methodTakesCurrency(m, payment.currency) && (m !== 'twint' || payment.amountCents <= TWINT_MAX_CENTS));
