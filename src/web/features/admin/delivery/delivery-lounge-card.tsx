import { Check, Mail, RotateCcw, Sparkles } from 'lucide-react';
import type { DeliveryLounge } from '#shared/schemas/delivery.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EmailText } from '#web/components/ui/email-text.tsx';
import { formatNumber, formatTime, orderNumber } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { lastDeliveredAt, type DeliveryChange } from '#web/features/admin/delivery/api/delivery.ts';

type Props = { lounge: DeliveryLounge; onChange(change: DeliveryChange): void };

function DeliveredNote({ at, undo, label }: { at: string; undo?: () => void; label: string }) {
  return (
    <div className="flex min-h-11 flex-wrap items-center justify-between gap-x-2 rounded-lg bg-success-bg px-3 text-success-fg">
      <p className="flex items-center gap-2 py-2 font-semibold">
        <Check aria-hidden="true" className="size-5" />
        <time dateTime={at}>{t('deliveredAt', { time: formatTime(at) })}</time>
      </p>
      {undo && (
        <Button size="sm" variant="ghost" onClick={undo}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('admin.delivery.undo')}
          <span className="sr-only"> {label}</span>
        </Button>
      )}
    </div>
  );
}

/** One lounge of the run: what to bring, for whom, and the large Delivered button (per order when several). */
export function DeliveryLoungeCard({ lounge, onChange }: Props) {
  const headingId = `delivery-${lounge.loungeId}`;
  const several = lounge.orders.length > 1;
  const deliver = (target: DeliveryChange['target']) => onChange({ kind: 'deliver', target });
  const undo = (target: DeliveryChange['target']) => onChange({ kind: 'undo', target });
  return (
    <article aria-labelledby={headingId} className="card flex flex-col gap-3 p-4" data-delivered={lounge.delivered}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {lounge.label}
        </h2>
        {lounge.assignees.map((email) => (
          <p key={email} className="flex min-w-0 items-center gap-1.5 text-sm text-slate-600">
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            <EmailText email={email} />
          </p>
        ))}
      </header>
      <ul aria-label={t('admin.delivery.toBring', { lounge: lounge.label })} className="flex flex-col gap-1 text-base">
        {lounge.products.map((p) => (
          <li key={p.name} className="flex justify-between gap-3">
            <span className="min-w-0 break-words">{p.name}</span>
            <span className="font-semibold tabular-nums">{t('admin.delivery.quantity', { quantity: formatNumber(p.quantity) })}</span>
          </li>
        ))}
        {lounge.mixDrinks.map((m) => (
          <li key={`mix-${m.name}`} className="flex justify-between gap-3 text-slate-600">
            <span className="flex min-w-0 items-center gap-1.5 break-words">
              <Sparkles aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
              {m.name}
            </span>
            <span className="font-semibold tabular-nums">{t('admin.delivery.quantity', { quantity: formatNumber(m.quantity) })}</span>
          </li>
        ))}
      </ul>
      {several && (
        <ul aria-label={t('admin.delivery.ordersOf', { lounge: lounge.label })} className="flex flex-col gap-2 border-t border-slate-200 pt-3">
          {lounge.orders.map((order) => (
            <li key={order.orderId} className="flex flex-col gap-1">
              <span className="text-sm font-medium text-slate-700">{t('orders.heading', { number: orderNumber(order.orderId) })}</span>
              {order.deliveredAt ? (
                <DeliveredNote
                  at={order.deliveredAt}
                  label={t('admin.delivery.orderName', { number: orderNumber(order.orderId) })}
                  undo={order.undoable ? () => undo({ orderId: order.orderId }) : undefined}
                />
              ) : (
                <Button variant="secondary" fullWidth onClick={() => deliver({ orderId: order.orderId })}>
                  <Check aria-hidden="true" className="size-4" />
                  {t('admin.delivery.delivered')}
                  <span className="sr-only"> {t('admin.delivery.orderName', { number: orderNumber(order.orderId) })}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {lounge.delivered ? (
        <DeliveredNote
          at={lastDeliveredAt(lounge)}
          label={lounge.label}
          undo={lounge.orders.every((o) => o.undoable) ? () => undo({ loungeId: lounge.loungeId }) : undefined}
        />
      ) : (
        <Button size="lg" fullWidth className="min-h-14 text-lg" onClick={() => deliver({ loungeId: lounge.loungeId })}>
          <Check aria-hidden="true" className="size-5" />
          {t('admin.delivery.delivered')}
          <span className="sr-only"> {lounge.label}</span>
        </Button>
      )}
    </article>
  );
}
