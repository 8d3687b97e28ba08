import { useState } from 'react';
import { KeyRound, Pencil } from 'lucide-react';
import { msg } from '#shared/messages.ts';
import type { Profile } from '#shared/schemas/auth.ts';
import { submit } from '#web/lib/submit.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { useSendPasswordReset } from '#web/features/admin/users/api/users.ts';
import { DataTable, type Column } from '#web/components/ui/data-table.tsx';
import { EmailText } from '#web/components/ui/email-text.tsx';
import { RoleSelect } from './role-select.tsx';
import { TokenBalanceDialog } from './token-balance-dialog.tsx';

const columns: Column<Profile>[] = [
  { header: 'E-mail', cell: (user) => <EmailText email={user.email} className="font-medium" /> },
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

export function ActiveUsersTable({ users }: { users: Profile[] }) {
  const [editing, setEditing] = useState<Profile | null>(null);
  const sendReset = useSendPasswordReset();

  const onSendReset = (user: Profile) =>
    submit(() => sendReset.mutateAsync(user.id), { success: ({ message }) => message, fallback: msg.sendResetFailed });

  return (
    <>
      <DataTable
        label="Active users"
        columns={columns}
        rows={users}
        rowKey={(user) => user.id}
        empty="No active users."
        actions={(user) => (
          <div className="flex flex-wrap gap-2 lg:justify-end">
            <Button size="sm" variant="secondary" onClick={() => setEditing(user)} aria-label={`Edit tokens of ${user.email}`}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit Tokens
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void onSendReset(user)}
              busy={sendReset.isPending && sendReset.variables === user.id}
            >
              <KeyRound aria-hidden="true" className="size-4" />
              Send Reset
              <span className="sr-only"> password e-mail to {user.email}</span>
            </Button>
          </div>
        )}
      />
      <TokenBalanceDialog user={editing} onClose={() => setEditing(null)} />
    </>
  );
}
