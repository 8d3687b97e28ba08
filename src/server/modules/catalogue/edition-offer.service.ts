import { ERROR_CODES } from '#shared/api-error.ts';
import { localized } from '#shared/localized.ts';
import type { Queryable } from '#server/db/client.ts';
import { conflict } from '#server/http/errors.ts';
import { leftOutProductIds } from './catalogue.repo.ts';

/**
 * Every product named is one the edition offers (docs/decisions/031): a product the edition leaves out is refused
 * alike in a guest's cart, an admin's manual order and a stock limit (409), naming the product and the edition.
 */
export async function requireOfferedProducts(db: Queryable, edition: { id: string; name: string }, productsById: Map<string, { name: string }>) {
  const [leftOut] = await leftOutProductIds(db, edition.id, [...productsById.keys()]);
  if (!leftOut) return;
  const refused = { product: productsById.get(leftOut)!.name, edition: edition.name };
  throw conflict(localized('productNotOffered', refused), ERROR_CODES.productNotOffered, { productId: leftOut, edition: edition.name });
}
