import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { shortId } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import { paths } from '#web/app/paths.ts';
import { buttonClasses } from '#web/components/ui/button-styles.ts';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { useSession } from '#web/features/auth/api/session.ts';
import { usePublicSettings } from '#web/features/settings/api/public-settings.ts';
import { useMyLounges } from '#web/features/shop/api/my-lounges.ts';
import { PreorderEnded } from '#web/features/shop/countdown.tsx';
import { useDeadlinePassed } from '#web/features/shop/deadline.ts';
import { loungeWithDay } from '#web/features/shop/lounge-format.ts';
import { useCart } from './cart-context.tsx';
import { lineKey } from './cart-logic.ts';
import { CartLine } from './cart-line.tsx';
import { CartSummary } from './cart-summary.tsx';
import { usePlaceOrder } from './place-order.ts';

export function CartPage() {
  const { profile } = useSession();
  const { items, itemCount, totalTokens, updateQuantity, removeItem } = useCart();
  const lounges = useMyLounges();
  const settings = usePublicSettings();
  const closed = useDeadlinePassed(settings.data ? new Date(settings.data.preorderDeadline) : undefined);
  const { placeOrder, processing } = usePlaceOrder();

  const loungeName = (id: string) => {
    const lounge = lounges.data?.find((l) => l.id === id);
    return lounge ? loungeWithDay(lounge) : `Lounge ${shortId(id)}`;
  };

  if (items.length === 0) {
    return (
      <>
        <PageHeader title="Your Cart" />
        <section className="flex flex-col items-center gap-3 rounded-xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200">
          <ShoppingCart aria-hidden="true" className="size-10 text-slate-400" />
          <h2 className="text-lg font-semibold">{msg.cartEmpty}</h2>
          <Link to={paths.shop} className={buttonClasses()}>
            {msg.continueShopping}
          </Link>
        </section>
      </>
    );
  }

  return (
    <>
      <PageHeader title="Your Cart" description="Review your items before placing the order." />
      {closed && settings.data && (
        <div className="mb-4">
          <PreorderEnded contactEmail={settings.data.contactEmail} />
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section aria-labelledby="cart-items-heading">
          <h2 id="cart-items-heading" className="sr-only">
            Cart items
          </h2>
          <ul className="flex flex-col gap-3">
            {items.map((item, index) => (
              <CartLine
                key={lineKey(item)}
                item={item}
                loungeName={loungeName(item.selectedLoungeId)}
                onQuantity={(quantity) => updateQuantity(index, quantity)}
                onRemove={() => removeItem(index)}
              />
            ))}
          </ul>
        </section>
        <CartSummary
          itemCount={itemCount}
          totalTokens={totalTokens}
          balance={profile ? profile.tokenBalance : null}
          processing={processing}
          closed={closed}
          onPlaceOrder={() => void placeOrder()}
        />
      </div>
    </>
  );
}
