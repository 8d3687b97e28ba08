import { useState } from 'react';
import toast from 'react-hot-toast';
import { KeyRound, Pencil } from 'lucide-react';
import { msg } from '#shared/messages.ts';
import type { Profile } from '#shared/schemas/auth.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { formatDateTime } from '#web/features/tokens/format.ts';
import { useSendPasswordReset } from '../api/users.ts';
import { AdminTable, Td, Th } from '../ui/admin-table.tsx';
import { EmptyRow } from '../ui/query-state.tsx';
import { TokenBalanceDialog } from './token-balance-dialog.tsx';

export function ActiveUsersTable({ users }: { users: Profile[] }) {
  const [editing, setEditing] = useState<Profile | null>(null);
  const sendReset = useSendPasswordReset();

  const onSendReset = async (user: Profile) => {
    try {
      const { message } = await sendReset.mutateAsync(user.id);
      toast.success(message);
    } catch (error) {
      toast.error(errorMessage(error, msg.sendResetFailed));
    }
  };

  return (
    <>
      <AdminTable label="Active users">
        <thead>
          <tr>
            <Th>E-mail</Th>
            <Th>Role</Th>
            <Th>Token Balance</Th>
            <Th>Joined</Th>
            <Th className="text-right">Actions</Th>
          </tr>
        </thead>
        <tbody>
          {users.length === 0 && <EmptyRow colSpan={5}>No active users.</EmptyRow>}
          {users.map((user) => (
            <tr key={user.id}>
              <Td className="font-medium break-all">{user.email}</Td>
              <Td>
                <Badge tone={user.role === 'admin' ? 'brand' : 'neutral'}>{user.role}</Badge>
              </Td>
              <Td>
                <span className="font-semibold tabular-nums">{user.tokenBalance}</span> tokens
              </Td>
              <Td className="whitespace-nowrap text-slate-600">{formatDateTime(user.createdAt)}</Td>
              <Td>
                <div className="flex justify-end gap-2">
                  <Button size="sm" variant="secondary" onClick={() => setEditing(user)} aria-label={`Edit tokens of ${user.email}`}>
                    <Pencil aria-hidden="true" className="size-4" />
                    Edit Tokens
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => void onSendReset(user)}
                    busy={sendReset.isPending && sendReset.variables === user.id}
                    aria-label={`Send password reset e-mail to ${user.email}`}
                  >
                    <KeyRound aria-hidden="true" className="size-4" />
                    Send Reset
                  </Button>
                </div>
              </Td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
      <TokenBalanceDialog user={editing} onClose={() => setEditing(null)} />
    </>
  );
}
