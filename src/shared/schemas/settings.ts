import { z } from 'zod';

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
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
