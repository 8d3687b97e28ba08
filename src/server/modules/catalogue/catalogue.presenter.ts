import type { AdminMixDrink, AdminProduct } from '#shared/schemas/admin-catalogue.ts';
import type { MixDrink, Product } from '#shared/schemas/shop.ts';
import type { mixDrinks, products } from '#server/db/schema/index.ts';

/** Catalogue rows as the API shows them: the shop's view, and the back office's with status and date. */
export const toProductDto = (row: typeof products.$inferSelect): Product => ({
  id: row.id,
  name: row.name,
  description: row.description,
  imageUrl: row.imageUrl,
  photoHash: row.photoHash,
  tokenPrice: row.tokenPrice,
  category: row.category,
  categoryType: row.categoryType,
  maxMixChoices: row.maxMixChoices,
});

export const toMixDrinkDto = (row: Pick<typeof mixDrinks.$inferSelect, 'id' | 'name'>): MixDrink => ({
  id: row.id,
  name: row.name,
});

/** `offered`: whether the edition the back office asked about offers it (docs/decisions/031). */
export const toAdminProductDto = (row: typeof products.$inferSelect, offered: boolean): AdminProduct => ({
  ...toProductDto(row),
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  offered,
});

export const toAdminMixDrinkDto = (row: typeof mixDrinks.$inferSelect): AdminMixDrink => ({
  id: row.id,
  name: row.name,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});
