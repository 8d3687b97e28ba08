import { useState } from 'react';
import type { Profile } from '#shared/schemas/auth.ts';
import { tokensText } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';

 /** Active users with e-mail and balance (docs/product.md#lounges), searchable: whom to assign or move a lounge to. */
export function UserChoiceList({
  users,
  loading,
  actionLabel,
  actionName,
  disabled,
  onChoose,
}: {
  users: Profile[];
  loading: boolean;
  /** The button's text, the same on every row ('Assign'). */
  actionLabel: string;
  /** The button's name for assistive technology, naming the user ('Assign guest@example.com'). */
  actionName(email: string): string;
  disabled: boolean;
  onChoose(user: Profile): void;
}) {
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = users.filter((u) => u.email.toLowerCase().includes(needle));
  return (
    <>
      <TextField label={t('admin.lounges.searchUsers')} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} className="mb-3" />
      {loading ? (
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
              <Button size="sm" variant="secondary" onClick={() => onChoose(user)} disabled={disabled} aria-label={actionName(user.email)}>
                {actionLabel}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
