import { useState } from 'react';
import { Send } from 'lucide-react';
import { mailPageTexts } from './mail-page-texts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { submit } from '#web/lib/submit.ts';
import { useReminderPreview, useSendReminder } from './api/mails.ts';

/**
 * "Send reminder now": the confirmation counts, on opening, the guests who will get it (those with tokens
 * left who have not had it for this deadline and did not turn reminders off), so the admin knows the reach.
 */
export function SendReminder() {
  const [asking, setAsking] = useState(false);
  const preview = useReminderPreview(asking);
  const send = useSendReminder();
  const recipients = preview.data?.recipients;

  const message = preview.isFetching
    ? 'Counting the guests who will get it...'
    : preview.error
      ? errorMessage(preview.error, mailPageTexts.fetchMailsFailed)
      : mailPageTexts.confirmSendReminder(recipients ?? 0);

  const run = async () => {
    await submit(() => send.mutateAsync(undefined), { success: ({ message }) => message, fallback: mailPageTexts.sendReminderFailed });
    setAsking(false);
  };

  return (
    <>
      <Button onClick={() => setAsking(true)}>
        <Send aria-hidden="true" className="size-4" />
        Send reminder now
      </Button>
      <ConfirmDialog
        open={asking}
        title="Send reminder now"
        message={message}
        confirmLabel={recipients ? `Send to ${recipients} ${recipients === 1 ? 'guest' : 'guests'}` : 'Send'}
        confirmVariant="primary"
        busy={send.isPending}
        confirmDisabled={preview.isFetching || !recipients}
        onConfirm={() => void run()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
