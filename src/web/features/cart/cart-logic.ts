/** Pure cart rules from docs/product.md#cart-behaviour, kept apart from React so they are easy to test. */
import { CATEGORY_TYPES, type CategoryType } from '#shared/constants.ts';
import { MAX_LINE_QUANTITY } from '#shared/cart-limits.ts';
import type { CheckoutItem } from '#shared/schemas/orders.ts';

export type CartMixDrink = { id: string; name: string };

export type CartItem = {
  product: { id: string; name: string; tokenPrice: number; imageUrl?: string | null; photoHash?: string | null; categoryType?: CategoryType };
  quantity: number;
  selectedLoungeId: string;
  mixDrinks?: CartMixDrink[];
};

export type NewCartItem = Omit<CartItem, 'quantity'>;

const mixIds = (item: Pick<CartItem, 'mixDrinks'>) => (item.mixDrinks ?? []).map((m) => m.id);

/** Same set of mix drinks: same count and the same ids, in any order. */
const sameMixDrinks = (a: string[], b: string[]) => {
  if (a.length !== b.length) return false;
  const ids = new Set(a);
  return b.every((id) => ids.has(id));
};

const sameLine = (a: NewCartItem, b: NewCartItem) =>
  a.product.id === b.product.id && a.selectedLoungeId === b.selectedLoungeId && sameMixDrinks(mixIds(a), mixIds(b));

/** A stable identity for a line: what the merge rule compares. */
export const lineKey = (item: NewCartItem) => [item.product.id, item.selectedLoungeId, ...[...mixIds(item)].sort()].join('|');

const capped = (quantity: number) => Math.min(quantity, MAX_LINE_QUANTITY);

/**
 * Adding merges into the line with the same product, lounge and mix drinks and grows it by the added amount; anything
 * else becomes a new line with quantity 1 (docs/product.md#cart-behaviour). A line never exceeds what one checkout line
 * may carry.
 */
export function addItem(items: CartItem[], item: NewCartItem, quantity = 1): CartItem[] {
  const index = items.findIndex((line) => sameLine(line, item));
  if (index === -1) return [...items, { ...item, quantity: 1 }];
  return items.map((line, i) => (i === index ? { ...line, quantity: capped(line.quantity + Math.max(quantity, 0)) } : line));
}

/** Setting 0 or less removes the line. */
export function setQuantity(items: CartItem[], index: number, quantity: number): CartItem[] {
  if (quantity <= 0) return removeItem(items, index);
  return items.map((line, i) => (i === index ? { ...line, quantity: capped(Math.floor(quantity)) } : line));
}

export const removeItem = (items: CartItem[], index: number) => items.filter((_, i) => i !== index);

export const itemCount = (items: CartItem[]) => items.reduce((sum, line) => sum + line.quantity, 0);

export const totalTokens = (items: CartItem[]) => items.reduce((sum, line) => sum + line.product.tokenPrice * line.quantity, 0);

/** The checkout body's lines; the price is sent only so the server can tell the guest it changed. */
export const toCheckoutItems = (items: CartItem[]): CheckoutItem[] =>
  items.map((line) => ({
    productId: line.product.id,
    quantity: line.quantity,
    loungeId: line.selectedLoungeId,
    tokenPrice: line.product.tokenPrice,
    ...(line.mixDrinks?.length ? { mixDrinkIds: mixIds(line) } : {}),
  }));

export type Catalogue = {
  products: { id: string; name: string; tokenPrice: number; imageUrl: string | null; photoHash?: string | null; categoryType: CategoryType }[];
  mixDrinkIds: Set<string>;
  /** The mix drinks' names as the shop now shows them (in the active language), by id; lines take them. */
  mixDrinkNames?: Map<string, string>;
  loungeIds: Set<string>;
};

/**
 * Brings a stored cart up to date with the shop (docs/product.md#the-cart-lives-in-the-browser): current names (in the
 * active language, docs/decisions/045), prices and images; lines whose product or mix drink went inactive, or whose lounge is no longer the guest's, go.
 */
export function reconcile(items: CartItem[], catalogue: Catalogue): { items: CartItem[]; removed: number } {
  const products = new Map(catalogue.products.map((p) => [p.id, p]));
  const kept: CartItem[] = [];
  for (const line of items) {
    const product = products.get(line.product.id);
    const usable = product && catalogue.loungeIds.has(line.selectedLoungeId) && mixIds(line).every((id) => catalogue.mixDrinkIds.has(id));
    if (!usable) continue;
    const { id, name, tokenPrice, imageUrl, photoHash, categoryType } = product;
    const fresh = { id, name, tokenPrice, imageUrl, photoHash, categoryType };
    const unchanged = (Object.keys(fresh) as (keyof typeof fresh)[]).every((k) => line.product[k] === fresh[k]);
    const mixDrinks = line.mixDrinks?.map((m) => ({ id: m.id, name: catalogue.mixDrinkNames?.get(m.id) ?? m.name }));
    const mixesUnchanged = (mixDrinks ?? []).every((m, i) => m.name === line.mixDrinks?.[i]?.name);
    kept.push(unchanged && mixesUnchanged ? line : { ...line, product: fresh, ...(mixDrinks ? { mixDrinks } : {}) });
  }
  const removed = items.length - kept.length;
  return { items: removed === 0 && kept.every((line, i) => line === items[i]) ? items : kept, removed };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
const isCategoryType = (value: unknown): value is CategoryType => (CATEGORY_TYPES as readonly unknown[]).includes(value);

/** One stored line, rebuilt field by field so that nothing unknown survives; null when it does not fit. */
function parseLine(line: unknown): CartItem | null {
  if (!isObject(line) || !isObject(line.product)) return null;
  const { id, name, tokenPrice, imageUrl, photoHash, categoryType } = line.product;
  const { quantity, selectedLoungeId, mixDrinks } = line;
  if (typeof id !== 'string' || typeof name !== 'string' || !isInt(tokenPrice, 0)) return null;
  const optionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';
  if (!optionalText(imageUrl) || !optionalText(photoHash)) return null;
  if (categoryType !== undefined && !isCategoryType(categoryType)) return null;
  if (!isInt(quantity, 1, MAX_LINE_QUANTITY) || typeof selectedLoungeId !== 'string') return null;
  if (mixDrinks !== undefined && !Array.isArray(mixDrinks)) return null;
  const mixes = mixDrinks?.map((m) => (isObject(m) && typeof m.id === 'string' && typeof m.name === 'string' ? { id: m.id, name: m.name } : null));
  if (mixes?.includes(null)) return null;
  return {
    product: {
      id,
      name,
      tokenPrice,
      ...(imageUrl !== undefined ? { imageUrl: imageUrl as string | null } : {}),
      ...(photoHash !== undefined ? { photoHash: photoHash as string | null } : {}),
      ...(categoryType ? { categoryType } : {}),
    },
    quantity,
    selectedLoungeId,
    ...(mixes ? { mixDrinks: mixes as CartMixDrink[] } : {}),
  };
}

/**
 * Whatever sits in storage (old versions, hand edits) is only trusted after it parses; one bad line
 * drops the whole cart. Checked by hand rather than with zod, which the shop's first load must not carry.
 */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const lines = parsed.map(parseLine);
    return lines.includes(null) ? [] : (lines as CartItem[]);
  } catch {
    return [];
  }
}
