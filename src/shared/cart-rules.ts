/**
 * Order limits and the mix-drink rule shared by the shop in the browser and the checkout on the server.
 * Free of zod on purpose: the shop page imports these at runtime and must not pull a schema library
 * into the first visit's JavaScript (the schemas in schemas/orders.ts and schemas/shop.ts re-export them).
 */
import type { CategoryType } from './constants.ts';
import { localized, type Localized } from './localized.ts';
import { msg } from './messages.ts';

export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 99;
export const MAX_MIX_CHOICES = 10;
type MixRuleProduct = { categoryType: CategoryType; maxMixChoices: number };

/** Only bottles carry free mix drinks (SPEC §3: max_mix_choices is meaningful for bottles). */
export const takesMixDrinks = (product: MixRuleProduct) => product.categoryType === 'bottle' && product.maxMixChoices > 0;

/**
 * The mix-drink rules of SPEC §5, shared by the chooser in the browser and the checkout on the server:
 * no duplicates, at most max_mix_choices different drinks, at least one for bottles that take them,
 * none for anything else. Returns the message to show (its text, key and figures), or null when the selection is valid.
 */
export function mixDrinkSelectionError(product: MixRuleProduct & { name: string }, mixDrinkIds: readonly string[]): Localized | null {
  if (!takesMixDrinks(product)) return mixDrinkIds.length > 0 ? localized('mixDrinksNotIncluded', { product: product.name }) : null;
  if (new Set(mixDrinkIds).size !== mixDrinkIds.length) return { key: 'mixDrinkAlreadySelected', text: msg.mixDrinkAlreadySelected };
  if (mixDrinkIds.length > product.maxMixChoices) return localized('tooManyMixDrinks', { n: product.maxMixChoices });
  if (mixDrinkIds.length === 0) return localized('mixDrinkRequired', { product: product.name });
  return null;
}
