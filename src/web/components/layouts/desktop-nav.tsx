import { Suspense, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { ShieldCheck, Truck } from 'lucide-react';
import type { Profile } from '#shared/schemas/auth.ts';
import { paths } from '#web/lib/paths.ts';
import { buttonClasses } from '#web/components/ui/button-styles.ts';
import { CartLink } from '#web/components/layouts/cart-link.tsx';
import { navLinkClass } from '#web/components/layouts/nav-styles.ts';
import { TokenPill } from '#web/components/layouts/token-pill.tsx';
import { UserMenuStandIn, StandInRecord } from '#web/components/layouts/user-menu-trigger.tsx';
import { lazyNamed } from '#web/lib/lazy-component.tsx';
import { t } from '#web/lib/i18n/i18n.ts';

// The dropdown (Radix menu and its positioning engine) is the largest piece of the header; it is fetched
// once a signed-in profile shows it, so signed-out visitors never download it.
const UserMenu = lazyNamed(() => import('#web/components/layouts/user-menu.tsx'), (m) => m.UserMenu);

type DesktopNavProps = {
  profile: Profile | null;
  cartCount: number;
  /** More items for the account dropdown (see UserMenu). */
  menuItems?: ReactNode;
  onChangePassword: () => void;
  onSignOut: () => void;
  languageSwitcher: ReactNode;
};

export function DesktopNav({ profile, cartCount, menuItems, onChangePassword, onSignOut, languageSwitcher }: DesktopNavProps) {
  const isAdmin = profile?.role === 'admin';
  const [standIn] = useState(() => new StandInRecord());
  return (
    <nav aria-label={t('nav.main')} className="flex items-center gap-1">
      <NavLink to={paths.shop} className={navLinkClass}>
        {t('nav.shop')}
      </NavLink>
      {profile && (
        <NavLink to={paths.orders} className={navLinkClass}>
          {t('nav.orders')}
        </NavLink>
      )}
      {/* Shown to everyone on desktop (docs/product.md#header); signed-out visitors see 'Tokens'. */}
      <TokenPill balance={profile ? profile.tokenBalance : null} className="ml-2" />
      {profile && <CartLink count={cartCount} />}
      {profile?.role === 'staff' && (
        <NavLink to={paths.staff.root} className={navLinkClass}>
          <Truck aria-hidden="true" className="size-4" /> {t('nav.staff')}
        </NavLink>
      )}
      {isAdmin && (
        <Link
          to={paths.admin.root}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          <ShieldCheck aria-hidden="true" className="size-5" />
          {t('nav.admin')}
          <span className="sr-only"> {t('nav.panel')}</span>
        </Link>
      )}
      <div className="ml-2">{languageSwitcher}</div>
      {profile ? (
        <Suspense fallback={<UserMenuStandIn email={profile.email} record={standIn} />}>
          <UserMenu
            email={profile.email}
            standIn={standIn}
            isAdmin={isAdmin}
            extraItems={menuItems}
            onChangePassword={onChangePassword}
            onSignOut={onSignOut}
          />
        </Suspense>
      ) : (
        <Link to={paths.login} className={`${buttonClasses({ size: 'sm' })} ml-2`}>
          {t('nav.signIn')}
        </Link>
      )}
    </nav>
  );
}
