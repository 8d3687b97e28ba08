import type { Order } from '#shared/schemas/orders.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog, useConfirmedAction } from '#web/components/ui/confirm-dialog.tsx';
import { useCancelMyOrder } from './api/my-orders.ts';

/** "Cancel order" on a guest's own order (docs/product.md#guests-cancel-or-change-their-pending-orders), after a question. */
export function CancelOrder({ order }: { order: Order }) {
  const cancel = useCancelMyOrder();
  const confirm = useConfirmedAction(
    () => cancel.mutateAsync(order.id),
    // The server's message, in the guest's language.
    () => ({ success: t('orderRefunded', { tokens: order.totalTokens }), fallback: t('unexpectedError') }),
  );

  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => confirm.ask(true)}>
        {t('orders.cancel')}
      </Button>
      <ConfirmDialog
        {...confirm.dialog}
        title={t('orders.cancel')}
        message={t('orders.cancelText', { tokens: order.totalTokens })}
        confirmLabel={t('orders.cancel')}
        cancelLabel={t('orders.keep')}
        busy={cancel.isPending}
      />
    </>
  );
}
