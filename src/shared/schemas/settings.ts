import { z } from 'zod';
import { editionSchema } from './editions.ts';

export const tokenPackageSchema = z.object({
  id: z.string(),
  tokens: z.number().int().positive(),
  priceChf: z.number().positive(),
  popular: z.boolean(),
});

export const publicSettingsSchema = z.object({
  preorderDeadline: z.string(),
  contactEmail: z.string(),
  tokenPackages: z.array(tokenPackageSchema),
  /** The edition guests see (docs/decisions/031): the deadline and contact address above are its. */
  edition: editionSchema,
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
