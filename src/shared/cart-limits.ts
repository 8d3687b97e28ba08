/**
 * Order limits and which products take mix drinks, shared by the shop in the browser and the checkout on the
 * server. Imports no texts and no zod on purpose: the shop page's first visit runs these, and the message table
 * (messages.ts) and schema library stay out of its JavaScript (cart-rules.ts re-exports them with the rule texts).
 */
import type { CategoryType } from './constants.ts';

export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 99;
export const MAX_MIX_CHOICES = 10;
export type MixRuleProduct = { categoryType: CategoryType; maxMixChoices: number };

/** Only bottles carry free mix drinks (docs/product.md#entities: max_mix_choices is meaningful for bottles). */
export const takesMixDrinks = (product: MixRuleProduct) => product.categoryType === 'bottle' && product.maxMixChoices > 0;
