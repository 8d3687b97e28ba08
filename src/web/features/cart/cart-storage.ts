import { parseStoredCart, type CartItem } from './cart-logic.ts';

/**
 * One cart per account on this browser (docs/product.md#the-cart-lives-in-the-browser), so a shared computer never
 * mixes two guests' carts.
 */
export const cartStorageKey = (userId: string) => `lounge-preorder:cart:${userId}`;

export function loadCart(userId: string | null): CartItem[] {
  if (!userId) return [];
  try {
    return parseStoredCart(window.localStorage.getItem(cartStorageKey(userId)));
  } catch {
    // Storage can be disabled (privacy modes); the cart then lives only in memory.
    return [];
  }
}

export function saveCart(userId: string, items: CartItem[]) {
  try {
    if (items.length === 0) window.localStorage.removeItem(cartStorageKey(userId));
    else window.localStorage.setItem(cartStorageKey(userId), JSON.stringify(items));
  } catch {
    // Full or disabled storage: the cart still works until the page reloads.
  }
}
