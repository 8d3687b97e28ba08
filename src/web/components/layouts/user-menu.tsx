import { useEffect, useRef, useState, type ReactNode } from 'react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { Bell, KeyRound, LockKeyhole, LogOut, MonitorSmartphone, ShieldCheck, UserRound } from 'lucide-react';
import { paths } from '#web/lib/paths.ts';
import { menuItemClass } from '#web/components/layouts/menu-item-class.ts';
import { UserMenuTriggerContent, userMenuTriggerClass, type StandInRecord } from '#web/components/layouts/user-menu-trigger.tsx';
import { t } from '#web/lib/i18n/i18n.ts';

export type UserMenuProps = {
  email: string;
  /** What was done to the stand-in button while this menu's code loaded. */
  standIn: StandInRecord;
  isAdmin: boolean;
  /** Items of the signed-in guest's own (the reminder e-mails choice), after Change Password and Your sessions. */
  extraItems?: ReactNode;
  onChangePassword: () => void;
  onSignOut: () => void;
};

const itemClass = menuItemClass;

/** The account's own pages, after Change password; the phone panel (mobile-menu.tsx) lists the same. */
const accountPages = [
  { to: paths.sessions, icon: MonitorSmartphone, label: () => t('nav.sessions') },
  { to: paths.security, icon: LockKeyhole, label: () => t('nav.security') },
  { to: paths.notifications, icon: Bell, label: () => t('nav.notifications') },
  { to: paths.yourData, icon: UserRound, label: () => t('nav.yourData') },
];

export function UserMenu({ email, standIn, isAdmin, extraItems, onChangePassword, onSignOut }: UserMenuProps) {
  const navigate = useNavigate();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // Once, as the menu replaces the stand-in; an effect runs after the stand-in has left the page, so no
    // press on it can come later. An opened menu takes the focus itself (and gives it back here on closing);
    // otherwise the focus the stand-in held, which fell to the body with it, comes back to this button.
    const { openRequested, focused } = standIn.take();
    // Carrying over a press made on the stand-in (an external record, read once at mount) is what this
    // effect is for; it cannot be known during render, which runs before the stand-in has gone.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (openRequested) setOpen(true);
    else if (focused && document.activeElement === document.body) trigger.current?.focus();
  }, [standIn]);
  return (
    // Non-modal so that opening the password dialog from an item leaves no stale pointer lock behind.
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger ref={trigger} className={userMenuTriggerClass}>
        <UserMenuTriggerContent email={email} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200"
        >
          {isAdmin && (
            <DropdownMenu.Item className={itemClass} onSelect={() => navigate(paths.admin.root)}>
              <ShieldCheck aria-hidden="true" className="size-4" />
              {t('nav.adminPanel')}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className={itemClass} onSelect={onChangePassword}>
            <KeyRound aria-hidden="true" className="size-4" />
            {t('nav.changePassword')}
          </DropdownMenu.Item>
          {accountPages.map(({ to, icon: Icon, label }) => (
            <DropdownMenu.Item key={to} className={itemClass} onSelect={() => navigate(to)}>
              <Icon aria-hidden="true" className="size-4" />
              {label()}
            </DropdownMenu.Item>
          ))}
          {extraItems}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={onSignOut}>
            <LogOut aria-hidden="true" className="size-4" />
            {t('nav.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
