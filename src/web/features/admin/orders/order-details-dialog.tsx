import type { ReactNode } from 'react';
import { Armchair, Check, RotateCcw, Sparkles, Truck, X } from 'lucide-react';
import { shortId } from '#shared/constants.ts';
import type { AdminOrder, AdminOrderItem } from '#shared/schemas/admin-orders.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { useAdminOrder } from '#web/features/admin/orders/api/orders.ts';
import { EmailText } from '#web/components/ui/email-text.tsx';
import { formatDateTime, formatNumber, formatTime, formatWeekday, loungeWithDay, orderNumber } from '#web/lib/format.ts';
import { OrderDeliveryNote } from '#web/components/order-delivery-note.tsx';
import { t } from '#web/lib/i18n/i18n.ts';
import { canComplete, canRefund } from './order-rules.ts';
import { OrderStatusBadge } from '#web/components/ui/status-badge.tsx';
import type { OrderAction } from './use-order-actions.tsx';

/** Who did what to the order (docs/decisions/044): the guest in the shop, or an admin. */
const HISTORY_TEXT = { cancelled: 'admin.orders.historyCancelled', refunded: 'admin.orders.historyRefunded', changed: 'admin.orders.historyChanged' } as const;
const BY_TEXT = { guest: 'admin.orders.byGuest', admin: 'admin.orders.byAdmin' } as const;

/** The lounge an item goes to, or why there is none (docs/product.md#back-office-orders). */
function loungeText(item: AdminOrderItem) {
  if (item.lounge) return loungeWithDay(item.lounge);
  if (item.loungeMissing && item.loungeId) return t('loungeDataNotFound', { loungeId: shortId(item.loungeId) });
  return t('noLoungeAssigned');
}

function ItemRow({ item }: { item: AdminOrderItem }) {
  return (
    <li className="flex gap-3 py-3">
      <ProductImage imageUrl={item.imageUrl} photoHash={item.photoHash} categoryType={item.categoryType} className="size-14 shrink-0 rounded-lg" />
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        <p className="font-medium break-words text-slate-900">{item.productName}</p>
        <p className="text-slate-700 tabular-nums">
          {t('admin.orders.quantityTimesPrice', { quantity: formatNumber(item.quantity), price: formatNumber(item.tokenPrice) })}{' '}
          <span className="font-semibold">{t('common.tokens', { tokens: formatNumber(item.quantity * item.tokenPrice) })}</span>
        </p>
        <p className={item.loungeMissing ? 'flex items-center gap-1.5 text-danger-fg' : 'flex items-center gap-1.5 text-slate-600'}>
          <Armchair aria-hidden="true" className="size-4 shrink-0" />
          {loungeText(item)}
        </p>
        {item.deliveredAt && (
          <p className="flex flex-wrap items-center gap-x-1.5 text-success-fg">
            <Truck aria-hidden="true" className="size-4 shrink-0" />
            <time dateTime={item.deliveredAt}>{t('deliveredOn', { day: formatWeekday(item.deliveredAt), time: formatTime(item.deliveredAt) })}</time>
            {item.deliveredByEmail && (
              <span className="min-w-0 text-slate-600">
                {t('admin.orders.deliveredBy')} <EmailText email={item.deliveredByEmail} />
              </span>
            )}
          </p>
        )}
        {item.mixDrinks.length > 0 && (
          <p className="flex items-start gap-1.5 text-slate-600">
            <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <span>
              {t('orders.mixDrinks', {
                names: item.mixDrinks.map((m) => t('admin.orders.mixDrinkQuantity', { name: m.name, quantity: formatNumber(m.quantity) })).join(', '),
              })}
            </span>
          </p>
        )}
      </div>
    </li>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function OrderDetails({ order, busy, onAction }: { order: AdminOrder; busy: boolean; onAction(action: OrderAction): void }) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg bg-slate-50 p-3">
        <Field label={t('admin.orders.customer')}>
          <EmailText email={order.email} />
        </Field>
        <Field label={t('admin.orders.status')}>
          {/* A long status wraps inside its half of the dialog on a phone. */}
          <span className="max-sm:*:rounded-lg max-sm:*:whitespace-normal">
            <OrderStatusBadge order={order} />
          </span>
        </Field>
        <Field label={t('common.total')}>
          <span className="font-semibold tabular-nums">{t('common.tokens', { tokens: formatNumber(order.totalTokens) })}</span>
          {order.isFree && <span className="ml-1 text-slate-500">{t('admin.orders.freeNote')}</span>}
        </Field>
        <Field label={t('admin.orders.date')}>
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
        </Field>
        {order.delivery.state !== 'none' && (
          <Field label={t('admin.orders.delivery')}>
            <OrderDeliveryNote delivery={order.delivery} />
          </Field>
        )}
        {order.isManual && (
          <Field label={t('admin.orders.manualOrder')}>
            {order.createdByEmail ? (
              <>
                {t('admin.orders.createdBy')} <EmailText email={order.createdByEmail} />
              </>
            ) : (
              t('admin.orders.createdByAdmin')
            )}
          </Field>
        )}
        {order.history.length > 0 && (
          <Field label={t('admin.orders.history')}>
            <ul className="flex flex-col gap-1">
              {order.history.map((entry) => (
                <li key={entry.at + entry.change}>
                  {t(HISTORY_TEXT[entry.change])} · {t(BY_TEXT[entry.by])}
                  {entry.email && (
                    <>
                      {' '}
                      <EmailText email={entry.email} />
                    </>
                  )}
                  <span className="block text-xs text-slate-500">
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </span>
                </li>
              ))}
            </ul>
          </Field>
        )}
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-slate-900">{t('admin.orders.items')}</h3>
      <ul className="divide-y divide-slate-100">
        {order.items.map((item) => (
          <ItemRow key={item.id} item={item} />
        ))}
      </ul>
      {(canComplete(order.status) || canRefund(order)) && (
        <div className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:flex-wrap sm:justify-end">
          {canComplete(order.status) && (
            <>
              <Button variant="ghost" disabled={busy} onClick={() => onAction('cancel')}>
                <X aria-hidden="true" className="size-4" />
                {t('admin.orders.cancelOrderButton')}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => onAction('complete')}>
                <Check aria-hidden="true" className="size-4 text-success-fg" />
                {t('admin.orders.complete')}
              </Button>
            </>
          )}
          {canRefund(order) && (
            <Button variant="danger" disabled={busy} onClick={() => onAction('refund')}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('refundOrderButton', { tokens: formatNumber(order.totalTokens) })}
            </Button>
          )}
        </div>
      )}
    </>
  );
}

/** Every field of an order (docs/product.md#back-office-orders, the details dialog), with its actions. */
export function OrderDetailsDialog({
  orderId,
  busy,
  onAction,
  onClose,
}: {
  orderId: string | null;
  busy: boolean;
  onAction(action: OrderAction, order: AdminOrder): void;
  onClose(): void;
}) {
  const order = useAdminOrder(orderId);
  return (
    <Dialog open={orderId !== null} onOpenChange={(open) => !open && onClose()} title={orderId ? t('orders.heading', { number: orderNumber(orderId) }) : t('admin.orders.order')} size="lg">
      {order.data && order.data.id === orderId ? (
        <OrderDetails order={order.data} busy={busy} onAction={(action) => onAction(action, order.data)} />
      ) : order.error ? (
        <p role="alert" className="text-sm text-danger-fg">
          {t('fetchOrdersFailed')}
        </p>
      ) : (
        <Spinner className="py-10" />
      )}
    </Dialog>
  );
}
