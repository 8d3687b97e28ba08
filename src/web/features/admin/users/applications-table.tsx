import { Check, X } from 'lucide-react';
import type { Profile } from '#shared/schemas/auth.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { useApproveApplication, useRejectApplication } from '#web/features/admin/users/api/users.ts';
import { ConfirmDialog, useConfirmedAction } from '#web/components/ui/confirm-dialog.tsx';
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
  const approve = useApproveApplication();
  const reject = useRejectApplication();
  const confirm = useConfirmedAction(
    ({ kind, user }: Pending) => (kind === 'approve' ? approve : reject).mutateAsync(user.id),
    ({ kind }) => ({
      success: () => (kind === 'approve' ? t('applicationApproved') : t('applicationRejected')),
      fallback: kind === 'approve' ? t('approveApplicationFailed') : t('rejectApplicationFailed'),
    }),
  );
  const pending = confirm.subject;

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
            <Button size="sm" onClick={() => confirm.ask({ kind: 'approve', user })} aria-label={t('admin.users.approveEmail', { email: user.email })}>
              <Check aria-hidden="true" className="size-4" />
              {t('admin.users.approve')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => confirm.ask({ kind: 'reject', user })}
              aria-label={t('admin.users.rejectEmail', { email: user.email })}
            >
              <X aria-hidden="true" className="size-4" />
              {t('admin.users.reject')}
            </Button>
          </div>
        )}
      />
      <ConfirmDialog
        {...confirm.dialog}
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
      />
    </>
  );
}
