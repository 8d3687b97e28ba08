import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Bell, ClipboardList, Coins, KeyRound, LockKeyhole, LogOut, MonitorSmartphone, ShieldCheck, Store, Truck, UserPlus, UserRound } from 'lucide-react';
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

/** The phone navigation panel; the header owns its open state and the toggle. */
export function MobileMenu({ id, hidden, profile, accountItems, onChangePassword, onSignOut, languageSwitcher }: MobileMenuProps) {
  return (
    <nav id={id} hidden={hidden} aria-label={t('nav.mobile')} className="border-t border-slate-200 bg-white px-4 pt-2 pb-4">
      <ul className="flex flex-col gap-1">
        <li>
          <NavLink to={paths.shop} className={mobileItemClass}>
            <Store aria-hidden="true" className="size-5" /> {t('nav.shop')}
          </NavLink>
        </li>
        {profile ? (
          <>
            <li>
              <NavLink to={paths.orders} className={mobileItemClass}>
                <ClipboardList aria-hidden="true" className="size-5" /> {t('nav.orders')}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.tokens} className={mobileItemClass}>
                <Coins aria-hidden="true" className="size-5" /> {t('buyTokens')}
              </NavLink>
            </li>
            {profile.role === 'staff' && (
              <li>
                <NavLink to={paths.staff.root} className={mobileItemClass}>
                  <Truck aria-hidden="true" className="size-5" /> {t('nav.staff')}
                </NavLink>
              </li>
            )}
            {profile.role === 'admin' && (
              <li>
                <NavLink to={paths.admin.root} className={mobileItemClass}>
                  <ShieldCheck aria-hidden="true" className="size-5" /> {t('nav.adminPanel')}
                </NavLink>
              </li>
            )}
          </>
        ) : (
          <li>
            <NavLink to={loginPath('register')} className={mobileItemClass}>
              <UserPlus aria-hidden="true" className="size-5" /> {t('nav.createAccount')}
            </NavLink>
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
          <NavLink to={paths.sessions} className={mobileItemClass}>
            <MonitorSmartphone aria-hidden="true" className="size-5" /> {t('nav.sessions')}
          </NavLink>
          <NavLink to={paths.security} className={mobileItemClass}>
            <LockKeyhole aria-hidden="true" className="size-5" /> {t('nav.security')}
          </NavLink>
          <NavLink to={paths.notifications} className={mobileItemClass}>
            <Bell aria-hidden="true" className="size-5" /> {t('nav.notifications')}
          </NavLink>
          <NavLink to={paths.yourData} className={mobileItemClass}>
            <UserRound aria-hidden="true" className="size-5" /> {t('nav.yourData')}
          </NavLink>
          {accountItems}
          <button type="button" className={mobileItemClass()} onClick={onSignOut}>
            <LogOut aria-hidden="true" className="size-5" /> {t('nav.signOut')}
          </button>
        </div>
      )}
    </nav>
  );
}
