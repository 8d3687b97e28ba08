import { useState } from 'react';
import { CheckCheck } from 'lucide-react';
import type { LoungeDay } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { submit } from '#web/lib/submit.ts';
import { useAdminOrders, useCompletePending } from '#web/features/admin/orders/api/orders.ts';

/**
 * 'Complete all pending' for the chosen festival day, so the packing list fills without a click per
 * order. Shows how many orders it will move and asks first; the server moves them in one action.
 */
export function CompletePending({ day }: { day: LoungeDay }) {
  // One row is enough: only the total is read.
  const pending = useAdminOrders({ status: 'pending', day, limit: 1 });
  const complete = useCompletePending();
  const [asking, setAsking] = useState(false);
  const count = pending.data?.total ?? 0;

  const run = async () => {
    await submit(() => complete.mutateAsync(day), { success: ({ message }) => message, fallback: msg.updateOrderStatusFailed });
    setAsking(false);
  };

  return (
    <>
      <Button variant="secondary" disabled={count === 0 || pending.isPlaceholderData} onClick={() => setAsking(true)}>
        <CheckCheck aria-hidden="true" className="size-4 text-success-fg" />
        Complete all pending ({count})
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Complete all pending orders for ${day}`}
        message={msg.confirmCompletePending(count, day)}
        confirmLabel={`Complete ${count}`}
        confirmVariant="primary"
        busy={complete.isPending}
        onConfirm={() => void run()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
