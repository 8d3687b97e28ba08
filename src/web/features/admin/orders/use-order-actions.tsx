import { useState } from 'react';
import { msg } from '#shared/messages.ts';
import { submit } from '#web/lib/submit.ts';
import { useChangeOrderStatus, useRefundOrder } from '#web/features/admin/orders/api/orders.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { orderNumber } from '#web/lib/format.ts';

/** `deliveredAt`: a delivered order's refund asks a second time (issue 17). */
export type OrderRef = { id: string; totalTokens: number; deliveredAt?: string | null };
export type OrderAction = 'complete' | 'cancel' | 'refund';

/**
 * Complete, Cancel and Refund, from the table and from the details dialog alike. Complete runs at
 * once; Cancel (tokens stay spent) and Refund (tokens go back) ask first. Returns the confirmation
 * dialog to render and which order is being worked on.
 */
export function useOrderActions() {
  const changeStatus = useChangeOrderStatus();
  const refund = useRefundOrder();
  const [confirming, setConfirming] = useState<{ action: 'cancel' | 'refund' | 'refundDelivered'; order: OrderRef } | null>(null);

  const setStatus = (order: OrderRef, status: 'completed' | 'cancelled') =>
    submit(() => changeStatus.mutateAsync({ orderId: order.id, status }), {
      success: msg.orderStatusChanged(status),
      fallback: msg.updateOrderStatusFailed,
    });

  // The server refuses a delivered order's refund unless the second question was answered (confirmDelivered).
  const doRefund = (order: OrderRef, confirmDelivered: boolean) =>
    submit(() => refund.mutateAsync({ orderId: order.id, confirmDelivered }), { success: ({ message }) => message, fallback: msg.refundOrderFailed });

  const run = (action: OrderAction, order: OrderRef) => {
    if (action === 'complete') void setStatus(order, 'completed');
    else setConfirming({ action, order });
  };

  const confirm = async () => {
    if (!confirming) return;
    if (confirming.action === 'refund' && confirming.order.deliveredAt) {
      // The drinks are already at the lounge: the second question makes a refund of them deliberate.
      setConfirming({ action: 'refundDelivered', order: confirming.order });
      return;
    }
    if (confirming.action !== 'cancel') await doRefund(confirming.order, confirming.action === 'refundDelivered');
    else await setStatus(confirming.order, 'cancelled');
    setConfirming(null);
  };

  const busyOrderId =
    (changeStatus.isPending && changeStatus.variables?.orderId) || (refund.isPending && refund.variables?.orderId) || null;

  const dialog = (
    <ConfirmDialog
      key={confirming?.action}
      open={confirming !== null}
      title={confirming?.action === 'cancel' || !confirming ? `Cancel Order ${confirming ? orderNumber(confirming.order.id) : ''}` : 'Refund Order'}
      message={
        confirming?.action === 'refund'
          ? msg.confirmRefund(confirming.order.totalTokens)
          : confirming?.action === 'refundDelivered'
            ? msg.confirmRefundDelivered
            : msg.confirmCancelOrder
      }
      confirmLabel={confirming?.action === 'refundDelivered' ? 'Refund anyway' : confirming?.action === 'refund' ? 'Refund' : 'Cancel order'}
      cancelLabel={confirming?.action === 'cancel' ? 'Keep order' : 'Cancel'}
      busy={changeStatus.isPending || refund.isPending}
      onConfirm={() => void confirm()}
      onCancel={() => setConfirming(null)}
    />
  );

  return { run, busyOrderId, dialog };
}
