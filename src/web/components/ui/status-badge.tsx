import type { OrderStatus } from '#shared/constants.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { t } from '#web/lib/i18n/i18n.ts';

/** Order statuses in words (docs/product.md#order-states), for badges and filters alike. */
export const orderStatusName = (status: OrderStatus) =>
  ({ pending: t('status.pending'), completed: t('status.completed'), cancelled: t('status.cancelled') })[status];

/**
 * docs/product.md#order-states: pending yellow, completed green, cancelled red; the tones are defined in styles.css.
 */
const orderTones: Record<OrderStatus, BadgeTone> = { pending: 'warning', completed: 'success', cancelled: 'danger' };

/**
 * A cancelled order says what happened to its tokens ('Cancelled · refunded 80 tokens' or
 * 'Cancelled · not refunded'); a free one had none to return. Without refundedTokens: the bare status.
 */
export function orderStatusLabel(order: { status: OrderStatus; totalTokens?: number; refundedTokens?: number }) {
  if (order.status !== 'cancelled' || order.refundedTokens === undefined || order.totalTokens === 0) return orderStatusName(order.status);
  return order.refundedTokens > 0 ? t('cancelledRefunded', { tokens: order.refundedTokens }) : t('cancelledNotRefunded');
}

export function OrderStatusBadge({ order }: { order: { status: OrderStatus; totalTokens?: number; refundedTokens?: number } }) {
  return <Badge tone={orderTones[order.status]}>{orderStatusLabel(order)}</Badge>;
}

/** Products and mix drinks: 'Active' in the success tone, 'Inactive' neutral (docs/product.md#products). */
export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? 'success' : 'neutral'}>{active ? t('status.active') : t('status.inactive')}</Badge>;
}
