import { Link } from 'react-router';
import { Menu, X } from 'lucide-react';
import type { Profile } from '#shared/schemas/auth.ts';
import { paths } from '#web/lib/paths.ts';
import { buttonClasses } from '#web/components/ui/button-styles.ts';
import { CartLink } from '#web/components/layouts/cart-link.tsx';
import { TokenPill } from '#web/components/layouts/token-pill.tsx';
import { t } from '#web/lib/i18n/i18n.ts';

type PhoneBarProps = {
  profile: Profile | null;
  cartCount: number;
  menuOpen: boolean;
  menuId: string;
  onToggleMenu: () => void;
};

/** The right-hand side of the header on phones; everything else lives in the collapsible menu. */
export function PhoneBar({ profile, cartCount, menuOpen, menuId, onToggleMenu }: PhoneBarProps) {
  return (
    <div className="flex shrink-0 items-center gap-0.5">
      {profile ? (
        <>
          <TokenPill balance={profile.tokenBalance} className="px-2" />
          <CartLink count={cartCount} />
        </>
      ) : (
        <Link to={paths.login} className={buttonClasses({ size: 'sm' })}>
          {t('nav.signIn')}
        </Link>
      )}
      <button
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
        onClick={onToggleMenu}
      >
        {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </button>
    </div>
  );
}
