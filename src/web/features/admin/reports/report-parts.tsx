import type { ReactNode } from 'react';
import { formatChf, formatNumber, signedTokens } from '#web/lib/format.ts';
import { cn } from '#web/lib/cn.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/** One part of the report: a card with its heading, printed on its own page. */
export function ReportSection({ id, title, summary, children }: { id: string; title: string; summary?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="report-section card mb-6 p-4 sm:p-5">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {summary && <div className="mt-1 text-sm text-slate-600">{summary}</div>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

export type FigureRow = { key: string; cells: ReactNode[]; emphasis?: boolean };

/**
 * A small table of figures: first column text, the others right-aligned numbers that never break ("550 CHF").
 * On a phone the headings are not capitalised, so four columns fit 375 px in German and French too.
 */
export function FigureTable({ caption, headers, rows, className }: { caption: string; headers: string[]; rows: FigureRow[]; className?: string }) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className={cn('overflow-x-auto', className)}>
      <table className="w-full border-collapse text-sm">
        <caption className="mb-2 text-left text-sm font-medium text-slate-700">{caption}</caption>
        <thead>
          <tr>
            {headers.map((header, i) => (
              <th key={header} scope="col" className={`border-b border-slate-200 px-1.5 py-2 text-xs font-semibold text-slate-600 sm:px-2 sm:uppercase ${i ? 'text-right' : 'text-left'}`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={headers.length} className="px-2 py-3 text-slate-500">
                {t('admin.reports.noneYet')}
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.key} className={row.emphasis ? 'font-semibold' : undefined}>
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="border-b border-slate-100 px-1.5 py-2 text-left font-normal text-slate-800 sm:px-2">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="border-b border-slate-100 px-1.5 py-2 text-right whitespace-nowrap text-slate-900 tabular-nums sm:px-2">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A chart and the table that says the same, side by side on wide screens. */
export function ChartWithTable({ chart, table, title }: { chart: ReactNode; table: ReactNode; title: string }) {
  return (
    <figure className="grid gap-4 lg:grid-cols-2 lg:items-start">
      <figcaption className="sr-only">{t('admin.reports.chartCaption', { title })}</figcaption>
      <div className="min-w-0">{chart}</div>
      <div className="min-w-0">{table}</div>
    </figure>
  );
}

/** Figures in the active language (#web/lib/format.ts): counts and tokens, and CHF from the server's cents. */
export const n = formatNumber;
/** A token movement with its sign ('+300', '−70'), 0 without one. */
export const signed = (value: number) => (value === 0 ? n(0) : signedTokens(value));
export const chf = (cents: number) => formatChf(cents / 100);
