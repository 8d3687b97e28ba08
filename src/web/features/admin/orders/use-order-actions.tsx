import { useState } from 'react';
import type { DeliveryState } from '#shared/order-delivery.ts';
import { submit } from '#web/lib/submit.ts';
import { useChangeOrderStatus, useRefundOrder } from '#web/features/admin/orders/api/orders.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { formatNumber, orderNumber } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/** `delivery`: refunding an order with drinks at a lounge already (delivered or partly) asks a second time. */
export type OrderRef = { id: string; totalTokens: number; delivery?: { state: DeliveryState } };
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
      success: () => t('orderStatusChanged', { status }),
      fallback: t('updateOrderStatusFailed'),
    });

  // The server refuses a delivered order's refund unless the second question was answered (confirmDelivered).
  const doRefund = (order: OrderRef, confirmDelivered: boolean) =>
    submit(() => refund.mutateAsync({ orderId: order.id, confirmDelivered }), {
      success: (answer) => t('orderRefunded', { tokens: formatNumber(answer.order.totalTokens) }),
      fallback: t('refundOrderFailed'),
    });

  const run = (action: OrderAction, order: OrderRef) => {
    if (action === 'complete') void setStatus(order, 'completed');
    else setConfirming({ action, order });
  };

  const confirm = async () => {
    if (!confirming) return;
    if (confirming.action === 'refund' && confirming.order.delivery && confirming.order.delivery.state !== 'none') {
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
      title={
        !confirming
          ? ''
          : confirming.action === 'cancel'
            ? t('admin.orders.cancelOrderTitle', { number: orderNumber(confirming.order.id) })
            : t('admin.orders.refundOrderTitle')
      }
      message={
        confirming?.action === 'refund'
          ? t('confirmRefund', { tokens: formatNumber(confirming.order.totalTokens) })
          : confirming?.action === 'refundDelivered'
            ? t('confirmRefundDelivered')
            : t('confirmCancelOrder')
      }
      confirmLabel={
        confirming?.action === 'refundDelivered'
          ? t('admin.orders.refundAnyway')
          : confirming?.action === 'refund'
            ? t('admin.orders.refund')
            : t('admin.orders.cancelOrder')
      }
      cancelLabel={confirming?.action === 'cancel' ? t('admin.orders.keepOrder') : t('common.cancel')}
      busy={changeStatus.isPending || refund.isPending}
      onConfirm={() => void confirm()}
      onCancel={() => setConfirming(null)}
    />
  );

  return { run, busyOrderId, dialog };
}
