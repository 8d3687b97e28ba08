/**
 * The mix-drink rule shared by the shop's schemas and the checkout on the server, with its texts; the limits
 * and takesMixDrinks live in cart-limits.ts (free of texts, for the shop's first visit) and are re-exported here.
 */
import { takesMixDrinks, type MixRuleProduct } from './cart-limits.ts';
import { localized, type Localized } from './localized.ts';
import { msg } from './messages.ts';

export { MAX_LINE_QUANTITY, MAX_MIX_CHOICES, MAX_ORDER_LINES, takesMixDrinks } from './cart-limits.ts';

/**
 * The mix-drink rules (docs/product.md#validation-rules), shared by the chooser in the browser and the checkout on the
 * server: no duplicates, at most max_mix_choices different drinks, at least one for bottles that take them, none for
 * anything else. Returns the message to show (its text, key and figures), or null when the selection is valid.
 */
export function mixDrinkSelectionError(product: MixRuleProduct & { name: string }, mixDrinkIds: readonly string[]): Localized | null {
  if (!takesMixDrinks(product)) return mixDrinkIds.length > 0 ? localized('mixDrinksNotIncluded', { product: product.name }) : null;
  if (new Set(mixDrinkIds).size !== mixDrinkIds.length) return { key: 'mixDrinkAlreadySelected', text: msg.mixDrinkAlreadySelected };
  if (mixDrinkIds.length > product.maxMixChoices) return localized('tooManyMixDrinks', { n: product.maxMixChoices });
  if (mixDrinkIds.length === 0) return localized('mixDrinkRequired', { product: product.name });
  return null;
}
