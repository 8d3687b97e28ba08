import type { ReactNode } from 'react';
import { Armchair, Sparkles } from 'lucide-react';
import { shortId } from '#shared/constants.ts';
import type { Order, OrderItem } from '#shared/schemas/orders.ts';
import { OrderStatusBadge } from '#web/components/ui/status-badge.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { formatDateTime, formatNumber, loungeWithDay, orderNumber } from '#web/lib/format.ts';
import { OrderDeliveryNote } from './order-delivery-note.tsx';
import { t } from '#web/lib/i18n/i18n.ts';

/** One line; its lounge's day carries the date of the order's own edition, last year's too. */
function ItemRow({ item, days }: { item: OrderItem; days: Order['edition']['days'] }) {
  return (
    <li className="flex gap-3 py-3">
      <ProductImage imageUrl={item.imageUrl} photoHash={item.photoHash} categoryType={item.categoryType} className="size-14 shrink-0 rounded-lg" />
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        <div className="flex flex-wrap justify-between gap-x-3">
          <p className="font-medium break-words text-slate-900">{item.productName}</p>
          <p className="text-slate-700 tabular-nums">
            {item.quantity} × {formatNumber(item.tokenPrice)} ={' '}
            <span className="font-semibold">{t('common.tokens', { tokens: item.quantity * item.tokenPrice })}</span>
          </p>
        </div>
        <p className="flex items-center gap-1.5 text-slate-600">
          <Armchair aria-hidden="true" className="size-4 shrink-0" />
          {item.lounge ? loungeWithDay(item.lounge, days) : item.loungeId ? t('common.loungeId', { id: shortId(item.loungeId) }) : t('noLoungeAssigned')}
        </p>
        {item.mixDrinks.length > 0 && (
          <p className="flex items-start gap-1.5 text-slate-600">
            <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <span>{t('orders.mixDrinks', { names: item.mixDrinks.map((m) => m.name).join(', ') })}</span>
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * One order as the guest reads it: on /orders, and on the back office's guest page (one level deeper). `action` is
 * what the reader may do with it (the guest's "Cancel order").
 */
export function OrderCard({ order, headingLevel = 2, action }: { order: Order; headingLevel?: 2 | 3; action?: ReactNode }) {
  const headingId = `order-${order.id}`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article aria-labelledby={headingId} className="card p-4 sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 pb-3">
        <div>
          <Heading id={headingId} className="font-semibold text-slate-900">
            {t('orders.heading', { number: orderNumber(order.id) })}
          </Heading>
          <p className="text-sm text-slate-600">
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </p>
          <OrderDeliveryNote delivery={order.delivery} className="mt-1" />
        </div>
        <OrderStatusBadge order={order} />
      </header>
      <ul className="divide-y divide-slate-100">
        {order.items.map((item) => (
          <ItemRow key={item.id} item={item} days={order.edition.days} />
        ))}
      </ul>
      <p className="flex justify-between border-t border-slate-200 pt-3 font-semibold">
        <span>{t('common.total')}</span>
        <span className="tabular-nums">{t('common.tokens', { tokens: order.totalTokens })}</span>
      </p>
      {action && <div className="mt-3 flex justify-end">{action}</div>}
    </article>
  );
}
