import { useState } from 'react';
import type { Profile } from '#shared/schemas/auth.ts';
import { tokensText } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useActiveUsers } from '#web/features/admin/users/api/users.ts';
import { useFailureToast } from '#web/lib/use-failure-toast.ts';

/**
 * Active users with e-mail and balance (docs/product.md#lounges), searchable: whom to assign or move a lounge to.
 * A chosen user is confirmed in a second dialog before anything is sent; the confirmation says what follows.
 */
export function UserChoiceList({
  leaveOut = [],
  texts,
  busy,
  onCancel,
  onConfirm,
}: {
  /** Users not to offer (the lounge's own guests, when it moves). */
  leaveOut?: { id: string }[];
  texts: {
    /** The button's text, the same on every row ('Assign'). */
    action: string;
    /** The button's name for assistive technology, naming the user ('Assign guest@example.com'). */
    actionName(email: string): string;
    confirmTitle: string;
    confirmMessage(user: Profile): string;
    confirmLabel: string;
  };
  /** While the confirmed choice is being sent. */
  busy: boolean;
  onCancel(): void;
  onConfirm(user: Profile): Promise<void>;
}) {
  const users = useActiveUsers();
  useFailureToast(users.error, t('fetchUsersFailed'));
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<Profile | null>(null);
  const needle = filter.trim().toLowerCase();
  const shown = (users.data ?? []).filter((u) => !leaveOut.some((l) => l.id === u.id) && u.email.toLowerCase().includes(needle));

  const confirmChosen = async () => {
    if (!chosen) return;
    await onConfirm(chosen);
    setChosen(null);
  };
  return (
    <>
      <TextField label={t('admin.lounges.searchUsers')} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} className="mb-3" />
      {users.isPending ? (
        <Spinner className="py-8" />
      ) : (
        <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto rounded-lg ring-1 ring-slate-200" aria-label={t('admin.lounges.userList')}>
          {shown.length === 0 && <li className="px-3 py-6 text-center text-sm text-slate-500">{t('admin.lounges.noUsers')}</li>}
          {shown.map((user) => (
            <li key={user.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-slate-900">{user.email}</p>
                <p className="text-xs text-slate-500">{tokensText(user.tokenBalance)}</p>
              </div>
              <Button size="sm" variant="secondary" onClick={() => setChosen(user)} disabled={busy} aria-label={texts.actionName(user.email)}>
                {texts.action}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="ghost" fullWidth className="mt-3" onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </Button>
      <ConfirmDialog
        open={chosen !== null}
        title={texts.confirmTitle}
        message={chosen ? texts.confirmMessage(chosen) : ''}
        confirmLabel={texts.confirmLabel}
        confirmVariant="primary"
        busy={busy}
        onConfirm={() => void confirmChosen()}
        onCancel={() => setChosen(null)}
      />
    </>
  );
}
