import { beforeChangeCutoff } from '#shared/change-cutoff.ts';
import type { Order } from '#shared/schemas/orders.ts';
import type { PublicSettings } from '#shared/schemas/settings.ts';

/** Why the guest can no longer cancel or change an order: it is no longer pending, its cutoff passed, or the shop says so. */
export type ClosedReason = 'notPending' | 'cutoff' | 'off';

/**
 * What the guest may do with their own order (docs/decisions/044), by the server's rules: only a pending order, only
 * before its edition's cutoff, only what the shop settings allow. `closed` says why neither is offered (null for a
 * cancelled order: nothing is left to ask about). Without the settings yet, nothing is offered.
 */
export function orderRights(order: Order, settings: Pick<PublicSettings, 'guestsMayCancel' | 'guestsMayChange'> | undefined, now = new Date()) {
  const none = (closed: ClosedReason | null) => ({ cancel: false, change: false, closed });
  if (order.status === 'cancelled') return none(null);
  if (order.status !== 'pending') return none('notPending');
  if (!beforeChangeCutoff(order.edition, now)) return none('cutoff');
  if (!settings) return none(null);
  const cancel = settings.guestsMayCancel;
  const change = settings.guestsMayChange;
  return { cancel, change, closed: cancel || change ? null : ('off' as const) };
}
