import { RotateCcw } from 'lucide-react';
import type { MailKind, MailStatus } from '#shared/constants.ts';
import { mailPageTexts } from './mail-page-texts.ts';
import type { AdminMail } from '#shared/schemas/mail.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, type Column } from '#web/components/ui/data-table.tsx';
import { EmailText } from '#web/components/ui/email-text.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { submit } from '#web/lib/submit.ts';
import { useRetryMail } from './api/mails.ts';

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  welcome: 'Welcome',
  order_placed: 'Order placed',
  order_cancelled: 'Order cancelled',
  token_receipt: 'Token receipt',
  reminder: 'Reminder',
  password_reset: 'Password reset',
  order_delivered: 'Order delivered',
};

const STATUS: Record<MailStatus, { label: string; tone: BadgeTone }> = {
  waiting: { label: 'Waiting', tone: 'warning' },
  sending: { label: 'Sending', tone: 'info' },
  sent: { label: 'Sent', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

/** When it went, or when the next attempt is due, or when it was queued. */
function when(mail: AdminMail) {
  if (mail.sentAt) return `Sent ${formatDateTime(mail.sentAt)}`;
  if (mail.status === 'waiting' && mail.attempts > 0) return `Next try ${formatDateTime(mail.nextAttemptAt)}`;
  return `Queued ${formatDateTime(mail.createdAt)}`;
}

const columns: Column<AdminMail>[] = [
  { header: 'Recipient', cell: (mail) => <EmailText email={mail.recipient} className="font-medium text-slate-900" /> },
  {
    header: 'Mail',
    cell: (mail) => (
      <span className="flex flex-col">
        <span>{MAIL_KIND_LABELS[mail.kind]}</span>
        <span className="text-xs text-slate-500 [overflow-wrap:anywhere]">{mail.subject}</span>
      </span>
    ),
  },
  { header: 'Status', cell: (mail) => <Badge tone={STATUS[mail.status].tone}>{STATUS[mail.status].label}</Badge> },
  { header: 'Attempts', className: 'tabular-nums', cell: (mail) => mail.attempts },
  {
    header: 'Last error',
    cell: (mail) =>
      mail.lastError ? <span className="text-danger-fg [overflow-wrap:anywhere]">{mail.lastError}</span> : <span className="text-slate-500">None</span>,
  },
  { header: 'When', className: 'whitespace-nowrap text-slate-600', cell: when },
];

/** The mails of one list; a failed one can be put back in the queue (Retry, audited on the server). */
export function MailsTable({ mails, label, empty }: { mails: AdminMail[]; label: string; empty: string }) {
  const retry = useRetryMail();
  const hasFailed = mails.some((m) => m.status === 'failed');
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={mails}
      rowKey={(mail) => mail.id}
      empty={empty}
      actions={
        hasFailed
          ? (mail) =>
              mail.status === 'failed' && (
                <div className="flex lg:justify-end">
                  <Button
                    size="sm"
                    variant="secondary"
                    busy={retry.isPending && retry.variables === mail.id}
                    aria-label={`Retry mail to ${mail.recipient}: ${mail.subject}`}
                    onClick={() => void submit(() => retry.mutateAsync(mail.id), { success: ({ message }) => message, fallback: mailPageTexts.retryMailFailed })}
                  >
                    <RotateCcw aria-hidden="true" className="size-4" />
                    Retry
                  </Button>
                </div>
              )
          : undefined
      }
    />
  );
}
