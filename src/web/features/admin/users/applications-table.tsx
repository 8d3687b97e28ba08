import { useState } from 'react';
import toast from 'react-hot-toast';
import { Check, X } from 'lucide-react';
import { msg } from '#shared/messages.ts';
import type { Profile } from '#shared/schemas/auth.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formatDateTime } from '#web/features/tokens/format.ts';
import { useApproveApplication, useRejectApplication } from '../api/users.ts';
import { AdminTable, Td, Th } from '../ui/admin-table.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { EmptyRow } from '../ui/query-state.tsx';

type Pending = { kind: 'approve' | 'reject'; user: Profile };

export function ApplicationsTable({ applications }: { applications: Profile[] }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const approve = useApproveApplication();
  const reject = useRejectApplication();

  const confirm = async () => {
    if (!pending) return;
    const { kind, user } = pending;
    try {
      const { message } = await (kind === 'approve' ? approve : reject).mutateAsync(user.id);
      toast.success(message);
    } catch (error) {
      toast.error(errorMessage(error, kind === 'approve' ? msg.approveApplicationFailed : msg.rejectApplicationFailed));
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <AdminTable label="Applications" minWidth="min-w-[36rem]">
        <thead>
          <tr>
            <Th>E-mail</Th>
            <Th>Booking Number</Th>
            <Th>Applied</Th>
            <Th className="text-right">Actions</Th>
          </tr>
        </thead>
        <tbody>
          {applications.length === 0 && <EmptyRow colSpan={4}>No open applications.</EmptyRow>}
          {applications.map((user) => (
            <tr key={user.id}>
              <Td className="font-medium break-all">{user.email}</Td>
              <Td className="font-mono text-slate-700">{user.bookingNumber ?? 'Not set'}</Td>
              <Td className="whitespace-nowrap text-slate-600">{formatDateTime(user.createdAt)}</Td>
              <Td>
                <div className="flex justify-end gap-2">
                  <Button size="sm" onClick={() => setPending({ kind: 'approve', user })} aria-label={`Approve ${user.email}`}>
                    <Check aria-hidden="true" className="size-4" />
                    Approve
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setPending({ kind: 'reject', user })} aria-label={`Reject ${user.email}`}>
                    <X aria-hidden="true" className="size-4" />
                    Reject
                  </Button>
                </div>
              </Td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'approve' ? 'Approve Application' : 'Reject Application'}
        message={
          pending?.kind === 'approve'
            ? `Activate the account of ${pending.user.email}? They can then order and claim lounges.`
            : msg.confirmRejectApplication(pending?.user.email ?? '')
        }
        confirmLabel={pending?.kind === 'approve' ? 'Approve' : 'Reject'}
        busy={approve.isPending || reject.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
