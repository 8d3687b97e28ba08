import { Switch } from '#web/components/ui/switch.tsx';
import { useReminderSetting } from '#web/features/auth/api/mail-preferences.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/*
 * Apart from the desktop dropdown's item (reminder-choice.tsx): the phone's menu is mounted, hidden, with every page,
 * and the dropdown's module brought Radix's menu (about 85 KB of script) into a phone's first load for nothing.
 */

/** The phone menu's reminder e-mails switch. */
export function ReminderMenuSwitch() {
  const { reminders, saving, setReminders } = useReminderSetting(true);
  return (
    <Switch
      className="px-3"
      label={t('reminders.label')}
      checked={reminders ?? true}
      disabled={reminders === undefined || saving}
      onCheckedChange={(on) => void setReminders(on)}
    />
  );
}
