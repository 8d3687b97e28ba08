import { loungeLabel } from '#shared/constants.ts';
import type { AdminLounge } from '#shared/schemas/admin-lounges.ts';
import type { Profile } from '#shared/schemas/auth.ts';
import { submit } from '#web/lib/submit.ts';
import { formatNumber, tokensText } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useAssignUser } from '#web/features/admin/lounges/api/lounges.ts';
import { UserChoiceList } from './user-choice-list.tsx';

/**
 * 'Assign User to {category} {table}': pick an active user, then confirm, because the server grants the
 * lounge's tokens once and that cannot be undone.
 */
export function AssignUserDialog({ lounge, onClose }: { lounge: AdminLounge | null; onClose(): void }) {
  const assign = useAssignUser();

  const onAssign = (lounge: AdminLounge, user: Profile) =>
    submit(() => assign.mutateAsync({ loungeId: lounge.id, userId: user.id }), {
      success: () => t('userAssigned'),
      fallback: t('assignUserFailed'),
      onSuccess: onClose,
    });

  return (
    <Dialog
      open={lounge !== null}
      onOpenChange={(open) => !open && onClose()}
      title={lounge ? t('admin.lounges.assignTitle', { lounge: loungeLabel(lounge) }) : t('admin.lounges.assignUser')}
      description={lounge ? t('admin.lounges.assignText', { tokens: tokensText(lounge.minimumConsumptionTokens) }) : undefined}
    >
      {lounge && (
        <UserChoiceList
          texts={{
            action: t('admin.lounges.assign'),
            actionName: (email) => t('admin.lounges.assignEmail', { email }),
            confirmTitle: t('admin.lounges.assignLounge'),
            confirmMessage: (user) => t('confirmAssign', { email: user.email, tokens: formatNumber(lounge.minimumConsumptionTokens) }),
            confirmLabel: t('admin.lounges.assign'),
          }}
          busy={assign.isPending}
          onCancel={onClose}
          onConfirm={(user) => onAssign(lounge, user)}
        />
      )}
    </Dialog>
  );
}
