import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../constants.ts';
import { msg } from '../messages.ts';

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The client names only the package; tokens, price and return URLs are the server's. */
export const checkoutSessionBody = z.object({
  packageId: z.string({ error: msg.tokenPackageRequired }).trim().min(1, msg.tokenPackageRequired).max(64),
});
export type CheckoutSessionBody = z.input<typeof checkoutSessionBody>;

/** Where the browser goes next: the provider's hosted page, or back to /tokens after the demo page. */
export const redirectResponse = z.object({ url: z.string() });
export type RedirectResponse = z.infer<typeof redirectResponse>;

/** Checked for shape in the service, so a malformed id is a 404 like any unknown one. */
export const paymentIdParams = z.object({ paymentId: z.string().max(64) });

/** What the demo provider's page shows about the payment it is asked to take. */
export const demoPaymentSchema = z.object({
  id: z.uuid(),
  packageId: z.string(),
  tokens: z.number().int(),
  priceChf: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  /** The methods the page offers, as Stripe's page would (docs/decisions/039). */
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
});
export type DemoPayment = z.infer<typeof demoPaymentSchema>;

export const webhookResponse = z.object({ received: z.literal(true) });
