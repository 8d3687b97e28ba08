import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Bell, ClipboardList, Coins, KeyRound, LockKeyhole, LogOut, MonitorSmartphone, ShieldCheck, Store, Truck, UserPlus, UserRound, type LucideIcon } from 'lucide-react';
import type { Profile } from '#shared/schemas/auth.ts';
import { loginPath, paths } from '#web/lib/paths.ts';
import { mobileItemClass } from '#web/components/layouts/nav-styles.ts';
import { t } from '#web/lib/i18n/i18n.ts';

type MobileMenuProps = {
  id: string;
  hidden: boolean;
  profile: Profile | null;
  /** More account items (the reminder e-mails choice), after Change Password and Your sessions. */
  accountItems?: ReactNode;
  onChangePassword: () => void;
  onSignOut: () => void;
  languageSwitcher: ReactNode;
};

/** A row of the panel: a page's icon and name, marked while that page is shown. */
function MenuLink({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <NavLink to={to} className={mobileItemClass}>
      <Icon aria-hidden="true" className="size-5" /> {label}
    </NavLink>
  );
}

/** The phone navigation panel; the header owns its open state and the toggle. */
export function MobileMenu({ id, hidden, profile, accountItems, onChangePassword, onSignOut, languageSwitcher }: MobileMenuProps) {
  return (
    <nav id={id} hidden={hidden} aria-label={t('nav.mobile')} className="border-t border-slate-200 bg-white px-4 pt-2 pb-4">
      <ul className="flex flex-col gap-1">
        <li>
          <MenuLink to={paths.shop} icon={Store} label={t('nav.shop')} />
        </li>
        {profile ? (
          <>
            <li>
              <MenuLink to={paths.orders} icon={ClipboardList} label={t('nav.orders')} />
            </li>
            <li>
              <MenuLink to={paths.tokens} icon={Coins} label={t('buyTokens')} />
            </li>
            {profile.role === 'staff' && (
              <li>
                <MenuLink to={paths.staff.root} icon={Truck} label={t('nav.staff')} />
              </li>
            )}
            {profile.role === 'admin' && (
              <li>
                <MenuLink to={paths.admin.root} icon={ShieldCheck} label={t('nav.adminPanel')} />
              </li>
            )}
          </>
        ) : (
          <li>
            <MenuLink to={loginPath('register')} icon={UserPlus} label={t('nav.createAccount')} />
          </li>
        )}
      </ul>
      <div className="mt-2 border-t border-slate-200 px-3 pt-3">{languageSwitcher}</div>
      {profile && (
        <div className="mt-2 border-t border-slate-200 pt-2">
          <p className="truncate px-3 py-2 text-sm text-slate-500">
            {t('nav.signedInAs')} <span className="font-medium text-slate-800">{profile.email}</span>
          </p>
          <button type="button" className={mobileItemClass()} onClick={onChangePassword}>
            <KeyRound aria-hidden="true" className="size-5" /> {t('nav.changePassword')}
          </button>
          <MenuLink to={paths.sessions} icon={MonitorSmartphone} label={t('nav.sessions')} />
          <MenuLink to={paths.security} icon={LockKeyhole} label={t('nav.security')} />
          <MenuLink to={paths.notifications} icon={Bell} label={t('nav.notifications')} />
          <MenuLink to={paths.yourData} icon={UserRound} label={t('nav.yourData')} />
          {accountItems}
          <button type="button" className={mobileItemClass()} onClick={onSignOut}>
            <LogOut aria-hidden="true" className="size-5" /> {t('nav.signOut')}
          </button>
        </div>
      )}
    </nav>
  );
}
