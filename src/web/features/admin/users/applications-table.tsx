import { useState } from 'react';
import { Check, X } from 'lucide-react';
import { msg } from '#shared/messages.ts';
import type { Profile } from '#shared/schemas/auth.ts';
import { submit } from '#web/lib/submit.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { useApproveApplication, useRejectApplication } from '#web/features/admin/users/api/users.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { DataTable, type Column } from '#web/components/ui/data-table.tsx';
import { EmailText } from '#web/components/ui/email-text.tsx';

type Pending = { kind: 'approve' | 'reject'; user: Profile };

const columns: Column<Profile>[] = [
  { header: 'E-mail', cell: (user) => <EmailText email={user.email} className="font-medium" wholeOnWide /> },
  {
    header: 'Booking Number',
    cell: (user) => <span className={user.bookingNumber ? 'font-mono' : 'text-slate-500'}>{user.bookingNumber ?? 'Not set'}</span>,
  },
  { header: 'Applied', className: 'whitespace-nowrap text-slate-600', cell: (user) => formatDateTime(user.createdAt) },
];

export function ApplicationsTable({ applications }: { applications: Profile[] }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const approve = useApproveApplication();
  const reject = useRejectApplication();

  const confirm = async () => {
    if (!pending) return;
    const { kind, user } = pending;
    await submit(() => (kind === 'approve' ? approve : reject).mutateAsync(user.id), {
      success: ({ message }) => message,
      fallback: kind === 'approve' ? msg.approveApplicationFailed : msg.rejectApplicationFailed,
    });
    setPending(null);
  };

  return (
    <>
      <DataTable
        label="Applications"
        columns={columns}
        rows={applications}
        rowKey={(user) => user.id}
        empty="No open applications."
        actions={(user) => (
          <div className="flex flex-wrap gap-2 lg:justify-end">
            <Button size="sm" onClick={() => setPending({ kind: 'approve', user })} aria-label={`Approve ${user.email}`}>
              <Check aria-hidden="true" className="size-4" />
              Approve
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setPending({ kind: 'reject', user })} aria-label={`Reject ${user.email}`}>
              <X aria-hidden="true" className="size-4" />
              Reject
            </Button>
          </div>
        )}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'approve' ? 'Approve Application' : 'Reject Application'}
        message={
          pending?.kind === 'approve'
            ? `Activate the account of ${pending.user.email}? They can then order and claim lounges.`
            : msg.confirmRejectApplication(pending?.user.email ?? '')
        }
        confirmLabel={pending?.kind === 'approve' ? 'Approve' : 'Reject'}
        // Approving is not destructive, so it is not styled as if it were.
        confirmVariant={pending?.kind === 'approve' ? 'primary' : 'danger'}
        busy={approve.isPending || reject.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
