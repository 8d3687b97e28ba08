import { z } from 'zod';
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
});
export type ShopSettingsBody = z.input<typeof shopSettingsBody>;

export const adminSettingsResponse = settingsSchema;
export const adminSettingsSaved = z.object({ settings: settingsSchema, message: z.string() });
