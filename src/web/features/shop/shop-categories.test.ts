import { describe, expect, it } from 'vitest';
import type { CategoryType } from '#shared/constants.ts';
import { shopCategories } from '#web/features/shop/shop-categories.ts';

const product = (category: string | null, categoryType: CategoryType) => ({ category, categoryType });

describe('the shop’s category chips', () => {
  // The demo catalogue's categories and types (src/server/db/seed.ts), in the server's order (by name).
  const catalogue = [
    product('Beer', 'beer'),
    product('Bubbles', 'sparkling'),
    product('Wine', 'wine'),
    product('Spirits', 'bottle'),
    product('Soft', 'other'),
    product('Food', 'other'),
    product('Wine', 'rose'),
    product('Soft', 'water'),
    product(null, 'beer'),
  ];

  it('are the categories the product cards show, each once, none of them a word the cards do not use', () => {
    const chips = shopCategories(catalogue);
    const onCards = new Set(catalogue.flatMap((p) => (p.category ? [p.category] : [])));
    expect(new Set(chips)).toEqual(onCards);
    expect(chips).toHaveLength(onCards.size);
  });

  it('come in the order of their products’ types, bottles first, then by name', () => {
    expect(shopCategories(catalogue)).toEqual(['Spirits', 'Bubbles', 'Wine', 'Beer', 'Soft', 'Food']);
    expect(shopCategories([product('Snacks', 'other'), product('Crisps', 'other')])).toEqual(['Crisps', 'Snacks']);
    expect(shopCategories([product(null, 'wine')])).toEqual([]);
  });
});
