import type { PackingQuantity, PackingResponse } from '#shared/schemas/admin-packing.ts';
import { formatNumber } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';

function QuantityTable({ caption, rows, nameHeader }: { caption: string; rows: PackingQuantity[]; nameHeader: string }) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <th scope="col" className="py-2 pr-3">
            {nameHeader}
          </th>
          <th scope="col" className="w-24 py-2 text-right">
            {t('admin.packing.quantity')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className="border-b border-slate-100 last:border-0">
            <td className="py-2 pr-3 break-words text-slate-900">{row.name}</td>
            <td className="py-2 text-right font-semibold tabular-nums">{formatNumber(row.quantity)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 'Product Summary': what to take from storage for the day, products and their free mix drinks. */
export function PackingSummary({ summary }: { summary: PackingResponse['productSummary'] }) {
  return (
    <section aria-labelledby="packing-summary-heading" className="packing-block card p-4 sm:p-5">
      <h2 id="packing-summary-heading" className="mb-3 text-lg font-semibold text-slate-900">
        {t('totalProductsHeading')}
      </h2>
      <QuantityTable caption={t('totalProductsHeading')} rows={summary.products} nameHeader={t('admin.packing.product')} />
      {summary.mixDrinks.length > 0 && (
        <>
          <h3 className="mt-6 mb-2 font-semibold text-slate-900">{t('admin.packing.mixDrinksHeading')}</h3>
          <QuantityTable caption={t('admin.packing.mixDrinksCaption')} rows={summary.mixDrinks} nameHeader={t('admin.packing.mixDrink')} />
        </>
      )}
    </section>
  );
}
