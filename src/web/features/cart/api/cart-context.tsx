import { createContext, useCallback, useContext, useEffect, useEffectEvent, useMemo, useState, type ReactNode } from 'react';
import { toast } from '#web/lib/toast.ts';
import { useSession } from '#web/features/auth/api/session.ts';
import { useMixDrinks, useProducts } from '#web/features/catalogue/api/catalogue.ts';
import { useMyLounges } from '#web/features/lounges/api/my-lounges.ts';
import * as cart from '#web/features/cart/cart-logic.ts';
import type { CartItem, NewCartItem } from '#web/features/cart/cart-logic.ts';
import { cartStorageKey, loadCart, saveCart } from '#web/features/cart/cart-storage.ts';
import { t } from '#web/lib/i18n/i18n.ts';

type CartContextValue = {
  items: CartItem[];
  itemCount: number;
  totalTokens: number;
  addItem: (item: NewCartItem, quantity?: number) => void;
  removeItem: (index: number) => void;
  updateQuantity: (index: number, quantity: number) => void;
  clearCart: () => void;
};

const CartContext = createContext<CartContextValue | null>(null);

type CartState = { userId: string | null; items: CartItem[] };

/** One empty cart for every render without one, so what depends on the items does not change each time. */
const NO_ITEMS: CartItem[] = [];

export function CartProvider({ children }: { children: ReactNode }) {
  const { profile } = useSession();
  const userId = profile?.id ?? null;
  const [state, setState] = useState<CartState>(() => ({ userId, items: loadCart(userId) }));
  // Another account signed in (or out): switch to that account's cart during this same render.
  if (state.userId !== userId) setState({ userId, items: loadCart(userId) });
  const items = state.userId === userId ? state.items : NO_ITEMS;
  const update = useCallback(
    (change: (current: CartItem[]) => CartItem[]) => setState((current) => ({ ...current, items: change(current.items) })),
    [],
  );

  useEffect(() => {
    if (state.userId) saveCart(state.userId, state.items);
  }, [state]);

  // Another tab changed this account's cart.
  useEffect(() => {
    if (!userId) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === cartStorageKey(userId)) setState({ userId, items: loadCart(userId) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [userId]);

  useReconcile(items, update);

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      itemCount: cart.itemCount(items),
      totalTokens: cart.totalTokens(items),
      addItem: (item, quantity) => update((current) => cart.addItem(current, item, quantity)),
      removeItem: (index) => update((current) => cart.removeItem(current, index)),
      updateQuantity: (index, quantity) => update((current) => cart.setQuantity(current, index, quantity)),
      clearCart: () => update(() => []),
    }),
    [items, update],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/**
 * Keeps a stored cart true to the shop (docs/product.md#the-cart-lives-in-the-browser): once products, mix drinks and
 * lounges are known, lines that can no longer be ordered go, with a notice, and prices follow the catalogue.
 */
function useReconcile(items: CartItem[], update: (change: (current: CartItem[]) => CartItem[]) => void) {
  const hasItems = items.length > 0;
  const products = useProducts({ enabled: hasItems });
  const mixDrinks = useMixDrinks({ enabled: hasItems });
  const lounges = useMyLounges();
  const ready = hasItems && products.data && mixDrinks.data && lounges.data;

  // Reads the cart as it is when the catalogue or the lounges change, without running on every cart edit.
  const reconcile = useEffectEvent((catalogue: Parameters<typeof cart.reconcile>[1]) => {
    const { removed } = cart.reconcile(items, catalogue);
    update((current) => cart.reconcile(current, catalogue).items);
    if (removed > 0) toast.error(t('cartItemsRemoved'), { id: 'cart-items-removed' });
  });
  useEffect(() => {
    if (!ready) return;
    reconcile({
      products: products.data!,
      mixDrinkIds: new Set(mixDrinks.data!.map((m) => m.id)),
      mixDrinkNames: new Map(mixDrinks.data!.map((m) => [m.id, m.name])),
      loungeIds: new Set(lounges.data!.map((l) => l.id)),
    });
  }, [ready, products.data, mixDrinks.data, lounges.data]);
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used within a CartProvider');
  return value;
}
