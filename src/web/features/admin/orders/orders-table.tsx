import { Check, Eye, RotateCcw, X } from 'lucide-react';
import type { AdminOrderRow } from '#shared/schemas/admin-orders.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, type Column } from '#web/components/ui/data-table.tsx';
import { EmailText } from '#web/components/ui/email-text.tsx';
import { formatDate, orderNumber } from '#web/lib/format.ts';
import { canComplete, canRefund } from './order-rules.ts';
import { OrderStatusBadge } from '#web/components/ui/status-badge.tsx';
import type { OrderAction } from './use-order-actions.tsx';

const columns: Column<AdminOrderRow>[] = [
  {
    header: 'Order ID',
    cell: (order) => (
      <span className="font-mono font-medium">
        {orderNumber(order.id)}
        {order.isManual && <span className="ml-2 font-sans text-xs font-normal text-slate-500">Manual{order.isFree ? ' · Free' : ''}</span>}
      </span>
    ),
  },
  { header: 'Customer', cell: (order) => <EmailText email={order.email} wholeOnWide /> },
  {
    header: 'Total Tokens',
    className: 'whitespace-nowrap',
    cell: (order) => <span className="font-semibold tabular-nums">{order.totalTokens}</span>,
  },
  { header: 'Status', cell: (order) => <OrderStatusBadge order={order} /> },
  {
    header: 'Date',
    className: 'whitespace-nowrap',
    cell: (order) => <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>,
  },
];

export function OrdersTable({
  orders,
  busyOrderId,
  onView,
  onAction,
}: {
  orders: AdminOrderRow[];
  busyOrderId: string | null;
  onView(order: AdminOrderRow): void;
  onAction(action: OrderAction, order: AdminOrderRow): void;
}) {
  return (
    <DataTable
      label="Orders"
      columns={columns}
      rows={orders}
      rowKey={(order) => order.id}
      empty="No orders found."
      actions={(order) => {
        const name = orderNumber(order.id);
        const busy = busyOrderId === order.id;
        return (
          <div className="flex flex-wrap gap-2 lg:justify-end">
            <Button size="sm" variant="secondary" onClick={() => onView(order)} aria-label={`View details of order ${name}`}>
              <Eye aria-hidden="true" className="size-4" />
              Details
            </Button>
            {canComplete(order.status) && (
              <>
                <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAction('complete', order)} aria-label={`Complete order ${name}`}>
                  <Check aria-hidden="true" className="size-4 text-success-fg" />
                  Complete
                </Button>
                <Button size="sm" variant="ghost" disabled={busy} onClick={() => onAction('cancel', order)} aria-label={`Cancel order ${name}`}>
                  <X aria-hidden="true" className="size-4" />
                  Cancel
                </Button>
              </>
            )}
            {canRefund(order) && (
              <Button
                size="sm"
                variant="danger-ghost"
                disabled={busy}
                onClick={() => onAction('refund', order)}
                aria-label={`Refund order ${name} (${order.totalTokens} tokens)`}
              >
                <RotateCcw aria-hidden="true" className="size-4" />
                Refund
              </Button>
            )}
          </div>
        );
      }}
    />
  );
}
