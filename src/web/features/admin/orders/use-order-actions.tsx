import { useState } from 'react';
import toast from 'react-hot-toast';
import { msg } from '#shared/messages.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useChangeOrderStatus, useRefundOrder } from '#web/features/admin/orders/api/orders.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { orderNumber } from '#web/lib/format.ts';

export type OrderRef = { id: string; totalTokens: number };
export type OrderAction = 'complete' | 'cancel' | 'refund';

/**
 * Complete, Cancel and Refund, from the table and from the details dialog alike. Complete runs at
 * once; Cancel (tokens stay spent) and Refund (tokens go back) ask first. Returns the confirmation
 * dialog to render and which order is being worked on.
 */
export function useOrderActions() {
  const changeStatus = useChangeOrderStatus();
  const refund = useRefundOrder();
  const [confirming, setConfirming] = useState<{ action: 'cancel' | 'refund'; order: OrderRef } | null>(null);

  const setStatus = async (order: OrderRef, status: 'completed' | 'cancelled') => {
    try {
      await changeStatus.mutateAsync({ orderId: order.id, status });
      toast.success(msg.orderStatusChanged(status));
    } catch (error) {
      toast.error(errorMessage(error, msg.updateOrderStatusFailed));
    }
  };

  const doRefund = async (order: OrderRef) => {
    try {
      const { message } = await refund.mutateAsync(order.id);
      toast.success(message);
    } catch (error) {
      toast.error(errorMessage(error, msg.refundOrderFailed));
    }
  };

  const run = (action: OrderAction, order: OrderRef) => {
    if (action === 'complete') void setStatus(order, 'completed');
    else setConfirming({ action, order });
  };

  const confirm = async () => {
    if (!confirming) return;
    if (confirming.action === 'refund') await doRefund(confirming.order);
    else await setStatus(confirming.order, 'cancelled');
    setConfirming(null);
  };

  const busyOrderId =
    (changeStatus.isPending && changeStatus.variables?.orderId) || (refund.isPending && refund.variables) || null;

  const dialog = (
    <ConfirmDialog
      open={confirming !== null}
      title={confirming?.action === 'refund' ? 'Refund Order' : `Cancel Order ${confirming ? orderNumber(confirming.order.id) : ''}`}
      message={confirming?.action === 'refund' ? msg.confirmRefund(confirming.order.totalTokens) : msg.confirmCancelOrder}
      confirmLabel={confirming?.action === 'refund' ? 'Refund' : 'Yes, cancel order'}
      busy={changeStatus.isPending || refund.isPending}
      onConfirm={() => void confirm()}
      onCancel={() => setConfirming(null)}
    />
  );

  return { run, busyOrderId, dialog };
}
