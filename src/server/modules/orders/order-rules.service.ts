import { mixDrinkSelectionError } from '#shared/cart-rules.ts';
import type { Queryable } from '#server/db/client.ts';
import { ERROR_CODES } from '#shared/api-error.ts';
import { loungeLabel } from '#shared/constants.ts';
import { localized } from '#shared/localized.ts';
import { badRequest, conflict, type ErrorText } from '#server/http/errors.ts';
import { requireOfferedProducts } from '#server/modules/catalogue/index.ts';
import { assignedLoungeIds, loungesOutsideEdition } from '#server/modules/lounges/index.ts';
import { activeMixDrinkIds, activeProductsById } from './orders.repo.ts';

const distinct = (values: string[]) => [...new Set(values)];

/**
 * What may be ordered, shared by the guest checkout, a guest's change and the back office's manual orders: every
 * product must exist and be active (its price is then read from the row) and be offered by the edition, and every
 * lounge must be one of the customer's. Each caller says with which text to refuse, because a guest and an admin
 * are told differently.
 */
export async function requireOrderableProducts(db: Queryable, edition: { id: string; name: string }, productIds: string[], unavailable: ErrorText) {
  const productsById = await activeProductsById(db, distinct(productIds));
  const missing = distinct(productIds.filter((id) => !productsById.has(id)));
  if (missing.length) throw conflict(unavailable, ERROR_CODES.productUnavailable, { productIds: missing });
  await requireOfferedProducts(db, edition, productsById);
  return productsById;
}

export async function requireOwnLounges(db: Queryable, userId: string, loungeIds: string[], refuse: () => Error) {
  const wanted = distinct(loungeIds);
  const theirs = await assignedLoungeIds(db, userId, wanted);
  if (wanted.some((id) => !theirs.has(id))) throw refuse();
}

/**
 * Every lounge of an order is of the order's edition: a cart kept from last year's shop, or a manual order for last
 * year's lounge, is refused alike (409), naming the lounge and its edition.
 */
export async function requireEditionLounges(db: Queryable, editionId: string, loungeIds: string[]) {
  const [outside] = await loungesOutsideEdition(db, editionId, distinct(loungeIds));
  if (!outside) return;
  const refused = { lounge: loungeLabel(outside), edition: outside.editionName };
  throw conflict(localized('loungeOfOtherEdition', refused), ERROR_CODES.loungeOfOtherEdition, refused);
}

type MixRuleProduct = Parameters<typeof mixDrinkSelectionError>[0] & { id: string };

/**
 * The shop's mix-drink rules (docs/product.md#validation-rules) for every line (400 with the rule's message and the
 * product), then that each chosen drink exists and is active (409 with the caller's `unavailable` text and the
 * missing drink ids).
 */
export async function requireMixDrinkRules(db: Queryable, lines: { product: MixRuleProduct; mixDrinkIds: string[] }[], unavailable: ErrorText) {
  for (const { product, mixDrinkIds } of lines) {
    const problem = mixDrinkSelectionError(product, mixDrinkIds);
    if (problem) throw badRequest(problem, ERROR_CODES.invalidMixDrinks, { productId: product.id });
  }
  const mixIds = distinct(lines.flatMap((l) => l.mixDrinkIds));
  const active = await activeMixDrinkIds(db, mixIds);
  const missing = mixIds.filter((id) => !active.has(id));
  if (missing.length) throw conflict(unavailable, ERROR_CODES.mixDrinkUnavailable, { mixDrinkIds: missing });
}
