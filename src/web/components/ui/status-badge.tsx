import type { OrderStatus } from '#shared/constants.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';

/** Order statuses in words (SPEC §4), for badges and filters alike. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = { pending: 'Pending', completed: 'Completed', cancelled: 'Cancelled' };

/** SPEC §4: pending yellow, completed green, cancelled red; the tones are defined in styles.css. */
const orderTones: Record<OrderStatus, BadgeTone> = { pending: 'warning', completed: 'success', cancelled: 'danger' };

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={orderTones[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}

/** Products and mix drinks: 'Active' in the success tone, 'Inactive' neutral (SPEC §2). */
export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Inactive'}</Badge>;
}
