import { useState } from 'react';
import { Link } from 'react-router';
import type { Profile } from '#shared/schemas/auth.ts';
import { adminUserPath } from '#web/app/paths.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { DataTable, type Column } from '#web/components/ui/data-table.tsx';
import { EmailText } from '#web/components/ui/email-text.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { RoleSelect } from './role-select.tsx';
import { TokenBalanceDialog } from './token-balance-dialog.tsx';
import { UserActions } from './user-actions.tsx';

const columns: Column<Profile>[] = [
  {
    header: 'E-mail',
    // The address opens the guest's page; on a wide screen it stays on one line (issue 15).
    cell: (user) => (
      <Link to={adminUserPath(user.id)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
        <EmailText email={user.email} wholeOnWide />
      </Link>
    ),
  },
  { header: 'Role', cell: (user) => <RoleSelect user={user} /> },
  {
    header: 'Token Balance',
    className: 'whitespace-nowrap',
    cell: (user) => (
      <>
        <span className="font-semibold tabular-nums">{user.tokenBalance}</span> tokens
      </>
    ),
  },
  { header: 'Joined', className: 'whitespace-nowrap text-slate-600', cell: (user) => formatDateTime(user.createdAt) },
];

/** Active users, searchable by e-mail (the whole list is loaded, so the search runs here). */
export function ActiveUsersTable({ users }: { users: Profile[] }) {
  const [editing, setEditing] = useState<Profile | null>(null);
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = needle ? users.filter((u) => u.email.toLowerCase().includes(needle)) : users;

  return (
    <>
      <TextField label="Search by e-mail" type="search" value={search} onChange={(e) => setSearch(e.target.value)} className="mb-4 sm:max-w-sm" />
      <DataTable
        label="Active users"
        columns={columns}
        rows={shown}
        rowKey={(user) => user.id}
        empty={needle ? `No users match '${search.trim()}'.` : 'No active users.'}
        actions={(user) => <UserActions user={user} onEditTokens={setEditing} className="flex flex-wrap gap-2 lg:justify-end lg:flex-nowrap" />}
      />
      <TokenBalanceDialog user={editing} onClose={() => setEditing(null)} />
    </>
  );
}
