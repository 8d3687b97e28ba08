import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { shortId } from '#shared/constants.ts';
import { paths } from '#web/lib/paths.ts';
import { buttonClasses } from '#web/components/ui/button-styles.ts';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { EmptyState } from '#web/components/ui/states.tsx';
import { useSession } from '#web/features/auth/api/session.ts';
import { useMyLounges } from '#web/features/lounges/api/my-lounges.ts';
import { usePreorderWindow } from '#web/features/settings/api/preorder-window.ts';
import { PreorderEnded, PreorderUnknown } from '#web/components/preorder-notices.tsx';
import { loungeWithDay } from '#web/lib/format.ts';
import { useCart } from './api/cart-context.tsx';
import { lineKey, type CartItem } from './cart-logic.ts';
import { unitsLeft, useStock } from '#web/features/catalogue/api/stock.ts';
import { CartLine } from './cart-line.tsx';
import { CartSummary, CartTotalBar } from './cart-summary.tsx';
import { usePlaceOrder } from './place-order.ts';
import { t } from '#web/lib/i18n/i18n.ts';

export function CartPage() {
  const { profile } = useSession();
  const { items, itemCount, totalTokens, updateQuantity, removeItem } = useCart();
  const lounges = useMyLounges();
  const { settings, ended, canOrder } = usePreorderWindow();
  const { placeOrder, processing, placedOrderId } = usePlaceOrder();

  const stock = useStock();
  const stockWarning = (item: CartItem) => {
    const day = lounges.data?.find((l) => l.id === item.selectedLoungeId)?.day;
    const left = unitsLeft(stock.data, item.product.id, day);
    if (left === null) return null;
    // Lines differing only in mix drinks share the product's units of that day.
    const asked = items
      .filter((i) => i.product.id === item.product.id && lounges.data?.find((l) => l.id === i.selectedLoungeId)?.day === day)
      .reduce((sum, i) => sum + i.quantity, 0);
    return asked > left ? (left === 0 ? t('soldOut') : t('cartExceedsStock', { left })) : null;
  };

  const loungeName = (id: string) => {
    const lounge = lounges.data?.find((l) => l.id === id);
    return lounge ? loungeWithDay(lounge) : t('common.loungeId', { id: shortId(id) });
  };

  if (items.length === 0) {
    return (
      <>
        <PageHeader title={t('cart.title')} />
        <EmptyState
          icon={ShoppingCart}
          title={t('cartEmpty')}
          action={
            <Link to={paths.shop} className={buttonClasses()}>
              {t('continueShopping')}
            </Link>
          }
        >
          {t('cart.emptyText')}
        </EmptyState>
      </>
    );
  }

  const order = {
    totalTokens,
    balance: profile ? profile.tokenBalance : null,
    processing,
    placedOrderId,
    closed: !canOrder,
    onPlaceOrder: () => void placeOrder(),
  };

  return (
    <>
      <PageHeader title={t('cart.title')} description={t('cart.description')} />
      {ended && settings.data && (
        <div className="mb-4">
          <PreorderEnded contactEmail={settings.data.contactEmail} />
        </div>
      )}
      {settings.isError && !settings.data && (
        <div className="mb-4">
          <PreorderUnknown onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section aria-labelledby="cart-items-heading">
          <h2 id="cart-items-heading" className="sr-only">
            {t('cart.items')}
          </h2>
          <ul className="flex flex-col gap-3">
            {items.map((item, index) => (
              <CartLine
                key={lineKey(item)}
                item={item}
                loungeName={loungeName(item.selectedLoungeId)}
                onQuantity={(quantity) => updateQuantity(index, quantity)}
                onRemove={() => removeItem(index)}
                frozen={processing}
                stockWarning={stockWarning(item)}
              />
            ))}
          </ul>
        </section>
        <CartTotalBar {...order} />
        <CartSummary itemCount={itemCount} {...order} />
      </div>
    </>
  );
}
