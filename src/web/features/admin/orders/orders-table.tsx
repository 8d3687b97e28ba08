import { Check, Eye, RotateCcw, X } from 'lucide-react';
import type { AdminOrderRow } from '#shared/schemas/admin-orders.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, type Column } from '#web/components/ui/data-table.tsx';
import { EmailText } from '#web/components/ui/email-text.tsx';
import { formatDate, formatNumber, orderNumber } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { canComplete, canRefund } from './order-rules.ts';
import { OrderStatusBadge } from '#web/components/ui/status-badge.tsx';
import type { OrderAction } from './use-order-actions.tsx';

// Built at render time, so the headers follow the active language.
const columns = (): Column<AdminOrderRow>[] => [
  {
    header: t('admin.orders.orderId'),
    cell: (order) => (
      <span className="font-mono font-medium">
        {orderNumber(order.id)}
        {order.isManual && (
          <span className="ml-2 font-sans text-xs font-normal text-slate-500">
            {order.isFree ? t('admin.orders.manualFree') : t('admin.orders.manual')}
          </span>
        )}
      </span>
    ),
  },
  { header: t('admin.orders.customer'), cell: (order) => <EmailText email={order.email} wholeOnWide /> },
  {
    header: t('admin.orders.totalTokens'),
    className: 'whitespace-nowrap',
    cell: (order) => <span className="font-semibold tabular-nums">{formatNumber(order.totalTokens)}</span>,
  },
  {
    header: t('admin.orders.status'),
    // On the cards (below lg) a long status ('Cancelled · refunded 80 tokens') wraps inside its half of the card.
    cell: (order) => (
      <span className="max-lg:*:rounded-lg max-lg:*:whitespace-normal">
        <OrderStatusBadge order={order} />
      </span>
    ),
  },
  {
    header: t('admin.orders.date'),
    className: 'whitespace-nowrap',
    cell: (order) => <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>,
  },
];

export function OrdersTable({
  orders,
  busyOrderId,
  readOnly,
  onView,
  onAction,
}: {
  orders: AdminOrderRow[];
  busyOrderId: string | null;
  /** A closed edition's orders (docs/decisions/031): their details open, their changes are disabled. */
  readOnly: boolean;
  onView(order: AdminOrderRow): void;
  onAction(action: OrderAction, order: AdminOrderRow): void;
}) {
  return (
    <DataTable
      label={t('title.admin.orders')}
      columns={columns()}
      rows={orders}
      rowKey={(order) => order.id}
      empty={t('noOrders')}
      actions={(order) => {
        const name = orderNumber(order.id);
        const busy = readOnly || busyOrderId === order.id;
        return (
          <div className="flex flex-wrap gap-2 lg:justify-end">
            <Button size="sm" variant="secondary" onClick={() => onView(order)} aria-label={t('admin.orders.viewDetailsOf', { number: name })}>
              <Eye aria-hidden="true" className="size-4" />
              {t('admin.orders.details')}
            </Button>
            {canComplete(order.status) && (
              <>
                <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAction('complete', order)} aria-label={t('admin.orders.completeOrderOf', { number: name })}>
                  <Check aria-hidden="true" className="size-4 text-success-fg" />
                  {t('admin.orders.complete')}
                </Button>
                <Button size="sm" variant="ghost" disabled={busy} onClick={() => onAction('cancel', order)} aria-label={t('admin.orders.cancelOrderOf', { number: name })}>
                  <X aria-hidden="true" className="size-4" />
                  {t('admin.orders.cancel')}
                </Button>
              </>
            )}
            {canRefund(order) && (
              <Button
                size="sm"
                variant="danger-ghost"
                disabled={busy}
                onClick={() => onAction('refund', order)}
                aria-label={t('admin.orders.refundOrderOf', { number: name, tokens: formatNumber(order.totalTokens) })}
              >
                <RotateCcw aria-hidden="true" className="size-4" />
                {t('admin.orders.refund')}
              </Button>
            )}
          </div>
        );
      }}
    />
  );
}
