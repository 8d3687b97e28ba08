import { z } from 'zod';
import { CATEGORY_TYPES } from '../constants.ts';
import { msg } from '../messages.ts';
import { languageField, myLoungeSchema } from './auth.ts';

/**
 * The language a read names the catalogue's texts in (`?lang=de`, docs/decisions/045); without it the server takes
 * the request's Accept-Language. Anything but en, de or fr is a 400.
 */
export const languageQuery = z.object({ lang: languageField.optional() });
export type LanguageQuery = z.input<typeof languageQuery>;

/** A product as the shop shows it: name, description and category in the language asked for, else English. */
export const productSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  /** An uploaded photo's address part (/api/photos/{photoHash}/small.webp and large.webp); shown instead of imageUrl. */
  photoHash: z.string().nullable(),
  tokenPrice: z.number().int(),
  category: z.string().nullable(),
  categoryType: z.enum(CATEGORY_TYPES),
  maxMixChoices: z.number().int(),
});
export type Product = z.infer<typeof productSchema>;

export const productsResponse = z.object({ products: z.array(productSchema) });
export type ProductsResponse = z.infer<typeof productsResponse>;

export const mixDrinkSchema = z.object({ id: z.uuid(), name: z.string() });
export type MixDrink = z.infer<typeof mixDrinkSchema>;

export const mixDrinksResponse = z.object({ mixDrinks: z.array(mixDrinkSchema) });
export type MixDrinksResponse = z.infer<typeof mixDrinksResponse>;

export const myLoungesResponse = z.object({ lounges: z.array(myLoungeSchema) });
export type MyLoungesResponse = z.infer<typeof myLoungesResponse>;

export const claimLoungesBody = z.object({
  bookingNumber: z.string().trim().min(1, msg.enterBookingNumber).max(64, msg.invalidBooking),
});
export type ClaimLoungesBody = z.input<typeof claimLoungesBody>;

export const claimLoungesResponse = z.object({
  message: z.string(),
  /** The lounges claimed now; lounges the guest already had are not repeated. */
  lounges: z.array(myLoungeSchema),
  /** The lounges of this booking number the guest already had (the success text names them in the guest's language). */
  alreadyAssigned: z.array(myLoungeSchema),
  /** Lounges claimed now whose tokens an earlier guest of the group received (docs/decisions/032-group-lounges.md). */
  joinedWithoutTokens: z.array(myLoungeSchema),
  tokensGranted: z.number().int(),
  tokenBalance: z.number().int(),
});
export type ClaimLoungesResponse = z.infer<typeof claimLoungesResponse>;

export { mixDrinkSelectionError, takesMixDrinks } from '../cart-rules.ts';
