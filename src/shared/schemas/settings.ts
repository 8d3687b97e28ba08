import { z } from 'zod';
import { PAYMENT_METHODS } from '../constants.ts';
import { editionSchema } from './editions.ts';

export const tokenPackageSchema = z.object({
  id: z.string(),
  tokens: z.number().int().positive(),
  priceChf: z.number().positive(),
  popular: z.boolean(),
});

/** The settings admins edit at /admin/settings, as the back office reads and saves them. */
export const settingsSchema = z.object({
  preorderDeadline: z.string(),
  contactEmail: z.string(),
  tokenPackages: z.array(tokenPackageSchema),
  /** The methods the payment page offers (docs/decisions/039); a package above TWINT's limit gets the others. */
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  /** Whether guests may cancel, and change, their pending orders until their edition's cutoff (docs/decisions/044). */
  guestsMayCancel: z.boolean(),
  guestsMayChange: z.boolean(),
  /** The edition guests see (docs/decisions/031): the deadline and contact address above are its. */
  edition: editionSchema,
});
export type Settings = z.infer<typeof settingsSchema>;

/**
 * How guests buy tokens by card (docs/operations.md#payments): Stripe Checkout, the demo page (no money taken), or
 * not at all. The server's configuration decides it, not an admin.
 */
export const CARD_PAYMENTS = ['stripe', 'demo', 'none'] as const;
export type CardPayments = (typeof CARD_PAYMENTS)[number];

/** What every visitor's shop reads: the settings, and whether tokens can be bought by card. */
export const publicSettingsSchema = settingsSchema.extend({ cardPayments: z.enum(CARD_PAYMENTS) });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
