import { useState } from 'react';
import { loungeLabel } from '#shared/constants.ts';
import type { AdminLounge } from '#shared/schemas/admin-lounges.ts';
import type { Profile } from '#shared/schemas/auth.ts';
import { submit } from '#web/lib/submit.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { useMoveLounge } from '#web/features/admin/lounges/api/lounges.ts';
import { UserChoiceList } from './user-choice-list.tsx';

/** The body, mounted per opening so the chosen guests start afresh. */
function MoveLounge({ lounge, onClose }: { lounge: AdminLounge; onClose(): void }) {
  const move = useMoveLounge();
  const [fromId, setFromId] = useState(lounge.assignedUsers[0]?.id ?? '');
  const from = lounge.assignedUsers.find((u) => u.id === fromId);

  const onMove = async (to: Profile) => {
    if (!from) return;
    await submit(() => move.mutateAsync({ loungeId: lounge.id, fromUserId: from.id, toUserId: to.id }), {
      success: () => t('loungeMoved', { email: to.email }),
      fallback: t('moveLoungeFailed'),
      onSuccess: onClose,
    });
  };

  return (
    <>
      {lounge.assignedUsers.length > 1 && (
        <SelectField label={t('admin.lounges.moveFrom')} value={fromId} onChange={(e) => setFromId(e.target.value)} className="mb-3">
          {lounge.assignedUsers.map((u) => (
            <option key={u.id} value={u.id}>
              {u.email}
            </option>
          ))}
        </SelectField>
      )}
      <UserChoiceList
        leaveOut={lounge.assignedUsers}
        texts={{
          action: t('admin.lounges.moveToUser'),
          actionName: (email) => t('admin.lounges.moveToEmail', { email }),
          confirmTitle: t('admin.lounges.moveLounge'),
          confirmMessage: (to) => (from ? t('confirmMoveLounge', { lounge: loungeLabel(lounge), from: from.email, to: to.email }) : ''),
          confirmLabel: t('admin.lounges.move'),
        }}
        busy={move.isPending}
        onCancel={onClose}
        onConfirm={onMove}
      />
    </>
  );
}

/** 'Move to another guest': for a lounge assigned to the wrong guest; the ledger keeps its grant. */
export function MoveLoungeDialog({ lounge, onClose }: { lounge: AdminLounge | null; onClose(): void }) {
  return (
    <Dialog
      open={lounge !== null}
      onOpenChange={(open) => !open && onClose()}
      title={lounge ? t('admin.lounges.moveTo', { lounge: loungeLabel(lounge) }) : t('admin.lounges.moveLounge')}
      description={
        lounge && lounge.assignedUsers.length === 1
          ? t('admin.lounges.nowAssigned', { email: lounge.assignedUsers[0]!.email })
          : t('admin.lounges.noTokensMove')
      }
    >
      {lounge && <MoveLounge lounge={lounge} onClose={onClose} />}
    </Dialog>
  );
}
