import { and, asc, eq, inArray, notExists } from 'drizzle-orm';
import type { Language } from '#shared/constants.ts';
import type { Queryable } from '#server/db/client.ts';
import { editionHiddenProducts, mixDrinks, products } from '#server/db/schema/index.ts';
import { toLocalizedProducts, toMixDrinkDto } from './catalogue.presenter.ts';

/**
 * Whether the edition offers the product of the surrounding query: no row leaves it out (docs/decisions/031). A
 * condition on `products`, for the shop's list and the back office's alike.
 */
export const offeredIn = (db: Queryable, editionId: string) =>
  notExists(
    db
      .select({ productId: editionHiddenProducts.productId })
      .from(editionHiddenProducts)
      .where(and(eq(editionHiddenProducts.editionId, editionId), eq(editionHiddenProducts.productId, products.id))),
  ).mapWith(Boolean);

/**
 * What the shop sells: the active products its edition offers, by their English name (docs/product.md#back-office),
 * in `language` (docs/decisions/045).
 */
export async function listOfferedProducts(db: Queryable, editionId: string, language: Language) {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.isActive, true), offeredIn(db, editionId)))
    .orderBy(asc(products.name), asc(products.id));
  return toLocalizedProducts(rows, language);
}

/** Of `productIds`, those the edition leaves out of its shop, by id. */
export async function leftOutProductIds(db: Queryable, editionId: string, productIds: string[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ productId: editionHiddenProducts.productId })
    .from(editionHiddenProducts)
    .where(and(eq(editionHiddenProducts.editionId, editionId), inArray(editionHiddenProducts.productId, productIds)))
    .orderBy(asc(editionHiddenProducts.productId));
  return rows.map((r) => r.productId);
}

export async function listActiveMixDrinks(db: Queryable, language: Language) {
  const rows = await db
    .select({ id: mixDrinks.id, name: mixDrinks.name, translations: mixDrinks.translations })
    .from(mixDrinks)
    .where(eq(mixDrinks.isActive, true))
    .orderBy(asc(mixDrinks.name), asc(mixDrinks.id));
  return rows.map((row) => toMixDrinkDto(row, language));
}
