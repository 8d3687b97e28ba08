import { and, asc, eq, inArray, notExists } from 'drizzle-orm';
import type { Queryable } from '#server/db/client.ts';
import { editionHiddenProducts, mixDrinks, products } from '#server/db/schema/index.ts';
import { toMixDrinkDto, toProductDto } from './catalogue.presenter.ts';

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

/** What the shop sells: the active products its edition offers, by name (docs/product.md#back-office). */
export async function listOfferedProducts(db: Queryable, editionId: string) {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.isActive, true), offeredIn(db, editionId)))
    .orderBy(asc(products.name), asc(products.id));
  return rows.map(toProductDto);
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

export async function listActiveMixDrinks(db: Queryable) {
  const rows = await db
    .select({ id: mixDrinks.id, name: mixDrinks.name })
    .from(mixDrinks)
    .where(eq(mixDrinks.isActive, true))
    .orderBy(asc(mixDrinks.name), asc(mixDrinks.id));
  return rows.map(toMixDrinkDto);
}
