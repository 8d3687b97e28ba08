import { Mail } from 'lucide-react';
import type { Order } from '#shared/schemas/orders.ts';
import { usePublicSettings } from '#web/features/settings/api/public-settings.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { CancelOrder } from './cancel-order.tsx';
import { ChangeOrder } from './change-order.tsx';
import { orderRights, type ClosedReason } from './order-rights.ts';

const CLOSED_TEXT = { notPending: 'orders.closedNotPending', cutoff: 'orders.closedCutoff', off: 'orders.closedOff' } as const satisfies Record<ClosedReason, string>;

/**
 * What the guest may do with their order on /orders (docs/product.md#guests-cancel-or-change-their-pending-orders):
 * "Change order" and "Cancel order" while allowed, else why not and the address to write to instead.
 */
export function OrderActions({ order }: { order: Order }) {
  const settings = usePublicSettings();
  const rights = orderRights(order, settings.data);
  if (rights.closed) {
    return (
      <p className="flex w-full items-start gap-1.5 text-sm text-slate-600">
        <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{t(CLOSED_TEXT[rights.closed], { email: order.edition.contactEmail })}</span>
      </p>
    );
  }
  if (!rights.change && !rights.cancel) return null;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {rights.change && <ChangeOrder order={order} />}
      {rights.cancel && <CancelOrder order={order} />}
    </div>
  );
}
