import { useState } from 'react';
import { loungeLabel } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import type { AdminLounge } from '#shared/schemas/admin-lounges.ts';
import { submit } from '#web/lib/submit.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useAssignUser } from '#web/features/admin/lounges/api/lounges.ts';
import { useActiveUsers } from '#web/features/admin/users/api/users.ts';
import { useFailureToast } from '#web/lib/use-failure-toast.ts';

/** 'Assign User to {category} {table}': pick an active user; the server grants the lounge's tokens once. */
export function AssignUserDialog({ lounge, onClose }: { lounge: AdminLounge | null; onClose(): void }) {
  const users = useActiveUsers({ enabled: lounge !== null });
  useFailureToast(users.error, msg.fetchUsersFailed);
  const assign = useAssignUser();
  const [filter, setFilter] = useState('');

  const close = () => {
    setFilter('');
    onClose();
  };

  const onAssign = (userId: string) => {
    if (!lounge) return;
    void submit(() => assign.mutateAsync({ loungeId: lounge.id, userId }), {
      success: ({ message }) => message,
      fallback: msg.assignUserFailed,
      onSuccess: close,
    });
  };

  const needle = filter.trim().toLowerCase();
  const shown = (users.data ?? []).filter((u) => u.email.includes(needle));

  return (
    <Dialog
      open={lounge !== null}
      onOpenChange={(open) => !open && close()}
      title={lounge ? `Assign User to ${loungeLabel(lounge)}` : 'Assign User'}
      description={lounge ? `The user receives the lounge's ${lounge.minimumConsumptionTokens} tokens.` : undefined}
    >
      <TextField label="Search users" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} className="mb-3" />
      {users.isPending ? (
        <Spinner className="py-8" />
      ) : (
        <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto rounded-lg ring-1 ring-slate-200" aria-label="Users">
          {shown.length === 0 && <li className="px-3 py-6 text-center text-sm text-slate-500">No users found.</li>}
          {shown.map((user) => (
            <li key={user.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-slate-900">{user.email}</p>
                <p className="text-xs text-slate-500">{user.tokenBalance} tokens</p>
              </div>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onAssign(user.id)}
                busy={assign.isPending && assign.variables?.userId === user.id}
                disabled={assign.isPending}
                aria-label={`Assign ${user.email}`}
              >
                Assign
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="ghost" fullWidth className="mt-3" onClick={close} disabled={assign.isPending}>
        Cancel
      </Button>
    </Dialog>
  );
}
