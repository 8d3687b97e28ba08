import { LOUNGE_DAYS, type LoungeDay } from '#shared/constants.ts';
import type { AdminStockRow } from '#shared/schemas/stock.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { DataTable, type Column } from '#web/components/ui/data-table.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { stockText } from '#web/features/catalogue/api/stock.ts';
import { dayLabel, dayName, formatNumber } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { useFailureToast } from '#web/lib/use-failure-toast.ts';
import { useUrlParams } from '#web/lib/use-url-params.ts';
import { useShownEdition } from '#web/features/admin/editions/api/shown-edition.ts';
import { useAdminStock } from './api/stock.ts';
import { StockLimitForm } from './stock-limit-form.tsx';

const isDay = (value: string | null): value is LoungeDay => LOUNGE_DAYS.includes(value as LoungeDay);

/** The table's columns, named in the active language (built at render time); a closed edition's limits are read-only. */
const columns = (readOnly: boolean): Column<AdminStockRow>[] => [
  {
    header: t('admin.stock.colProduct'),
    cell: (row) => (
      <span className="font-medium text-slate-900">
        {row.name}
        {!row.isActive && <span className="ml-2 text-xs font-normal text-slate-500">{t('admin.stock.inactiveNote')}</span>}
      </span>
    ),
  },
  // Keyed by the limits, so the inputs start again from what the server now holds after a save.
  { header: t('admin.stock.colLimits'), cell: (row) => <StockLimitForm key={`${row.quantity}/${row.maxPerGuest}`} row={row} readOnly={readOnly} /> },
  { header: t('admin.stock.colSold'), cell: (row) => <span className="tabular-nums">{formatNumber(row.sold)}</span> },
  {
    header: t('admin.stock.colLeft'),
    cell: (row) => (
      <span className="flex flex-col items-start gap-1">
        <LeftNote left={row.left} />
        {/* Only admins see it (docs/decisions/046-stock-waits.md). */}
        {row.waiting > 0 && (
          <span className="text-xs text-slate-600 tabular-nums" title={t('admin.stock.waitingHint')}>
            {t('admin.stock.waiting', { count: row.waiting, guests: formatNumber(row.waiting) })}
          </span>
        )}
      </span>
    ),
  },
];

function LeftNote({ left }: { left: number | null }) {
  const note = stockText(left);
  if (left === null) return <span className="text-slate-500">{t('admin.stock.unlimited')}</span>;
  return note ? <Badge tone={left === 0 ? 'danger' : 'warning'}>{note}</Badge> : <span className="tabular-nums">{formatNumber(left)}</span>;
}

 /** Stock per festival day (decision 018): units set, sold (pending + completed orders) and left per product. */
export function AdminStockPage() {
  const url = useUrlParams();
  const day = isDay(url.params.get('day')) ? (url.params.get('day') as LoungeDay) : LOUNGE_DAYS[0];
  const stock = useAdminStock(day);
  const { readOnly } = useShownEdition();
  useFailureToast(stock.error, t('fetchStockFailed'));
  return (
    <>
      <PageHeader title={t('title.admin.stock')} description={t('admin.stock.description')} />
      <Tabs
        label={t('admin.stock.festivalDay')}
        value={day}
        onValueChange={(value) => url.set('day', value)}
        items={LOUNGE_DAYS.map((d) => ({ value: d, label: dayLabel(d) }))}
      >
        <QueryState query={stock} failedMessage={t('fetchStockFailed')}>
          {stock.data && (
            <DataTable
              label={t('admin.stock.tableLabel', { day: dayName(day) })}
              columns={columns(readOnly)}
              rows={stock.data.rows}
              rowKey={(r) => r.productId}
              empty={t('admin.stock.noProducts')}
            />
          )}
        </QueryState>
      </Tabs>
    </>
  );
}
