import { Send } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog, useConfirmedAction } from '#web/components/ui/confirm-dialog.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatNumber } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { useReminderPreview, useSendReminder } from './api/mails.ts';

/**
 * "Send reminder now": the confirmation counts, on opening, the guests who will get it (those with tokens
 * left who have not had it for this deadline and did not turn reminders off), so the admin knows the reach.
 * When that is nobody (no such guest, or the pre-order has closed) it says so and Send stays disabled.
 */
export function SendReminder({ disabled }: { disabled: boolean }) {
  const send = useSendReminder();
  const confirm = useConfirmedAction(
    () => send.mutateAsync(undefined),
    () => ({ success: ({ queued }) => t('reminderQueued', { n: queued }), fallback: t('admin.mail.sendReminderFailed') }),
  );
  const preview = useReminderPreview(confirm.subject !== null);
  const recipients = preview.data?.recipients;
  const guests = { count: recipients ?? 0, guests: formatNumber(recipients ?? 0) };

  const message = preview.isFetching
    ? t('admin.mail.countingGuests')
    : preview.error
      ? errorMessage(preview.error, t('admin.mail.fetchFailed'))
      : preview.data?.closed
        ? t('reminderTooLate')
        : recipients
          ? t('admin.mail.confirmSendReminder', guests)
          : t('admin.mail.confirmSendReminderNobody');

  return (
    <>
      <Button onClick={() => confirm.ask(true)} disabled={disabled}>
        <Send aria-hidden="true" className="size-4" />
        {t('admin.mail.sendReminderNow')}
      </Button>
      <ConfirmDialog
        {...confirm.dialog}
        title={t('admin.mail.sendReminderNow')}
        message={message}
        confirmLabel={recipients ? t('admin.mail.sendToGuests', guests) : t('admin.mail.send')}
        confirmVariant="primary"
        busy={send.isPending}
        confirmDisabled={preview.isFetching || !recipients}
      />
    </>
  );
}
