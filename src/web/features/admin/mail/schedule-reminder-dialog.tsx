import { z } from 'zod';
import { mailMsg } from '#shared/mail-messages.ts';
import { mailPageTexts } from './mail-page-texts.ts';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { usePublicSettings } from '#web/features/settings/api/public-settings.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { submitForm } from '#web/lib/submit.ts';
import { useDialogForm } from '#web/lib/use-zod-form.ts';
import { useScheduleReminder } from './api/mails.ts';

// The browser picks the time in its own time zone (datetime-local); the server receives the instant and
// refuses a time gone by or one after the pre-order closes.
const formSchema = z.object({ runAt: z.string().refine((v) => v !== '' && !Number.isNaN(new Date(v).getTime()), mailMsg.reminderTimeMissing) });
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

export function ScheduleReminderDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const schedule = useScheduleReminder();
  const settings = usePublicSettings();
  const form = useDialogForm(formSchema, open, { runAt: '' });
  const deadline = settings.data?.preorderDeadline;

  const onSubmit = submitForm(form, (values) => schedule.mutateAsync({ runAt: new Date(values.runAt).toISOString() }), {
    success: ({ message }) => message,
    fallback: mailPageTexts.scheduleReminderFailed,
    onSuccess: onClose,
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Schedule reminder"
      description="The reminder goes out at this time to the guests with tokens left who have not had it yet."
      size="sm"
      onSubmit={onSubmit}
      busy={form.formState.isSubmitting}
      submitLabel="Schedule"
    >
      <TextField
        label="Send at"
        type="datetime-local"
        hint={`In your time zone (${timeZone})${deadline ? `, before the pre-order closes on ${formatDateTime(deadline)}` : ''}.`}
        error={form.formState.errors.runAt?.message}
        {...form.register('runAt')}
      />
    </FormDialog>
  );
}
