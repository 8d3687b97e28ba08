import { useState } from 'react';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { ORDER_STATUSES, type OrderStatus } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import { ADMIN_ORDERS_PAGE_DEFAULT } from '#shared/schemas/admin-orders.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PageAction, PageHeader } from '#web/components/ui/page-header.tsx';
import { ORDER_STATUS_LABELS } from '#web/components/ui/status-badge.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useAdminOrders } from '#web/features/admin/orders/api/orders.ts';
import { useFailureToast } from '#web/lib/use-failure-toast.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { OrdersTable } from './orders-table.tsx';
import { OrderDetailsDialog } from './order-details-dialog.tsx';
import { ManualOrderDialog } from './manual-order-dialog.tsx';
import { useOrderActions } from './use-order-actions.tsx';

export function AdminOrdersPage() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  // Keyset paging: the cursors of the pages before this one, so Previous can go back.
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const orders = useAdminOrders({ status: status || undefined, q: q || undefined, cursor });
  useFailureToast(orders.error, msg.fetchOrdersFailed);
  const [viewing, setViewing] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const actions = useOrderActions();

  const resetPaging = () => setCursors([]);
  const page = orders.data;
  // The client sends no limit, so every page but the last holds the server's default.
  const start = cursors.length * ADMIN_ORDERS_PAGE_DEFAULT;

  return (
    <>
      <PageHeader
        title="Orders"
        description="Complete, cancel and refund orders, or enter one for a guest."
        actions={<PageAction icon={Plus} onClick={() => setCreating(true)}>{msg.createManualOrder}</PageAction>}
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <TextField
          label="Search"
          type="search"
          placeholder="Customer e-mail or order ID"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            resetPaging();
          }}
        />
        <SelectField
          label="Status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as OrderStatus | '');
            resetPaging();
          }}
        >
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ORDER_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
      </div>
      <QueryState query={orders} failedMessage={msg.fetchOrdersFailed}>
        {page && (
          <div aria-busy={orders.isFetching} className={orders.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <OrdersTable
              orders={page.orders}
              busyOrderId={actions.busyOrderId}
              onView={(order) => setViewing(order.id)}
              onAction={actions.run}
            />
            <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
              <p aria-live="polite">
                {page.total === 0
                  ? 'No orders'
                  : `Showing ${start + 1} to ${start + page.orders.length} of ${page.total} orders`}
              </p>
              <div className="flex gap-2">
                <Button variant="secondary" size="sm" disabled={cursors.length === 0} onClick={() => setCursors((c) => c.slice(0, -1))}>
                  <ChevronLeft aria-hidden="true" className="size-4" />
                  Previous
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={!page.nextCursor || orders.isPlaceholderData}
                  onClick={() => page.nextCursor && setCursors((c) => [...c, page.nextCursor!])}
                >
                  Next
                  <ChevronRight aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </nav>
          </div>
        )}
      </QueryState>
      <OrderDetailsDialog
        orderId={viewing}
        busy={actions.busyOrderId !== null}
        onAction={actions.run}
        onClose={() => setViewing(null)}
      />
      <ManualOrderDialog open={creating} onClose={() => setCreating(false)} />
      {actions.dialog}
    </>
  );
}
