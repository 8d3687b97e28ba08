import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/lib/toast.ts';
import { ERROR_CODES } from '#shared/api-error.ts';
import { paths } from '#web/lib/paths.ts';
import { ApiError, errorMessage, isRetryable } from '#web/lib/api-client.ts';
import { useSession } from '#web/features/auth/api/session.ts';
import { mixDrinksQueryKey, productsQueryKey } from '#web/features/catalogue/api/catalogue.ts';
import { stockQueryKey } from '#web/features/catalogue/api/stock.ts';
import { myLoungesQueryKey } from '#web/features/lounges/api/my-lounges.ts';
import { myOrdersQueryKey } from '#web/features/orders/api/my-orders.ts';
import { useCheckout } from './api/checkout.ts';
import { useCart } from './api/cart-context.tsx';
import { toCheckoutItems } from './cart-logic.ts';
import { t } from '#web/lib/i18n/i18n.ts';

 /** After checkout and the balance refresh, wait 3.5 s, then clear the cart (docs/product.md#business-constants). */
export const CLEAR_CART_DELAY_MS = 3500;

/** The checkout's messages (docs/product.md#messages). */
export function checkoutErrorMessage(error: unknown) {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return t('placeOrderFailed');
  if (error.code === ERROR_CODES.insufficientFunds) {
    const { current, required } = (error.details ?? {}) as { current?: number; required?: number };
    return current !== undefined && required !== undefined ? t('insufficientBalance', { current, required }) : errorMessage(error, t('placeOrderFailed'));
  }
  if (error.code === ERROR_CODES.userNotFound) return t('userNotFound');
  return t('checkoutFailed', { error: errorMessage(error, t('unexpectedError')) });
}

// randomUUID exists only in secure contexts; a shop reached over plain http on a LAN still needs keys.
function newIdempotencyKey() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function usePlaceOrder() {
  const { items, clearCart } = useCart();
  const { refresh } = useSession();
  const checkout = useCheckout();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [processing, setProcessing] = useState(false);
  // The order the server accepted, shown during the wait before the cart is cleared.
  const [placedOrderId, setPlacedOrderId] = useState<string | null>(null);
  // One key per attempt at this cart: a retry after a lost answer reuses it, so it cannot order twice.
  const attempt = useRef<{ key: string; cart: string } | null>(null);

  const placeOrder = async () => {
    const lines = toCheckoutItems(items);
    const cart = JSON.stringify(lines);
    if (attempt.current?.cart !== cart) attempt.current = { key: newIdempotencyKey(), cart };
    setProcessing(true);
    try {
      const { order } = await checkout.mutateAsync({ items: lines, idempotencyKey: attempt.current.key });
      setPlacedOrderId(order.id);
    } catch (error) {
      setProcessing(false);
      const unanswered = !(error instanceof ApiError) || error.status === 0 || isRetryable(error);
      if (!unanswered) attempt.current = null;
      toast.error(checkoutErrorMessage(error));
      refreshAfterRefusal(error);
      return;
    }
    await refresh();
    await wait(CLEAR_CART_DELAY_MS);
    clearCart();
    attempt.current = null;
    await queryClient.invalidateQueries({ queryKey: myOrdersQueryKey });
    void queryClient.invalidateQueries({ queryKey: stockQueryKey });
    toast.success(t('orderPlaced'));
    setProcessing(false);
    setPlacedOrderId(null);
    navigate(paths.orders);
  };

  /** A refusal often means the page knew something stale: reload what the server disagreed with. */
  const refreshAfterRefusal = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    if (error.code === ERROR_CODES.insufficientFunds) void refresh();
    if (error.code === ERROR_CODES.loungeNotAssigned) void queryClient.invalidateQueries({ queryKey: myLoungesQueryKey });
    const stockCodes: string[] = [ERROR_CODES.outOfStock, ERROR_CODES.guestLimitReached];
    if (stockCodes.includes(error.code)) void queryClient.invalidateQueries({ queryKey: stockQueryKey });
    const catalogueCodes: string[] = [ERROR_CODES.productUnavailable, ERROR_CODES.priceChanged, ERROR_CODES.mixDrinkUnavailable];
    if (catalogueCodes.includes(error.code)) {
      void queryClient.invalidateQueries({ queryKey: productsQueryKey });
      void queryClient.invalidateQueries({ queryKey: mixDrinksQueryKey });
    }
  };

  return { placeOrder, processing, placedOrderId };
}
