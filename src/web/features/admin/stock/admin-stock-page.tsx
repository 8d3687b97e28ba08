import { useSearchParams } from 'react-router';
import { LOUNGE_DAYS, type LoungeDay } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import type { AdminStockRow } from '#shared/schemas/stock.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { DataTable, type Column } from '#web/components/ui/data-table.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { stockText } from '#web/features/catalogue/api/stock.ts';
import { useFailureToast } from '#web/lib/use-failure-toast.ts';
import { useAdminStock } from './api/stock.ts';
import { StockLimitForm } from './stock-limit-form.tsx';

const isDay = (value: string | null): value is LoungeDay => LOUNGE_DAYS.includes(value as LoungeDay);

const columns: Column<AdminStockRow>[] = [
  {
    header: 'Product',
    cell: (row) => (
      <span className="font-medium text-slate-900">
        {row.name}
        {!row.isActive && <span className="ml-2 text-xs font-normal text-slate-500">(inactive)</span>}
      </span>
    ),
  },
  // Keyed by the limits, so the inputs start again from what the server now holds after a save.
  { header: 'Limits', cell: (row) => <StockLimitForm key={`${row.quantity}/${row.maxPerGuest}`} row={row} /> },
  { header: 'Sold', cell: (row) => <span className="tabular-nums">{row.sold}</span> },
  {
    header: 'Left',
    cell: (row) => {
      const note = stockText(row.left);
      if (row.left === null) return <span className="text-slate-500">Unlimited</span>;
      return note ? <Badge tone={row.left === 0 ? 'danger' : 'warning'}>{note}</Badge> : <span className="tabular-nums">{row.left}</span>;
    },
  },
];

/** Stock per festival day (issue 16): units set, sold (pending + completed orders) and left per product. */
export function AdminStockPage() {
  const [params, setParams] = useSearchParams();
  const day = isDay(params.get('day')) ? (params.get('day') as LoungeDay) : 'Thursday';
  const stock = useAdminStock(day);
  useFailureToast(stock.error, msg.fetchStockFailed);
  return (
    <>
      <PageHeader title="Stock" description="Units per product and festival day. Empty means unlimited; sold counts pending and completed orders." />
      <Tabs label="Festival day" value={day} onValueChange={(value) => setParams({ day: value }, { replace: true })} items={LOUNGE_DAYS.map((d) => ({ value: d, label: d }))}>
        <QueryState query={stock} failedMessage={msg.fetchStockFailed}>
          {stock.data && <DataTable label={`Stock for ${day}`} columns={columns} rows={stock.data.rows} rowKey={(r) => r.productId} empty="No products yet." />}
        </QueryState>
      </Tabs>
    </>
  );
}
