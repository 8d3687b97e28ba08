import type { ReactNode } from 'react';
import type { EditionComparison } from '#shared/schemas/editions.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { t } from '#web/lib/i18n/i18n.ts';
import { useFailureToast } from '#web/lib/use-failure-toast.ts';
import { useEditionComparison } from '#web/features/admin/reports/api/reports.ts';
import { FigureTable, ReportSection, n, type FigureRow } from './report-parts.tsx';

type EditionFigures = EditionComparison['editions'][number];

/** The best sellers of one edition, one a line, with the units ordered. */
function TopProducts({ products }: { products: EditionFigures['topProducts'] }) {
  if (products.length === 0) return <span className="text-slate-500">{t('admin.reports.noneYet')}</span>;
  return (
    <ol className="flex min-w-44 flex-col gap-0.5 whitespace-normal">
      {products.map((product) => (
        <li key={product.productId} className="flex justify-end gap-2">
          <span className="text-left">{product.name}</span>
          <span className="tabular-nums">{n(product.quantity)}</span>
        </li>
      ))}
    </ol>
  );
}

/** The rows, each a figure named like the token lines above; the columns are the editions. */
const ROWS: { key: string; labelKey: string; cell(figures: EditionFigures): ReactNode }[] = [
  { key: 'granted', labelKey: 'admin.reports.lineGrantedByLounges', cell: (f) => n(f.tokensGranted) },
  { key: 'bought', labelKey: 'admin.reports.lineBoughtByCard', cell: (f) => n(f.tokensBought) },
  { key: 'spent', labelKey: 'admin.reports.lineSpentOnOrders', cell: (f) => n(f.tokensSpent) },
  { key: 'refunded', labelKey: 'admin.reports.lineRefunded', cell: (f) => n(f.tokensRefunded) },
  { key: 'orders', labelKey: 'admin.reports.colOrders', cell: (f) => n(f.orders) },
  { key: 'top', labelKey: 'admin.reports.topProducts', cell: (f) => <TopProducts products={f.topProducts} /> },
];

/** Editions side by side (docs/decisions/031): one column per edition, newest first, whatever edition is on screen. */
export function EditionsSection() {
  const comparison = useEditionComparison();
  const failed = t('admin.reports.editionsFailed');
  useFailureToast(comparison.error, failed);
  const editions = comparison.data ?? [];
  const rows: FigureRow[] = ROWS.map((row) => ({ key: row.key, cells: [t(row.labelKey), ...editions.map(row.cell)] }));
  return (
    <ReportSection id="report-editions" title={t('admin.reports.editionsHeading')} summary={t('admin.reports.editionsSummary')}>
      <QueryState query={comparison} failedMessage={failed}>
        <FigureTable
          caption={t('admin.reports.editionsCaption')}
          headers={[t('admin.reports.colLine'), ...editions.map((e) => e.edition.name)]}
          rows={editions.length === 0 ? [] : rows}
        />
      </QueryState>
    </ReportSection>
  );
}
