import { useState } from 'react';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { LOUNGE_DAYS, ORDER_STATUSES, type LoungeDay, type OrderStatus } from '#shared/constants.ts';
import { sortLounges } from '#shared/lounge-order.ts';
import { ADMIN_ORDERS_PAGE_DEFAULT } from '#shared/schemas/admin-orders.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PageAction, PageHeader } from '#web/components/ui/page-header.tsx';
import { orderStatusName } from '#web/components/ui/status-badge.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useAdminOrders } from '#web/features/admin/orders/api/orders.ts';
import { useFailureToast } from '#web/lib/use-failure-toast.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { Options, SelectField } from '#web/components/ui/select-field.tsx';
import { dayName, formatNumber, loungeWithDay } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { useAdminLounges } from '#web/features/admin/lounges/api/lounges.ts';
import { useShownEdition } from '#web/features/admin/editions/api/shown-edition.ts';
import { OrdersTable } from './orders-table.tsx';
import { CompletePending } from './complete-pending.tsx';
import { OrderDetailsDialog } from './order-details-dialog.tsx';
import { ManualOrderDialog } from './manual-order-dialog.tsx';
import { useOrderActions } from './use-order-actions.tsx';

export function AdminOrdersPage() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [day, setDay] = useState<LoungeDay | ''>('');
  const [loungeId, setLoungeId] = useState('');
  const lounges = useAdminLounges();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  // Keyset paging: the cursors of the pages before this one, so Previous can go back.
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const orders = useAdminOrders({ status: status || undefined, q: q || undefined, day: day || undefined, loungeId: loungeId || undefined, cursor });
  // The lounge filter offers the chosen day's lounges only.
  const loungeChoices = sortLounges((lounges.data ?? []).filter((l) => !day || l.day === day));
  useFailureToast(orders.error, t('fetchOrdersFailed'));
  const [viewing, setViewing] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const actions = useOrderActions();
  // A closed edition's orders can be read, not changed (docs/decisions/031).
  const { readOnly } = useShownEdition();

  const resetPaging = () => setCursors([]);
  const page = orders.data;
  // The client sends no limit, so every page but the last holds the server's default.
  const start = cursors.length * ADMIN_ORDERS_PAGE_DEFAULT;

  return (
    <>
      <PageHeader
        title={t('title.admin.orders')}
        description={t('admin.orders.description')}
        actions={
          <PageAction icon={Plus} onClick={() => setCreating(true)} disabled={readOnly}>
            {t('createManualOrder')}
          </PageAction>
        }
      />
      <div className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,1fr)_10rem_10rem_14rem]">
        <TextField
          className="col-span-2 lg:col-span-1"
          label={t('admin.orders.search')}
          type="search"
          placeholder={t('admin.orders.searchPlaceholder')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            resetPaging();
          }}
        />
        <SelectField
          label={t('admin.orders.status')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as OrderStatus | '');
            resetPaging();
          }}
        >
          <option value="">{t('admin.orders.allStatuses')}</option>
          <Options values={ORDER_STATUSES} label={orderStatusName} />
        </SelectField>
        <SelectField
          label={t('admin.orders.day')}
          value={day}
          onChange={(e) => {
            setDay(e.target.value as LoungeDay | '');
            setLoungeId('');
            resetPaging();
          }}
        >
          <option value="">{t('admin.orders.allDays')}</option>
          <Options values={LOUNGE_DAYS} label={dayName} />
        </SelectField>
        <SelectField
          className="col-span-2 lg:col-span-1"
          label={t('admin.orders.lounge')}
          value={loungeId}
          onChange={(e) => {
            setLoungeId(e.target.value);
            resetPaging();
          }}
        >
          <option value="">{t('admin.orders.allLounges')}</option>
          {loungeChoices.map((l) => (
            <option key={l.id} value={l.id}>
              {loungeWithDay(l)}
            </option>
          ))}
        </SelectField>
      </div>
      {day && (
        <div className="mb-4 flex flex-wrap items-center gap-3">
          <CompletePending day={day} readOnly={readOnly} />
          <p className="text-sm text-slate-600">{t('admin.orders.completedOnPackingList', { day: dayName(day) })}</p>
        </div>
      )}
      <QueryState query={orders} failedMessage={t('fetchOrdersFailed')}>
        {page && (
          <div aria-busy={orders.isFetching} className={orders.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <OrdersTable
              orders={page.orders}
              busyOrderId={actions.busyOrderId}
              readOnly={readOnly}
              onView={(order) => setViewing(order.id)}
              onAction={actions.run}
            />
            <nav aria-label={t('admin.orders.pages')} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
              <p aria-live="polite">
                {page.total === 0
                  ? t('admin.orders.noOrders')
                  : t('admin.orders.showing', {
                      from: formatNumber(start + 1),
                      to: formatNumber(start + page.orders.length),
                      total: formatNumber(page.total),
                    })}
              </p>
              <div className="flex gap-2">
                <Button variant="secondary" size="sm" disabled={cursors.length === 0} onClick={() => setCursors((c) => c.slice(0, -1))}>
                  <ChevronLeft aria-hidden="true" className="size-4" />
                  {t('admin.orders.previous')}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={!page.nextCursor || orders.isPlaceholderData}
                  onClick={() => page.nextCursor && setCursors((c) => [...c, page.nextCursor!])}
                >
                  {t('admin.orders.next')}
                  <ChevronRight aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </nav>
          </div>
        )}
      </QueryState>
      {/* Its actions wait while one runs, and stay disabled in a closed edition. */}
      <OrderDetailsDialog
        orderId={viewing}
        busy={readOnly || actions.busyOrderId !== null}
        onAction={actions.run}
        onClose={() => setViewing(null)}
      />
      <ManualOrderDialog open={creating} onClose={() => setCreating(false)} />
      {actions.dialog}
    </>
  );
}
