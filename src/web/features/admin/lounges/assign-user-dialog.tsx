import { useState } from 'react';
import { loungeLabel } from '#shared/constants.ts';
import type { AdminLounge } from '#shared/schemas/admin-lounges.ts';
import type { Profile } from '#shared/schemas/auth.ts';
import { submit } from '#web/lib/submit.ts';
import { formatNumber, tokensText } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useAssignUser } from '#web/features/admin/lounges/api/lounges.ts';
import { useActiveUsers } from '#web/features/admin/users/api/users.ts';
import { useFailureToast } from '#web/lib/use-failure-toast.ts';
import { UserChoiceList } from './user-choice-list.tsx';

/**
 * 'Assign User to {category} {table}': pick an active user, then confirm, because the server grants the
 * lounge's tokens once and that cannot be undone.
 */
export function AssignUserDialog({ lounge, onClose }: { lounge: AdminLounge | null; onClose(): void }) {
  const users = useActiveUsers({ enabled: lounge !== null });
  useFailureToast(users.error, t('fetchUsersFailed'));
  const assign = useAssignUser();
  const [confirming, setConfirming] = useState<Profile | null>(null);

  const close = () => {
    setConfirming(null);
    onClose();
  };

  const onAssign = async () => {
    if (!lounge || !confirming) return;
    await submit(() => assign.mutateAsync({ loungeId: lounge.id, userId: confirming.id }), {
      success: () => t('userAssigned'),
      fallback: t('assignUserFailed'),
      onSuccess: close,
    });
    setConfirming(null);
  };

  return (
    <Dialog
      open={lounge !== null}
      onOpenChange={(open) => !open && close()}
      title={lounge ? t('admin.lounges.assignTitle', { lounge: loungeLabel(lounge) }) : t('admin.lounges.assignUser')}
      description={lounge ? t('admin.lounges.assignText', { tokens: tokensText(lounge.minimumConsumptionTokens) }) : undefined}
    >
      <UserChoiceList
        users={users.data ?? []}
        loading={users.isPending}
        actionLabel={t('admin.lounges.assign')}
        actionName={(email) => t('admin.lounges.assignEmail', { email })}
        disabled={assign.isPending}
        onChoose={setConfirming}
      />
      <Button variant="ghost" fullWidth className="mt-3" onClick={close} disabled={assign.isPending}>
        {t('common.cancel')}
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        title={t('admin.lounges.assignLounge')}
        message={confirming && lounge ? t('confirmAssign', { email: confirming.email, tokens: formatNumber(lounge.minimumConsumptionTokens) }) : ''}
        confirmLabel={t('admin.lounges.assign')}
        confirmVariant="primary"
        busy={assign.isPending}
        onConfirm={() => void onAssign()}
        onCancel={() => setConfirming(null)}
      />
    </Dialog>
  );
}
