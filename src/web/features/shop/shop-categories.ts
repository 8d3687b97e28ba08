import type { CategoryType } from '#shared/constants.ts';
import type { Product } from '#shared/schemas/shop.ts';

/** The order a guest thinks of the shop's sections in; 'other' (snacks, soft drinks) comes last. */
const TYPE_ORDER: readonly CategoryType[] = ['bottle', 'sparkling', 'wine', 'rose', 'beer', 'water', 'other'];

/**
 * The shop's filter chips: the categories the product cards show (each product's own category, as the back
 * office names it), ordered by the type of their products, then by name. A product without a category is
 * listed under All only.
 */
export function shopCategories(products: readonly Pick<Product, 'category' | 'categoryType'>[]): string[] {
  const rank = new Map<string, number>();
  for (const { category, categoryType } of products) {
    if (category) rank.set(category, Math.min(rank.get(category) ?? TYPE_ORDER.length, TYPE_ORDER.indexOf(categoryType)));
  }
  return [...rank].sort(([a, rankA], [b, rankB]) => rankA - rankB || a.localeCompare(b)).map(([category]) => category);
}
