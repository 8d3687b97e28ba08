import { z } from 'zod';
import { SubmitFormDialog } from '#web/components/ui/form-dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { usePublicSettings } from '#web/features/settings/api/public-settings.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { fromDateTimeLocal, isDateTimeLocal } from '#web/lib/date-time-local.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { useDialogForm } from '#web/lib/use-zod-form.ts';
import { useScheduleReminder } from './api/mails.ts';

// The browser picks the time in its own time zone (datetime-local); the server receives the instant and
// refuses a time gone by or one after the pre-order closes. The schema names its one rule by its catalogue key
// (mailMsg.reminderTimeMissing), shown in the active language below; a message from the server comes as it is.
const TIME_MISSING = 'reminderTimeMissing';
const formSchema = z.object({ runAt: z.string().refine(isDateTimeLocal, TIME_MISSING) });
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

export function ScheduleReminderDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const schedule = useScheduleReminder();
  const settings = usePublicSettings();
  const form = useDialogForm(formSchema, open, { runAt: '' });
  const deadline = settings.data?.preorderDeadline;
  const error = form.formState.errors.runAt?.message;

  return (
    <SubmitFormDialog
      open={open}
      onClose={onClose}
      title={t('admin.mail.scheduleReminder')}
      description={t('admin.mail.scheduleText')}
      size="sm"
      form={form}
      send={(values) => schedule.mutateAsync({ runAt: fromDateTimeLocal(values.runAt) })}
      feedback={{ success: () => t('reminderScheduled'), fallback: t('admin.mail.scheduleReminderFailed') }}
      submitLabel={t('admin.mail.schedule')}
    >
      <TextField
        label={t('admin.mail.sendAt')}
        type="datetime-local"
        hint={
          deadline
            ? t('admin.mail.sendAtHintDeadline', { timeZone, deadline: formatDateTime(deadline) })
            : t('admin.mail.sendAtHint', { timeZone })
        }
        error={error === TIME_MISSING ? t('reminderTimeMissing') : error}
        {...form.register('runAt')}
      />
    </SubmitFormDialog>
  );
}
