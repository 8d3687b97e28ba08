import { Fragment } from 'react';
import { cn } from '#web/lib/cn.ts';
import { formatNumber, formatTime, orderNumber } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import type { PackingLounge } from '#shared/schemas/admin-packing.ts';
import type { DeliveryLounge } from '#shared/schemas/delivery.ts';
import { orderDeliveryText } from '#web/components/order-delivery-note.tsx';
import { lastDeliveredAt } from '#web/features/admin/delivery/api/delivery.ts';
import { EmailText } from '#web/components/ui/email-text.tsx';

type PackingLine = PackingLounge['lines'][number];

/** A drink's name and count never break inside; the list wraps between drinks. */
function MixDrinkList({ mixDrinks }: { mixDrinks: PackingLine['mixDrinks'] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 sm:block">
      {mixDrinks.map((mix) => (
        <li key={mix.name} className="whitespace-nowrap">
          {mix.name}
          <span className="tabular-nums"> {t('admin.packing.times', { quantity: formatNumber(mix.quantity) })}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Under a lounge's lines, how far its orders are where that is not the lounge's own state: an order brought
 * here while others of the lounge wait, and an order whose other lounges are delivered or still waiting.
 */
function OrderDeliveryNotes({ lounge }: { lounge: DeliveryLounge }) {
  const notes = lounge.orders.flatMap((order) => {
    const here = !lounge.delivered && order.deliveredAt ? t('deliveredAt', { time: formatTime(order.deliveredAt) }) : null;
    const text = order.order.state === 'partial' ? orderDeliveryText(order.order) : here;
    return text ? [{ orderId: order.orderId, text }] : [];
  });
  if (notes.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-col gap-0.5 border-t border-slate-100 pt-2 text-sm text-slate-700">
      {notes.map(({ orderId, text }) => (
        <li key={orderId} className="flex flex-wrap gap-x-1.5">
          <span className="font-mono">{orderNumber(orderId)}:</span>
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * 'By Lounge': one block per lounge (one printed page each), each order line with its mix drinks;
 * `delivery` (the day's delivery run by lounge id) marks the lounges and orders already brought.
 */
export function PackingByLounge({ lounges, delivery }: { lounges: PackingLounge[]; delivery?: Map<string, DeliveryLounge> }) {
  return (
    <div className="flex flex-col gap-4">
      {lounges.map((lounge) => {
        const headingId = `packing-lounge-${lounge.loungeId}`;
        const run = delivery?.get(lounge.loungeId);
        return (
          <section
            key={lounge.loungeId}
            aria-labelledby={headingId}
            className="packing-block packing-lounge card p-4 sm:p-5"
          >
            <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2 id={headingId} className="text-lg font-semibold text-slate-900">
                {lounge.label}
              </h2>
              {run?.delivered && <p className="text-sm font-semibold text-success-fg">{t('deliveredAt', { time: formatTime(lastDeliveredAt(run)) })}</p>}
              <p className="text-sm text-slate-600">
                {lounge.assignees.length === 0
                  ? t('admin.packing.notAssigned')
                  : lounge.assignees.map((email, i) => (
                      <span key={email}>
                        {i > 0 && ', '}
                        <EmailText email={email} />
                      </span>
                    ))}
              </p>
            </div>
            {/* Fixed column widths, so the columns line up from one lounge to the next. */}
            <table className="w-full table-fixed border-collapse text-left text-sm">
              <colgroup>
                <col />
                <col className="w-24" />
                <col className="w-12 sm:w-16" />
                <col className="hidden w-2/5 sm:table-column" />
              </colgroup>
              <thead>
                <tr className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  <th scope="col" className="py-2 pr-2">
                    {t('admin.packing.product')}
                  </th>
                  <th scope="col" className="py-2 pr-2">
                    {t('admin.packing.order')}
                  </th>
                  <th scope="col" className="py-2 pr-2 text-right sm:pr-4">
                    {t('admin.packing.qty')}
                  </th>
                  <th scope="col" className="hidden py-2 sm:table-cell">
                    {t('admin.packing.mixDrinksColumn')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {lounge.lines.map((line) => (
                  <Fragment key={line.orderItemId}>
                    <tr className={cn('border-b border-slate-100 align-top last:border-0', line.mixDrinks.length > 0 && 'max-sm:border-0')}>
                      <td className="py-2 pr-2 break-words text-slate-900">{line.productName}</td>
                      <td className="py-2 pr-2 font-mono whitespace-nowrap text-slate-600">{orderNumber(line.orderId)}</td>
                      <td className="py-2 pr-2 text-right font-semibold tabular-nums sm:pr-4">{formatNumber(line.quantity)}</td>
                      <td className="hidden py-2 text-slate-700 sm:table-cell">
                        {line.mixDrinks.length === 0 ? <span className="text-slate-400">–</span> : <MixDrinkList mixDrinks={line.mixDrinks} />}
                      </td>
                    </tr>
                    {/* On a phone the mix drinks take the whole width under their line instead of a narrow column. */}
                    {line.mixDrinks.length > 0 && (
                      <tr className="border-b border-slate-100 last:border-0 sm:hidden">
                        <td colSpan={3} className="pb-2 pl-3 text-slate-700">
                          <span className="sr-only">{t('admin.packing.mixDrinksLabel')} </span>
                          <MixDrinkList mixDrinks={line.mixDrinks} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                ))}
              </tbody>
            </table>
            {run && <OrderDeliveryNotes lounge={run} />}
          </section>
        );
      })}
    </div>
  );
}
