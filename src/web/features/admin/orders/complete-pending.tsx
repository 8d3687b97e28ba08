import { CheckCheck } from 'lucide-react';
import type { LoungeDay, OrderStatus } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog, useConfirmedAction } from '#web/components/ui/confirm-dialog.tsx';
import { dayName, formatNumber } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { useAdminOrders, useCompletePending } from '#web/features/admin/orders/api/orders.ts';

const PENDING: OrderStatus = 'pending';

/**
 * 'Complete all pending' for the chosen festival day, so the packing list fills without a click per
 * order. Shows how many orders it will move and asks first; the server moves them in one action.
 */
export function CompletePending({ day, readOnly }: { day: LoungeDay; readOnly: boolean }) {
  // One row is enough: only the total is read.
  const pending = useAdminOrders({ status: PENDING, day, limit: 1 });
  const complete = useCompletePending();
  const count = pending.data?.total ?? 0;
  const confirm = useConfirmedAction(
    () => complete.mutateAsync(day),
    () => ({
      success: ({ completed }) => t('pendingCompleted', { n: completed, count: formatNumber(completed), day: dayName(day) }),
      fallback: t('updateOrderStatusFailed'),
    }),
  );

  return (
    <>
      <Button variant="secondary" disabled={readOnly || count === 0 || pending.isPlaceholderData} onClick={() => confirm.ask(true)}>
        <CheckCheck aria-hidden="true" className="size-4 text-success-fg" />
        {t('admin.orders.completeAllPending', { count: formatNumber(count) })}
      </Button>
      <ConfirmDialog
        {...confirm.dialog}
        title={t('admin.orders.completeAllPendingTitle', { day: dayName(day) })}
        message={t('confirmCompletePending', { n: count, count: formatNumber(count), day: dayName(day) })}
        confirmLabel={t('admin.orders.completeCount', { count: formatNumber(count) })}
        confirmVariant="primary"
        busy={complete.isPending}
      />
    </>
  );
}
