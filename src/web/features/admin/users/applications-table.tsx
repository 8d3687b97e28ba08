import { useState } from 'react';
import { Check, X } from 'lucide-react';
import type { Profile } from '#shared/schemas/auth.ts';
import { submit } from '#web/lib/submit.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { useApproveApplication, useRejectApplication } from '#web/features/admin/users/api/users.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { DataTable, type Column } from '#web/components/ui/data-table.tsx';
import { EmailText } from '#web/components/ui/email-text.tsx';

type Pending = { kind: 'approve' | 'reject'; user: Profile };

// Built at render time, so that the headers follow the language.
const columns = (): Column<Profile>[] => [
  { header: t('admin.users.email'), cell: (user) => <EmailText email={user.email} className="font-medium" wholeOnWide /> },
  {
    header: t('admin.users.bookingNumber'),
    cell: (user) => <span className={user.bookingNumber ? 'font-mono' : 'text-slate-500'}>{user.bookingNumber ?? t('admin.users.notSet')}</span>,
  },
  { header: t('admin.users.applied'), className: 'whitespace-nowrap text-slate-600', cell: (user) => formatDateTime(user.createdAt) },
];

export function ApplicationsTable({ applications }: { applications: Profile[] }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const approve = useApproveApplication();
  const reject = useRejectApplication();

  const confirm = async () => {
    if (!pending) return;
    const { kind, user } = pending;
    await submit(() => (kind === 'approve' ? approve : reject).mutateAsync(user.id), {
      success: () => (kind === 'approve' ? t('applicationApproved') : t('applicationRejected')),
      fallback: kind === 'approve' ? t('approveApplicationFailed') : t('rejectApplicationFailed'),
    });
    setPending(null);
  };

  return (
    <>
      <DataTable
        label={t('admin.users.applications')}
        columns={columns()}
        rows={applications}
        rowKey={(user) => user.id}
        empty={t('admin.users.noApplications')}
        actions={(user) => (
          <div className="flex flex-wrap gap-2 lg:justify-end">
            <Button size="sm" onClick={() => setPending({ kind: 'approve', user })} aria-label={t('admin.users.approveEmail', { email: user.email })}>
              <Check aria-hidden="true" className="size-4" />
              {t('admin.users.approve')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setPending({ kind: 'reject', user })}
              aria-label={t('admin.users.rejectEmail', { email: user.email })}
            >
              <X aria-hidden="true" className="size-4" />
              {t('admin.users.reject')}
            </Button>
          </div>
        )}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'approve' ? t('admin.users.approveTitle') : t('admin.users.rejectTitle')}
        message={
          pending?.kind === 'approve'
            ? t('admin.users.approveText', { email: pending.user.email })
            : t('confirmRejectApplication', { email: pending?.user.email ?? '' })
        }
        confirmLabel={pending?.kind === 'approve' ? t('admin.users.approve') : t('admin.users.reject')}
        // Approving is not destructive, so it is not styled as if it were.
        confirmVariant={pending?.kind === 'approve' ? 'primary' : 'danger'}
        busy={approve.isPending || reject.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
