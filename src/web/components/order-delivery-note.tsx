import { Truck } from 'lucide-react';
import type { OrderDelivery } from '#shared/order-delivery.ts';
import { cn } from '#web/lib/cn.ts';
import { dayLabel, formatTime, formatWeekday } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/** "Delivered on Friday at 18:42", or "Partly delivered (Terrace 2, Friday)" while other lounges still wait. */
export function orderDeliveryText(delivery: OrderDelivery): string | null {
  if (delivery.state === 'none' || !delivery.lastDeliveredAt) return null;
  if (delivery.state === 'delivered') {
    return t('deliveredOn', { day: formatWeekday(delivery.lastDeliveredAt), time: formatTime(delivery.lastDeliveredAt) });
  }
  const lounges = delivery.deliveredLounges.map((l) => (l.day ? `${l.label}, ${dayLabel(l.day)}` : l.label)).join('; ');
  return t('partlyDelivered', { lounges });
}

/** How far an order was brought to its lounges, as one line: on /orders, in the order details, on the delivery run. */
export function OrderDeliveryNote({ delivery, className }: { delivery: OrderDelivery; className?: string }) {
  const text = orderDeliveryText(delivery);
  if (!text) return null;
  return (
    <p
      className={cn(
        'flex items-center gap-1.5 text-sm font-medium',
        delivery.state === 'delivered' ? 'text-success-fg' : 'text-warning-fg',
        className,
      )}
    >
      <Truck aria-hidden="true" className="size-4 shrink-0" />
      <span>{text}</span>
    </p>
  );
}
