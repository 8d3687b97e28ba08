import { DropdownMenu } from 'radix-ui';
import { BellRing, Check } from 'lucide-react';
import { menuItemClass } from '#web/components/layouts/menu-item-class.ts';
import { useReminderSetting } from '#web/features/auth/api/mail-preferences.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/** The account dropdown's reminder e-mails choice (desktop): a checkbox item; the menu stays open to show it flip. */
export function ReminderMenuItem() {
  const { reminders, saving, setReminders } = useReminderSetting(true);
  return (
    <DropdownMenu.CheckboxItem
      className={menuItemClass}
      checked={reminders ?? true}
      disabled={reminders === undefined || saving}
      onCheckedChange={(on) => void setReminders(on)}
      onSelect={(event) => event.preventDefault()}
    >
      <BellRing aria-hidden="true" className="size-4" />
      <span className="flex-1">{t('reminders.label')}</span>
      <DropdownMenu.ItemIndicator>
        <Check aria-hidden="true" className="size-4" />
      </DropdownMenu.ItemIndicator>
    </DropdownMenu.CheckboxItem>
  );
}
