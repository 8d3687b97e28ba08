import { Switch } from '#web/components/ui/switch.tsx';
import { useReminderSetting } from '#web/features/auth/api/mail-preferences.ts';

/** Reminder e-mails on or off, on /tokens (the reminder points guests here); receipts always go out. */
export function ReminderSetting() {
  const { reminders, saving, setReminders } = useReminderSetting(true);
  return (
    <section aria-label="E-mail" className="card p-4 sm:p-5">
      <Switch
        label="Reminder e-mails"
        description="A reminder before the pre-order closes while you have tokens left. Receipts and order confirmations always come."
        checked={reminders ?? true}
        disabled={reminders === undefined || saving}
        onCheckedChange={(on) => void setReminders(on)}
      />
    </section>
  );
}
