import { RotateCcw } from 'lucide-react';
import type { MailKind, MailStatus } from '#shared/constants.ts';
import type { AdminMail } from '#shared/schemas/mail.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, type Column } from '#web/components/ui/data-table.tsx';
import { EmailText } from '#web/components/ui/email-text.tsx';
import { formatDateTime, formatNumber } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { submit } from '#web/lib/submit.ts';
import { useRetryMail } from './api/mails.ts';

/** What each kind of mail is called on the Mail page (the catalogue's name, not the stored kind). */
const MAIL_KIND_KEYS: Record<MailKind, string> = {
  welcome: 'admin.mail.kindWelcome',
  order_placed: 'admin.mail.kindOrderPlaced',
  order_cancelled: 'admin.mail.kindOrderCancelled',
  order_changed: 'admin.mail.kindOrderChanged',
  token_receipt: 'admin.mail.kindTokenReceipt',
  reminder: 'admin.mail.kindReminder',
  password_reset: 'admin.mail.kindPasswordReset',
  order_delivered: 'admin.mail.kindOrderDelivered',
  security_change: 'admin.mail.kindSecurityChange',
  stock_back: 'admin.mail.kindStockBack',
  payout_window: 'admin.mail.kindPayoutWindow',
};

const STATUS: Record<MailStatus, { labelKey: string; tone: BadgeTone }> = {
  waiting: { labelKey: 'admin.mail.statusWaiting', tone: 'warning' },
  sending: { labelKey: 'admin.mail.statusSending', tone: 'info' },
  sent: { labelKey: 'admin.mail.statusSent', tone: 'success' },
  failed: { labelKey: 'admin.mail.statusFailed', tone: 'danger' },
};

/** When it went, or when the next attempt is due, or when it was queued. */
function when(mail: AdminMail) {
  if (mail.sentAt) return t('admin.mail.sentAt', { time: formatDateTime(mail.sentAt) });
  if (mail.status === 'waiting' && mail.attempts > 0) return t('admin.mail.nextTryAt', { time: formatDateTime(mail.nextAttemptAt) });
  return t('admin.mail.queuedAt', { time: formatDateTime(mail.createdAt) });
}

/**
 * The columns, named in the active language. The subject stays as the server stored it (English, the back
 * office's record of what was sent: docs/decisions/025); the kind above it is named in the catalogue.
 */
const columns = (): Column<AdminMail>[] => [
  { header: t('admin.mail.colRecipient'), cell: (mail) => <EmailText email={mail.recipient} className="font-medium text-slate-900" /> },
  {
    header: t('admin.mail.colMail'),
    cell: (mail) => (
      <span className="flex flex-col">
        <span>{t(MAIL_KIND_KEYS[mail.kind])}</span>
        <span className="text-xs text-slate-500 [overflow-wrap:anywhere]">{mail.subject}</span>
      </span>
    ),
  },
  { header: t('admin.mail.colStatus'), cell: (mail) => <Badge tone={STATUS[mail.status].tone}>{t(STATUS[mail.status].labelKey)}</Badge> },
  { header: t('admin.mail.colAttempts'), className: 'tabular-nums', cell: (mail) => formatNumber(mail.attempts) },
  {
    header: t('admin.mail.colLastError'),
    cell: (mail) =>
      mail.lastError ? (
        <span className="text-danger-fg [overflow-wrap:anywhere]">{mail.lastError}</span>
      ) : (
        <span className="text-slate-500">{t('admin.mail.noError')}</span>
      ),
  },
  { header: t('admin.mail.colWhen'), className: 'whitespace-nowrap text-slate-600', cell: when },
];

/** The mails of one list; a failed one can be put back in the queue (Retry, audited on the server). */
export function MailsTable({ mails, label, empty }: { mails: AdminMail[]; label: string; empty: string }) {
  const retry = useRetryMail();
  const hasFailed = mails.some((m) => m.status === 'failed');
  return (
    <DataTable
      label={label}
      columns={columns()}
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
                    className="whitespace-nowrap"
                    busy={retry.isPending && retry.variables === mail.id}
                    aria-label={t('admin.mail.retryLabel', { recipient: mail.recipient, subject: mail.subject })}
                    onClick={() => void submit(() => retry.mutateAsync(mail.id), { success: () => t('mailRequeued'), fallback: t('admin.mail.retryFailed') })}
                  >
                    <RotateCcw aria-hidden="true" className="size-4" />
                    {t('admin.mail.retry')}
                  </Button>
                </div>
              )
          : undefined
      }
    />
  );
}
