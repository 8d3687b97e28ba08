import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { EmptyState } from '#web/components/ui/states.tsx';
import { t } from '#web/lib/i18n/i18n.ts';

export type Column<T> = {
  header: string;
  cell(row: T): ReactNode;
  className?: string;
  /** On the cards, the cell takes the card's whole width instead of half (a long text, such as a log entry's details). */
  wide?: boolean;
};

type DataTableProps<T> = {
  /** Names the table (and the card list) for assistive technology. */
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey(row: T): string;
  actions?(row: T): ReactNode;
  /** What the empty list says, e.g. 'No orders found.' */
  empty: string;
  rowClassName?(row: T): string | undefined;
};

/**
 * Wide screens get a table; narrower ones (phones, tablets beside the sidebar) get one card per row
 * with the same cells as labelled pairs, the first column as the card's heading. Nothing ever makes
 * the page scroll sideways: a table wider than its space scrolls inside its own focusable region.
 */
export function DataTable<T>({ label, columns, rows, rowKey, actions, empty, rowClassName }: DataTableProps<T>) {
  const [first, ...rest] = columns;
  if (!first) return null;
  return (
    <>
      <div role="region" aria-label={label} tabIndex={0} className="card hidden overflow-x-auto lg:block">
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className="border-b border-slate-200 bg-slate-50 px-3 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase first:pl-4"
                >
                  {column.header}
                </th>
              ))}
              {actions && (
                <th scope="col" className="border-b border-slate-200 bg-slate-50 px-3 py-3 pr-4 text-right text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {t('common.actions')}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length + (actions ? 1 : 0)}>
                  <EmptyState compact title={empty} />
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={rowKey(row)} className={rowClassName?.(row)}>
                {columns.map((column) => (
                  <td key={column.header} className={cn('border-b border-slate-100 px-3 py-3 align-middle text-slate-800 first:pl-4', column.className)}>
                    {column.cell(row)}
                  </td>
                ))}
                {actions && <td className="border-b border-slate-100 px-3 py-3 pr-4 align-middle">{actions(row)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={label} className="flex flex-col gap-3 lg:hidden">
        {rows.length === 0 && (
          <li className="card">
            <EmptyState compact title={empty} />
          </li>
        )}
        {rows.map((row) => (
          <li key={rowKey(row)} className={cn('card p-4', rowClassName?.(row))}>
            <div className="text-base">{first.cell(row)}</div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
              {rest.map((column) => (
                <div key={column.header} className={cn('min-w-0', column.wide && 'col-span-2')}>
                  <dt className="text-xs font-medium text-slate-500">{column.header}</dt>
                  <dd className="mt-0.5 text-slate-800">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
            {actions && <div className="mt-4 border-t border-slate-100 pt-3">{actions(row)}</div>}
          </li>
        ))}
      </ul>
    </>
  );
}
