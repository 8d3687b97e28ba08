import { MAX_LINE_QUANTITY } from '#shared/cart-rules.ts';
import type { AdminProduct } from '#shared/schemas/admin-catalogue.ts';
import type { ManualOrderBody } from '#shared/schemas/admin-orders.ts';
import type { MixDrink } from '#shared/schemas/shop.ts';

/** A line's delivery: a lounge id, the explicit "no lounge" choice, or not chosen yet (the order cannot be sent). */
export const NO_LOUNGE = 'none';
export const UNCHOSEN = '';

export type ManualLine = { key: number; product: AdminProduct; quantity: number; lounge: string; mixDrinks: MixDrink[] };

const sameDrinks = (a: MixDrink[], b: MixDrink[]) => a.length === b.length && a.every((d) => b.some((o) => o.id === d.id));

let nextKey = 0;

/**
 * Adds one unit as the cart does (docs/product.md#cart-behaviour): into the line with the same product, lounge and set
 * of mix drinks, otherwise as a new line, so one product can go to two lounges or with two sets of drinks. Answers the
 * lines and the key of the line that took the unit (the dialog shows it).
 */
export function addUnit(lines: ManualLine[], product: AdminProduct, lounge: string, mixDrinks: MixDrink[]): { lines: ManualLine[]; key: number } {
  const same = lines.find((l) => l.product.id === product.id && l.lounge === lounge && sameDrinks(l.mixDrinks, mixDrinks));
  if (!same) {
    const line = { key: nextKey++, product, quantity: 1, lounge, mixDrinks };
    return { lines: [...lines, line], key: line.key };
  }
  return { lines: lines.map((l) => (l === same ? { ...l, quantity: Math.min(l.quantity + 1, MAX_LINE_QUANTITY) } : l)), key: same.key };
}

/** A quantity of 0 or less removes the line (docs/product.md#cart). */
export function setQuantity(lines: ManualLine[], key: number, quantity: number): ManualLine[] {
  if (quantity <= 0) return lines.filter((l) => l.key !== key);
  return lines.map((l) => (l.key === key ? { ...l, quantity: Math.min(quantity, MAX_LINE_QUANTITY) } : l));
}

export const updateLine = (lines: ManualLine[], key: number, change: Partial<Pick<ManualLine, 'lounge' | 'mixDrinks'>>) =>
  lines.map((l) => (l.key === key ? { ...l, ...change } : l));

/** The request body's lines; `withoutLounge` is sent only for the admin's explicit choice. */
export const toItems = (lines: ManualLine[]): ManualOrderBody['items'] =>
  lines.map((l) => ({
    productId: l.product.id,
    quantity: l.quantity,
    ...(l.lounge === NO_LOUNGE ? { withoutLounge: true } : { loungeId: l.lounge }),
    ...(l.mixDrinks.length > 0 ? { mixDrinkIds: l.mixDrinks.map((d) => d.id) } : {}),
  }));
