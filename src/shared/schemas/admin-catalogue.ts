import { z } from 'zod';
import { CATEGORY_TYPES } from '../constants.ts';
import { msg } from '../messages.ts';
import { imageUrlProblem, optionalText, wholeNumber } from './admin-common.ts';
import { mixDrinkTranslationsBody, mixDrinkTranslationsSchema, productTranslationsBody, productTranslationsSchema } from './catalogue-translations.ts';
import { productSchema } from './shop.ts';
import { productStockList } from './stock.ts';

export const MAX_MIX_CHOICES = 10;

export const productBody = z.object({
  name: z.string().trim().min(1, msg.productNameRequired).max(200),
  description: z.string().trim().max(2000).default(''),
  tokenPrice: wholeNumber(msg.invalidTokenPrice),
  category: optionalText(100),
  categoryType: z.enum(CATEGORY_TYPES).default('other'),
  maxMixChoices: wholeNumber(msg.invalidMaxMixChoices, 0, MAX_MIX_CHOICES).default(0),
  // The shop renders it as <img src>, so only https addresses are stored (see imageUrlProblem).
  imageUrl: optionalText(2048).superRefine((url, ctx) => {
    const problem = url === null ? null : imageUrlProblem(url);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  // Stock limits per day (decision 018), when given: a day left out is unlimited. Absent, the limits stay as they are.
  stock: productStockList.optional(),
  // German and French texts, each optional (docs/decisions/045); absent keeps those stored, null clears them.
  translations: productTranslationsBody,
});
export type ProductBody = z.input<typeof productBody>;

/** The back office's product: its English texts (name, description, category) and every translation given. */
export const adminProductSchema = productSchema.extend({
  translations: productTranslationsSchema,
  isActive: z.boolean(),
  createdAt: z.string(),
  /** Offered in the edition the back office asked about (docs/decisions/031): false when that edition leaves it out. */
  offered: z.boolean(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductsResponse = z.object({ products: z.array(adminProductSchema) });
export type AdminProductsResponse = z.infer<typeof adminProductsResponse>;
export const adminProductResponse = z.object({ product: adminProductSchema, message: z.string() });

/** Whether an edition offers a product in its shop (the edition is named by `?edition=`, the current one without). */
export const productOfferBody = z.object({ offered: z.boolean() });
export type ProductOfferBody = z.input<typeof productOfferBody>;

export const mixDrinkBody = z.object({
  name: z.string().trim().min(1, msg.mixDrinkNameRequired).max(100),
  translations: mixDrinkTranslationsBody,
});
export type MixDrinkBody = z.input<typeof mixDrinkBody>;

export const adminMixDrinkSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  translations: mixDrinkTranslationsSchema,
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type AdminMixDrink = z.infer<typeof adminMixDrinkSchema>;

export const adminMixDrinksResponse = z.object({ mixDrinks: z.array(adminMixDrinkSchema) });
export type AdminMixDrinksResponse = z.infer<typeof adminMixDrinksResponse>;
export const adminMixDrinkResponse = z.object({ mixDrink: adminMixDrinkSchema, message: z.string() });
