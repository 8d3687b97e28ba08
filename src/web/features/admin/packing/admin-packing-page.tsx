import { useEffect, useState } from 'react';
import { PackageOpen } from 'lucide-react';
import { LOUNGE_DAYS, type LoungeDay } from '#shared/constants.ts';
import type { PackingView } from '#shared/schemas/admin-packing.ts';
import { cn } from '#web/lib/cn.ts';
import { dayDate, dayName, dayWithDateLabel, formatFestivalDateTime, formatNumber } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useUrlParams } from '#web/lib/use-url-params.ts';
import { usePrintTime } from '#web/lib/use-print-time.ts';
import { DownloadLink } from '#web/components/ui/download-link.tsx';
import { PrintableHeader, PrintablePage } from '#web/components/ui/printable-page.tsx';
import { EmptyState } from '#web/components/ui/states.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { packingCsvUrl, usePackingList } from '#web/features/admin/packing/api/packing.ts';
import { deliveryByLounge, useDeliveryRun } from '#web/features/admin/delivery/api/delivery.ts';
import { useEditionParam, useShownEdition } from '#web/features/admin/editions/api/shown-edition.ts';
import { useFailureToast } from '#web/lib/use-failure-toast.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { PackingSummary } from './packing-summary.tsx';
import { PackingByLounge } from './packing-by-lounge.tsx';
import './packing-print.css';

/** The two views, each with the key of its label (looked up at render, in the active language). */
const views: { value: PackingView; labelKey: string }[] = [
  { value: 'summary', labelKey: 'productSummary' },
  { value: 'lounge', labelKey: 'byLounge' },
];

const isDay = (value: string | null): value is LoungeDay => LOUNGE_DAYS.includes(value as LoungeDay);

 /** The bar team's packing lists (docs/product.md#packing-lists): completed orders by day, in sum or by lounge. */
export function AdminPackingPage() {
  // Day and view live in the URL, so a reload or a shared link shows the same list.
  const url = useUrlParams();
  const dayParam = url.params.get('day');
  const day: LoungeDay = isDay(dayParam) ? dayParam : 'Thursday';
  const view: PackingView = url.params.get('view') === 'lounge' ? 'lounge' : 'summary';
  const [search, setSearch] = useState('');
  const printedAt = usePrintTime();
  const q = useDebouncedValue(search.trim());
  const packing = usePackingList(day, q);
  const delivery = useDeliveryRun(day, { enabled: view === 'lounge' });
  const editionId = useEditionParam();
  // The bar team plans by the date: each day's tab and the printed heading carry it (docs/decisions/031).
  const dates = useShownEdition().edition?.days;
  useFailureToast(packing.error, t('fetchPackingFailed'));
  const list = packing.data;
  const empty = list && (view === 'summary' ? list.productSummary.products.length === 0 : list.byLounge.length === 0);
  // Opened without a day, the list goes to the first day that has orders, not an empty Thursday.
  const firstDayWithOrders = list && !isDay(dayParam) ? LOUNGE_DAYS.find((d) => list.dayCounts[d] > 0) : undefined;
  useEffect(() => {
    if (firstDayWithOrders && firstDayWithOrders !== day) url.set('day', firstDayWithOrders);
  });

  return (
    <PrintablePage name="packing">
      <PrintableHeader
        title={t('admin.packing.title')}
        description={t('admin.packing.description')}
        printLabel={t('printList')}
        downloads={<DownloadLink href={packingCsvUrl(day, view, q, editionId)}>{t('exportCsv')}</DownloadLink>}
      />
      <p className="hidden text-lg font-semibold print:block">
        {t(q ? 'admin.packing.printHeadingSearch' : 'admin.packing.printHeading', {
          day: dayWithDateLabel(day, dates),
          view: t(view === 'summary' ? 'productSummary' : 'byLounge'),
          query: q,
        })}
      </p>
      <p className="mb-4 hidden text-sm text-slate-700 print:block">{t('admin.printedAt', { time: formatFestivalDateTime(printedAt) })}</p>
      <Tabs
        label={t('admin.packing.festivalDay')}
        value={day}
        onValueChange={(value) => url.set('day', value)}
        items={LOUNGE_DAYS.map((d) => ({
          value: d,
          label: list ? t('admin.packing.dayWithCount', { day: dayName(d), count: formatNumber(list.dayCounts[d]) }) : dayName(d),
          detail: dates && dayDate(d, dates),
        }))}
      >
        <div data-print-hide className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div role="group" aria-label={t('admin.packing.view')} className="flex gap-1 rounded-xl bg-slate-100 p-1">
            {views.map((v) => (
              <button
                key={v.value}
                type="button"
                aria-pressed={view === v.value}
                onClick={() => url.set('view', v.value)}
                className={cn(
                  'min-h-11 flex-1 rounded-lg px-4 text-sm font-medium whitespace-nowrap sm:min-h-9 sm:flex-none',
                  view === v.value ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
                )}
              >
                {t(v.labelKey)}
              </button>
            ))}
          </div>
          <TextField
            label={t('admin.packing.search')}
            type="search"
            placeholder={t('searchProductsOrLounges')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="sm:w-72"
          />
        </div>
        <QueryState query={packing} failedMessage={t('fetchPackingFailed')}>
          {list && (
            <div aria-busy={packing.isFetching} className={packing.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
              {list.completedOrders === 0 ? (
                <EmptyState icon={PackageOpen} title={t('noCompletedOrders')}>
                  {t('admin.packing.noCompletedOrdersText')}
                </EmptyState>
              ) : empty ? (
                <EmptyState icon={PackageOpen} title={q ? t('noPackingMatch', { query: q }) : t('noItemsForDay')} />
              ) : view === 'summary' ? (
                <PackingSummary summary={list.productSummary} />
              ) : (
                <PackingByLounge lounges={list.byLounge} delivery={deliveryByLounge(delivery.data)} />
              )}
            </div>
          )}
        </QueryState>
      </Tabs>
    </PrintablePage>
  );
}
