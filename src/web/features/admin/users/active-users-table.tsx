import { useState } from 'react';
import { Link } from 'react-router';
import type { Profile } from '#shared/schemas/auth.ts';
import { adminUserPath } from '#web/lib/paths.ts';
import { formatDateTime, formatNumber } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { DataTable, type Column } from '#web/components/ui/data-table.tsx';
import { EmailText } from '#web/components/ui/email-text.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { RoleSelect } from './role-select.tsx';
import { TokenBalanceDialog } from './token-balance-dialog.tsx';
import { UserActions } from './user-actions.tsx';

/** '120 tokens' with the figure in bold. */
function TokenAmount({ tokens }: { tokens: number }) {
  return (
    <>
      <span className="font-semibold tabular-nums">{formatNumber(tokens)}</span> {t('common.tokensWord', { count: tokens })}
    </>
  );
}

// Built at render time, so that the headers follow the language.
const columns = (): Column<Profile>[] => [
  {
    header: t('admin.users.email'),
    // The address opens the guest's page; on a wide screen it stays on one line.
    cell: (user) => (
      <Link to={adminUserPath(user.id)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
        <EmailText email={user.email} wholeOnWide />
      </Link>
    ),
  },
  { header: t('admin.users.role'), cell: (user) => <RoleSelect user={user} /> },
  { header: t('admin.users.tokenBalance'), className: 'whitespace-nowrap', cell: (user) => <TokenAmount tokens={user.tokenBalance} /> },
  { header: t('admin.users.joined'), className: 'whitespace-nowrap text-slate-600', cell: (user) => formatDateTime(user.createdAt) },
];

/** Active users, searchable by e-mail (the whole list is loaded, so the search runs here). */
export function ActiveUsersTable({ users }: { users: Profile[] }) {
  const [editing, setEditing] = useState<Profile | null>(null);
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = needle ? users.filter((u) => u.email.toLowerCase().includes(needle)) : users;

  return (
    <>
      <TextField
        label={t('admin.users.search')}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        className="mb-4 sm:max-w-sm"
      />
      <DataTable
        label={t('admin.users.activeUsersLabel')}
        columns={columns()}
        rows={shown}
        rowKey={(user) => user.id}
        empty={needle ? t('admin.users.noMatch', { query: search.trim() }) : t('admin.users.noActiveUsers')}
        // In the wide table the two actions stand one above the other, as wide as the longer label, so that a long
        // label (German, French) takes no room from the addresses and never wraps inside its button.
        actions={(user) => <UserActions user={user} onEditTokens={setEditing} className="flex flex-wrap gap-2 lg:flex-col lg:items-stretch" />}
      />
      <TokenBalanceDialog user={editing} onClose={() => setEditing(null)} />
    </>
  );
}
