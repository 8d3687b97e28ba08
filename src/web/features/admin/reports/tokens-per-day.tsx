import type { LoungeDay } from '#shared/constants.ts';
import type { TokensReport } from '#shared/schemas/admin-reports.ts';
import { cn } from '#web/lib/cn.ts';
import { dayName } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { PER_DAY_COLUMNS, perDayTable, type PerDayFigures } from './per-day-table.ts';
import { FigureTable, signed } from './report-parts.tsx';

const COLUMN_LABELS: Record<(typeof PER_DAY_COLUMNS)[number], string> = {
  granted: 'admin.reports.colGranted',
  bought: 'admin.reports.colBought',
  adjusted: 'admin.reports.colAdjusted',
  spent: 'admin.reports.colSpent',
};
/** A row's figures, signed, so that it reads as the sum it is: +300 +50 −70 −80 = +200. */
const figureCells = (figures: PerDayFigures) => [...PER_DAY_COLUMNS.map((c) => signed(figures[c])), signed(figures.net)];

/**
 * "Tokens moved per festival day": each day, the rest ('no day') and the total, with every line of the bridge in
 * a column (per-day-table.ts), so each row adds up to its net. The table takes the section's whole width (six
 * columns do not fit half of it in German or French); below the tablet width each row is a small card of its
 * own, its figures above the net like a sum on paper. Paper (narrower than a tablet) gets the table.
 */
export function TokensPerDay({ tokens, day }: { tokens: TokensReport; day: LoungeDay | null }) {
  const { rows, total } = perDayTable(tokens);
  const caption = t('admin.reports.movedPerDayCaption');
  const all = [
    ...rows.map((row) => ({ key: row.day ?? 'none', label: row.day ? dayName(row.day) : t('admin.reports.noDayTokens'), figures: row, emphasis: row.day !== null && row.day === day })),
    { key: 'total', label: t('common.total'), figures: total, emphasis: true },
  ];
  return (
    <>
      <FigureTable
        className="max-md:hidden lg:col-span-2 print:block!"
        caption={caption}
        headers={[t('admin.reports.colDay'), ...PER_DAY_COLUMNS.map((c) => t(COLUMN_LABELS[c])), t('admin.reports.colNet')]}
        rows={all.map((row) => ({ key: row.key, cells: [row.label, ...figureCells(row.figures)], emphasis: row.emphasis }))}
      />
      <section aria-label={caption} className="md:hidden print:hidden">
        <p className="mb-2 text-sm font-medium text-slate-700">{caption}</p>
        <ul className="grid grid-cols-2 gap-2">
          {all.map((row) => (
            <li key={row.key} className={cn('rounded-lg bg-slate-50 p-2.5 ring-1 ring-slate-200', row.key === 'total' && 'col-span-2')}>
              <h3 className={cn('text-sm text-slate-900', row.emphasis ? 'font-bold' : 'font-semibold')}>{row.label}</h3>
              <dl className="mt-1 text-sm">
                {PER_DAY_COLUMNS.map((column) => (
                  <div key={column} className="flex justify-between gap-2">
                    <dt className="text-slate-600">{t(COLUMN_LABELS[column])}</dt>
                    <dd className="whitespace-nowrap tabular-nums">{signed(row.figures[column])}</dd>
                  </div>
                ))}
                <div className="mt-1 flex justify-between gap-2 border-t border-slate-300 pt-1 font-semibold">
                  <dt>{t('admin.reports.colNet')}</dt>
                  <dd className="whitespace-nowrap tabular-nums">{signed(row.figures.net)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
