import { Check, CloudOff, Mail, Navigation, RotateCcw, Sparkles, TriangleAlert } from 'lucide-react';
import type { DeliveryLounge, DeliveryOrder } from '#shared/schemas/delivery.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EmailText } from '#web/components/ui/email-text.tsx';
import { OrderDeliveryNote } from '#web/components/order-delivery-note.tsx';
import { formatNumber, formatTime, orderNumber } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { localizedServerText } from '#web/lib/i18n/api-errors.ts';
import { lastDeliveredAt, type DeliveryChange, type DeliveryTarget, type TapNote } from '#web/features/admin/delivery/api/delivery.ts';
import type { QueuedTap } from '#web/features/admin/delivery/api/tap-store.ts';

/**
 * `taps`: the runner's taps not sent yet; `notes`: taps dropped, with why (docs/decisions/042-service-worker.md).
 * `readOnly`: a closed edition's run (docs/decisions/031), shown without its buttons' effect. `onTheWay`: "On my way"
 * for the lounge (docs/decisions/049-on-its-way.md), `onTheWayBusy` while it is being sent.
 */
type Props = {
  lounge: DeliveryLounge;
  onChange(change: DeliveryChange): void;
  onTheWay(): void;
  onTheWayBusy?: boolean;
  taps: QueuedTap[];
  notes: TapNote[];
  onDismissNote(key: string): void;
  readOnly?: boolean;
};

/** Whether a tap on this lounge as a whole (or on this order of it, or on its whole lounge) has not reached the server yet. */
const isUnsent = (taps: QueuedTap[], loungeId: string, orderId?: string) =>
  taps.some((tap) => tap.target.loungeId === loungeId && (!tap.target.orderId || tap.target.orderId === orderId));

/** What a note says: the server's refusal, or what became of an order the runner saw waiting. */
function noteText(note: TapNote) {
  if ('refused' in note) return t('admin.delivery.tapRefused', { reason: localizedServerText(note.refused, t('deliveryFailed')) });
  const { conflict } = note;
  const order = t('orders.heading', { number: orderNumber(conflict.orderId) });
  const time = formatTime(conflict.at);
  return conflict.kind === 'refunded'
    ? t('admin.delivery.refundedMeanwhile', { order, time })
    : t('admin.delivery.deliveredMeanwhile', { order, time, email: conflict.byEmail ?? '' });
}

/** A tap of this lounge that was dropped (or an order of it), and why: the runner reads it where they tapped. */
export function DroppedTap({ note, onDismiss }: { note: TapNote; onDismiss(): void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-danger-bg px-3 py-2 text-sm font-medium text-danger-fg">
      <p className="flex items-center gap-2">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {noteText(note)}
      </p>
      <Button size="sm" variant="ghost" onClick={onDismiss}>
        {t('admin.delivery.dismissNote')}
      </Button>
    </div>
  );
}

/** A tap the server does not have yet (offline, or its answer was lost): kept and sent when the network is back. */
function NotSentYet() {
  return (
    <span className="flex items-center gap-1.5 text-sm font-semibold text-warning-fg">
      <CloudOff aria-hidden="true" className="size-4" />
      {t('admin.delivery.notSentYet')}
    </span>
  );
}

/** The state of what a button marks: delivered (when, with Undo while allowed) or not yet, with the action. */
function DeliveryState(props: { at: string | null; unsent: boolean; label: string; undo?: () => void; deliver(): void; large?: boolean; readOnly?: boolean }) {
  const { at, unsent, label, undo, deliver, large, readOnly } = props;
  if (at) {
    return (
      <div className="flex min-h-11 flex-wrap items-center justify-between gap-x-2 rounded-lg bg-success-bg px-3 text-success-fg">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
          <span className="flex items-center gap-2 font-semibold">
            <Check aria-hidden="true" className="size-5" />
            <time dateTime={at}>{t('deliveredAt', { time: formatTime(at) })}</time>
          </span>
          {unsent && <NotSentYet />}
        </p>
        {undo && (
          <Button size="sm" variant="ghost" onClick={undo} disabled={readOnly}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('admin.delivery.undo')}
            <span className="sr-only"> {label}</span>
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
        <span>{t('notDeliveredYet')}</span>
        {unsent && <NotSentYet />}
      </p>
      <Button
        size={large ? 'lg' : undefined}
        variant={large ? undefined : 'secondary'}
        fullWidth
        className={large ? 'min-h-14 text-lg' : undefined}
        onClick={deliver}
        disabled={readOnly}
      >
        <Check aria-hidden="true" className={large ? 'size-5' : 'size-4'} />
        {t('admin.delivery.markDelivered')}
        <span className="sr-only"> {label}</span>
      </Button>
    </div>
  );
}

/** "On my way" until a runner set off for the lounge, then since when: every runner of the day sees it. */
function OnTheWay({ at, label, onTap, busy, readOnly }: { at: string | null; label: string; onTap(): void; busy?: boolean; readOnly?: boolean }) {
  if (at) {
    return (
      <p className="flex min-h-11 items-center gap-2 rounded-lg bg-brand-50 px-3 text-sm font-semibold text-brand-700">
        <Navigation aria-hidden="true" className="size-4 shrink-0" />
        <time dateTime={at}>{t('admin.delivery.onTheWaySince', { time: formatTime(at) })}</time>
      </p>
    );
  }
  return (
    <Button variant="secondary" fullWidth onClick={onTap} busy={busy} disabled={readOnly}>
      <Navigation aria-hidden="true" className="size-4" />
      {t('admin.delivery.onMyWay')}
      <span className="sr-only"> {label}</span>
    </Button>
  );
}

/** One order of a lounge with several: its own button, and how far the whole order is when it has other lounges. */
function OrderRow({ order, target, onChange, unsent, readOnly }: { order: DeliveryOrder; target: DeliveryTarget; onChange: Props['onChange']; unsent: boolean; readOnly?: boolean }) {
  const label = t('admin.delivery.orderName', { number: orderNumber(order.orderId) });
  return (
    <li className="flex flex-col gap-1">
      <span className="text-sm font-medium text-slate-700">{t('orders.heading', { number: orderNumber(order.orderId) })}</span>
      {order.order.state === 'partial' && <OrderDeliveryNote delivery={order.order} />}
      <DeliveryState
        at={order.deliveredAt}
        unsent={unsent}
        label={label}
        undo={order.undoable ? () => onChange({ kind: 'undo', target }) : undefined}
        deliver={() => onChange({ kind: 'deliver', target, seen: [order.orderId] })}
        readOnly={readOnly}
      />
    </li>
  );
}

/** One lounge of the run: what to bring, for whom, and the large "Mark delivered" (per order when several). */
export function DeliveryLoungeCard({ lounge, onChange, onTheWay, onTheWayBusy, taps, notes, onDismissNote, readOnly }: Props) {
  const headingId = `delivery-${lounge.loungeId}`;
  const several = lounge.orders.length > 1;
  const target = { loungeId: lounge.loungeId };
  const partly = lounge.orders.filter((o) => o.order.state === 'partial');
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
      {/* Setting off comes before handing over: first after what to bring. */}
      {!lounge.delivered && <OnTheWay at={lounge.onTheWayAt} label={lounge.label} onTap={onTheWay} busy={onTheWayBusy} readOnly={readOnly} />}
      {several ? (
        <ul aria-label={t('admin.delivery.ordersOf', { lounge: lounge.label })} className="flex flex-col gap-3 border-t border-slate-200 pt-3">
          {lounge.orders.map((order) => (
            <OrderRow
              key={order.orderId}
              order={order}
              target={{ ...target, orderId: order.orderId }}
              onChange={onChange}
              unsent={isUnsent(taps, lounge.loungeId, order.orderId)}
              readOnly={readOnly}
            />
          ))}
        </ul>
      ) : (
        partly.map((order) => <OrderDeliveryNote key={order.orderId} delivery={order.order} />)
      )}
      {notes
        .filter((note) => note.target.loungeId === lounge.loungeId)
        .map((note) => (
          <DroppedTap key={note.key} note={note} onDismiss={() => onDismissNote(note.key)} />
        ))}
      <DeliveryState
        large
        at={lounge.delivered ? lastDeliveredAt(lounge) : null}
        unsent={isUnsent(taps, lounge.loungeId)}
        label={lounge.label}
        undo={lounge.orders.every((o) => o.undoable) ? () => onChange({ kind: 'undo', target }) : undefined}
        deliver={() => onChange({ kind: 'deliver', target, seen: lounge.orders.filter((o) => o.deliveredAt === null).map((o) => o.orderId) })}
        readOnly={readOnly}
      />
    </article>
  );
}
