/** Pure cart rules from SPEC §4, kept apart from React so they are easy to test. */
import { z } from 'zod';
import { CATEGORY_TYPES, type CategoryType } from '#shared/constants.ts';
import { MAX_LINE_QUANTITY, type CheckoutItem } from '#shared/schemas/orders.ts';

export type CartMixDrink = { id: string; name: string };

export type CartItem = {
  product: { id: string; name: string; tokenPrice: number; imageUrl?: string | null; categoryType?: CategoryType };
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
 * Adding merges into the line with the same product, lounge and mix drinks and grows it by the added
 * amount; anything else becomes a new line with quantity 1 (SPEC §4). A line never exceeds what one
 * checkout line may carry.
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
  products: { id: string; name: string; tokenPrice: number; imageUrl: string | null; categoryType: CategoryType }[];
  mixDrinkIds: Set<string>;
  loungeIds: Set<string>;
};

/**
 * Brings a stored cart up to date with the shop (DESIGN §6.7): current names, prices and images;
 * lines whose product or mix drink went inactive, or whose lounge is no longer the guest's, go.
 */
export function reconcile(items: CartItem[], catalogue: Catalogue): { items: CartItem[]; removed: number } {
  const products = new Map(catalogue.products.map((p) => [p.id, p]));
  const kept: CartItem[] = [];
  for (const line of items) {
    const product = products.get(line.product.id);
    const usable = product && catalogue.loungeIds.has(line.selectedLoungeId) && mixIds(line).every((id) => catalogue.mixDrinkIds.has(id));
    if (!usable) continue;
    const { id, name, tokenPrice, imageUrl, categoryType } = product;
    const fresh = { id, name, tokenPrice, imageUrl, categoryType };
    const unchanged = (Object.keys(fresh) as (keyof typeof fresh)[]).every((k) => line.product[k] === fresh[k]);
    kept.push(unchanged ? line : { ...line, product: fresh });
  }
  const removed = items.length - kept.length;
  return { items: removed === 0 && kept.every((line, i) => line === items[i]) ? items : kept, removed };
}

const storedCart = z.array(
  z.object({
    product: z.object({
      id: z.string(),
      name: z.string(),
      tokenPrice: z.number().int().min(0),
      imageUrl: z.string().nullable().optional(),
      categoryType: z.enum(CATEGORY_TYPES).optional(),
    }),
    quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
    selectedLoungeId: z.string(),
    mixDrinks: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
  }),
);

/** Whatever sits in storage (old versions, hand edits) is only trusted after it parses. */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const parsed = storedCart.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
