import { useEffect, useRef } from 'react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { KeyRound, LogOut, ShieldCheck } from 'lucide-react';
import { paths } from '#web/app/paths.ts';
import { UserMenuTriggerContent, userMenuTriggerClass } from '#web/features/layout/user-menu-trigger.tsx';

export type UserMenuProps = {
  email: string;
  /** Open at once: the account button was pressed while this menu's code was still loading. */
  defaultOpen?: boolean;
  /** Whether the stand-in button had the focus, which its replacement by this menu would otherwise drop. */
  takeFocus?: () => boolean;
  isAdmin: boolean;
  onChangePassword: () => void;
  onSignOut: () => void;
};

const itemClass =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-3 text-sm text-slate-700 outline-none select-none ' +
  'data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700';

export function UserMenu({ email, defaultOpen, takeFocus, isAdmin, onChangePassword, onSignOut }: UserMenuProps) {
  const navigate = useNavigate();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Only when nothing else has the focus now (it fell to the body with the stand-in), and not when the
    // menu opens at once: then Radix moves the focus into it, and back here on closing.
    if (!defaultOpen && takeFocus?.() && document.activeElement === document.body) trigger.current?.focus();
    // Once, as the menu replaces the stand-in.
  }, []);
  return (
    // Non-modal so that opening the password dialog from an item leaves no stale pointer lock behind.
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
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
              Admin Panel
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className={itemClass} onSelect={onChangePassword}>
            <KeyRound aria-hidden="true" className="size-4" />
            Change Password
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={onSignOut}>
            <LogOut aria-hidden="true" className="size-4" />
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
