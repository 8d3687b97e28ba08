import { Link } from 'react-router';
import { CircleCheck, Coins } from 'lucide-react';
import { paths } from '#web/lib/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { buttonClasses } from '#web/components/ui/button-styles.ts';
import { Notice } from '#web/components/ui/notice.tsx';
import { formatNumber, orderNumber } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';

type Props = {
  itemCount: number;
  totalTokens: number;
  /** Null when nobody is signed in. */
  balance: number | null;
  processing: boolean;
  /**
   * Set once the server has accepted the order, during the wait before the cart clears
   * (docs/product.md#business-constants).
   */
  placedOrderId: string | null;
  /** Ordering is not possible now: the deadline has passed or is not known. */
  closed: boolean;
  onPlaceOrder(): void;
};

type OrderState = Pick<Props, 'totalTokens' | 'balance' | 'processing' | 'placedOrderId' | 'closed'>;

function placeState({ totalTokens, balance, processing, placedOrderId, closed }: OrderState) {
  // Once the order is placed the refreshed balance no longer has to cover this cart.
  const short = !placedOrderId && balance !== null && balance < totalTokens;
  // Disabled with no profile, while processing, or when the balance is short (docs/product.md#validation-rules).
  return { short, disabled: balance === null || processing || short || closed };
}

function PlaceOrderButton({ processing, disabled, onClick, className }: { processing: boolean; disabled: boolean; onClick(): void; className: string }) {
  return (
    <Button size="lg" fullWidth className={className} onClick={onClick} disabled={disabled} busy={processing}>
      {processing ? t('cart.processing') : t('placeOrder')}
    </Button>
  );
}

/**
 * Phones: the total and Place Order stay at the foot of the screen while the guest scrolls through the
 * cart (the summary's own button is hidden there, so the page has one Place Order at every width).
 */
export function CartTotalBar(props: OrderState & { onPlaceOrder(): void }) {
  const { disabled } = placeState(props);
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex items-center gap-4 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgb(15_23_42/0.06)] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden">
      <p className="flex shrink-0 flex-col text-sm leading-tight">
        <span className="text-slate-600">{t('common.total')}</span>
        <span className="text-base font-bold tabular-nums">{t('common.tokens', { tokens: props.totalTokens })}</span>
      </p>
      <PlaceOrderButton processing={props.processing} disabled={disabled} onClick={props.onPlaceOrder} className="flex-1" />
    </div>
  );
}

export function CartSummary({ itemCount, totalTokens, balance, processing, placedOrderId, closed, onPlaceOrder }: Props) {
  const { short, disabled } = placeState({ totalTokens, balance, processing, placedOrderId, closed });
  return (
    <section aria-labelledby="summary-heading" className="card p-5 lg:sticky lg:top-24">
      <h2 id="summary-heading" className="text-lg font-semibold text-slate-900">
        {t('cart.summary')}
      </h2>
      <dl className="mt-4 flex flex-col gap-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('cart.totalItems')}</dt>
          <dd className="font-medium tabular-nums">{formatNumber(itemCount)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base">
          <dt className="font-semibold">{t('cart.totalTokens')}</dt>
          <dd className="font-bold tabular-nums">{formatNumber(totalTokens)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="flex items-center gap-1.5 text-slate-600">
            <Coins aria-hidden="true" className="size-4" />
            {t('cart.yourBalance')}
          </dt>
          <dd className={short ? 'font-semibold text-danger-fg tabular-nums' : 'font-medium tabular-nums'}>
            {balance === null ? '—' : formatNumber(balance)}
          </dd>
        </div>
      </dl>
      {placedOrderId && (
        <Notice tone="success" icon={CircleCheck} role="status" className="mt-4">
          <p className="font-semibold">{t('cart.orderPlacedTitle')}</p>
          <p>{t('cart.orderPlacedText', { number: orderNumber(placedOrderId) })}</p>
        </Notice>
      )}
      {short && balance !== null && (
        <Notice tone="danger" className="mt-4">
          <p>{t('cart.needMore', { tokens: totalTokens - balance })}</p>
          <Link to={paths.tokens} className="mt-1 inline-flex min-h-11 items-center font-semibold underline sm:min-h-0">
            {t('buyMoreTokens')}
          </Link>
        </Notice>
      )}
      {balance === null && (
        <p className="mt-4 text-sm text-slate-600">
          <Link to={paths.login} className="font-semibold text-brand-700 underline">
            {t('cart.signIn')}
          </Link>{' '}
          {t('cart.toPlaceOrder')}
        </p>
      )}
      <PlaceOrderButton processing={processing} disabled={disabled} onClick={onPlaceOrder} className="mt-5 max-lg:hidden" />
      <Link to={paths.shop} className={`${buttonClasses({ variant: 'ghost', fullWidth: true })} mt-2`}>
        {t('continueShopping')}
      </Link>
    </section>
  );
}
