import { Switch } from '#web/components/ui/switch.tsx';
import { useReminderSetting } from '#web/features/auth/api/mail-preferences.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/** Reminder e-mails on or off, on /tokens (the reminder points guests here); receipts always go out. */
export function ReminderSetting() {
  const { reminders, saving, setReminders } = useReminderSetting(true);
  return (
    <section aria-label={t('reminders.section')} className="card p-4 sm:p-5">
      <Switch
        label={t('reminders.label')}
        description={t('reminders.description')}
        checked={reminders ?? true}
        disabled={reminders === undefined || saving}
        onCheckedChange={(on) => void setReminders(on)}
      />
    </section>
  );
}
