import type { ReactNode } from 'react';
import { Mail, WifiOff } from 'lucide-react';
import type { Order } from '#shared/schemas/orders.ts';
import { usePublicSettings } from '#web/features/settings/api/public-settings.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { useOfflineStatus } from '#web/lib/offline-status.ts';
import { CancelOrder } from './cancel-order.tsx';
import { ChangeOrder } from './change-order.tsx';
import { orderRights, type ClosedReason } from './order-rights.ts';

const CLOSED_TEXT = { notPending: 'orders.closedNotPending', cutoff: 'orders.closedCutoff', off: 'orders.closedOff' } as const satisfies Record<ClosedReason, string>;

/**
 * What the guest may do with their order on /orders (docs/product.md#guests-cancel-or-change-their-pending-orders):
 * "Change order" and "Cancel order" while allowed, else why not and the address to write to instead. Offline (the page
 * shows kept answers, docs/decisions/042-service-worker.md) neither can reach the server, so the buttons give way to
 * a line that says so.
 */
export function OrderActions({ order }: { order: Order }) {
  const settings = usePublicSettings();
  const { offline } = useOfflineStatus();
  const rights = orderRights(order, settings.data);
  if (rights.closed) return <Why icon={Mail}>{t(CLOSED_TEXT[rights.closed], { email: order.edition.contactEmail })}</Why>;
  if (!rights.change && !rights.cancel) return null;
  if (offline) return <Why icon={WifiOff}>{t('orders.offline')}</Why>;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {rights.change && <ChangeOrder order={order} />}
      {rights.cancel && <CancelOrder order={order} />}
    </div>
  );
}

function Why({ icon: Icon, children }: { icon: typeof Mail; children: ReactNode }) {
  return (
    <p className="flex w-full items-start gap-1.5 text-sm text-slate-600">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
