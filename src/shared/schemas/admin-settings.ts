import { z } from 'zod';
import { PAYMENT_METHODS } from '../constants.ts';
import { msg } from '../messages.ts';
import { emailField } from './auth.ts';
import { settingsSchema } from './settings.ts';
import { TOKEN_INPUT_MAX, wholeNumber } from './admin-common.ts';

export const MAX_TOKEN_PACKAGES = 6;
const PRICE_MAX_CHF = 100_000;

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

export const tokenPackageBody = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, msg.packageIdInvalid),
  tokens: wholeNumber(msg.packageTokensInvalid, 1, TOKEN_INPUT_MAX),
  priceChf: z
    .number({ error: msg.packagePriceInvalid })
    .positive(msg.packagePriceInvalid)
    .max(PRICE_MAX_CHF, msg.packagePriceInvalid)
    .refine(hasAtMostTwoDecimals, msg.packagePriceInvalid),
  popular: z.boolean().default(false),
});

export const shopSettingsBody = z.object({
  preorderDeadline: z.iso.datetime({ offset: true, error: msg.invalidDeadline }),
  contactEmail: emailField,
  tokenPackages: z
    .array(tokenPackageBody)
    .min(1, msg.packageCount)
    .max(MAX_TOKEN_PACKAGES, msg.packageCount)
    .refine((packages) => new Set(packages.map((p) => p.id)).size === packages.length, msg.packageIdsUnique)
    .refine((packages) => packages.filter((p) => p.popular).length <= 1, msg.onePopularPackage),
  /** Staff must add a second factor before the delivery run opens (docs/decisions/038); absent: unchanged. */
  staffSecondFactorRequired: z.boolean().optional(),
  /**
   * The methods the payment page offers, each once (docs/decisions/039); absent: unchanged. Whether they suit the
   * shop's currency and every package's price is the settings service's check: it knows the saved methods too.
   */
  paymentMethods: z
    .array(z.enum(PAYMENT_METHODS, msg.paymentMethodsRequired))
    .min(1, msg.paymentMethodsRequired)
    .transform((methods) => PAYMENT_METHODS.filter((m) => methods.includes(m)))
    .optional(),
  /** Whether guests may cancel, and change, their own pending orders (docs/decisions/044); absent: unchanged. */
  guestsMayCancel: z.boolean().optional(),
  guestsMayChange: z.boolean().optional(),
});
export type ShopSettingsBody = z.input<typeof shopSettingsBody>;

/** The settings as the back office sees them: the shop's, and the rules for staff accounts that guests never see. */
export const adminSettingsResponse = settingsSchema.extend({ staffSecondFactorRequired: z.boolean() });
export type AdminSettings = z.infer<typeof adminSettingsResponse>;
export const adminSettingsSaved = z.object({ settings: adminSettingsResponse, message: z.string() });
