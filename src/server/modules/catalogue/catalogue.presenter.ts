import type { Language } from '#shared/constants.ts';
import type { AdminMixDrink, AdminProduct } from '#shared/schemas/admin-catalogue.ts';
import { translated } from '#shared/schemas/catalogue-translations.ts';
import type { MixDrink, Product } from '#shared/schemas/shop.ts';
import type { mixDrinks, products } from '#server/db/schema/index.ts';

type ProductRow = typeof products.$inferSelect;

/**
 * Catalogue rows as the API shows them: the shop's view in a language (each text translated when a translation was
 * given, else the English: docs/decisions/045), and the back office's with the English, every translation, status
 * and date. `category` names the product's category in `language`, when the shop has chosen one for it.
 */
export const toProductDto = (row: ProductRow, language: Language = 'en', category: string | null = row.category): Product => ({
  id: row.id,
  name: translated(row.name, row.translations, language, 'name'),
  description: translated(row.description, row.translations, language, 'description'),
  imageUrl: row.imageUrl,
  photoHash: row.photoHash,
  tokenPrice: row.tokenPrice,
  category,
  categoryType: row.categoryType,
  maxMixChoices: row.maxMixChoices,
});

/**
 * The shop's products in a language, `rows` by English name. A category is a product's text, not a row of its own, so
 * its translation is that of the first product (by name) of the category that gives one: every product of a category
 * shows the same name and the shop's chips stay one per category, however many products the admin translated it on.
 * In German and French the list is by the name the guest reads ("Mineralwasser" among the M's, not the S's of "Still
 * Water").
 */
export function toLocalizedProducts(rows: ProductRow[], language: Language): Product[] {
  const categories = new Map<string, string>();
  for (const row of rows) {
    if (!row.category || categories.has(row.category)) continue;
    const name = translated(row.category, row.translations, language, 'category');
    if (name !== row.category || language === 'en') categories.set(row.category, name);
  }
  const list = rows.map((row) => toProductDto(row, language, row.category && (categories.get(row.category) ?? row.category)));
  if (language === 'en') return list;
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  return list.sort((a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export const toMixDrinkDto = (row: Pick<typeof mixDrinks.$inferSelect, 'id' | 'name' | 'translations'>, language: Language = 'en'): MixDrink => ({
  id: row.id,
  name: translated(row.name, row.translations, language, 'name'),
});

/** `offered`: whether the edition the back office asked about offers it (docs/decisions/031). */
export const toAdminProductDto = (row: ProductRow, offered: boolean): AdminProduct => ({
  ...toProductDto(row),
  translations: row.translations ?? null,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  offered,
});

export const toAdminMixDrinkDto = (row: typeof mixDrinks.$inferSelect): AdminMixDrink => ({
  id: row.id,
  name: row.name,
  translations: row.translations ?? null,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});
