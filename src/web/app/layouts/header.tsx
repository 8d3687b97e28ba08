import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyNamed, MountOnceOpened } from '#web/lib/lazy-component.tsx';
import { DESKTOP_QUERY, useMediaQuery } from '#web/lib/use-media-query.ts';
import { useSession } from '#web/features/auth/api/session.ts';
import { useSignOut } from '#web/features/auth/use-sign-out.ts';
import { useCart } from '#web/features/cart/api/cart-context.tsx';
import { useLanguage } from '#web/features/auth/api/language.ts';
import { LanguageSwitcher } from '#web/components/language-switcher.tsx';
import { DesktopNav } from '#web/components/layouts/desktop-nav.tsx';
import { Logo } from '#web/components/layouts/logo.tsx';
import { MobileMenu } from '#web/components/layouts/mobile-menu.tsx';
import { PhoneBar } from '#web/components/layouts/phone-bar.tsx';

const MOBILE_MENU_ID = 'mobile-menu';

// The password form (react-hook-form, zod) is fetched when someone opens it, not with every page.
const ChangePasswordDialog = lazyNamed(() => import('#web/features/auth/change-password-dialog.tsx'), (m) => m.ChangePasswordDialog);
// The guest's reminder e-mails switch (its query and mutation) is fetched with the signed-in guest's menu, not by every visitor.
const ReminderMenuItem = lazyNamed(() => import('#web/features/auth/reminder-choice.tsx'), (m) => m.ReminderMenuItem);
const ReminderMenuSwitch = lazyNamed(() => import('#web/features/auth/reminder-switch.tsx'), (m) => m.ReminderMenuSwitch);

export function Header() {
  const { profile } = useSession();
  const { itemCount } = useCart();
  const { signOut } = useSignOut();
  const { pathname } = useLocation();
  // Reminders go to guests only (not staff or admins), so only guests get the switch.
  const isGuest = profile?.role === 'user';
  const { language, choose } = useLanguage();
  const languageSwitcher = <LanguageSwitcher language={language} onChange={(next) => void choose(next)} />;
  // Only one layout is mounted, so the e-mail and links exist once (no hidden twins for assistive tech).
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [passwordOpen, setPasswordOpen] = useState(false);
  // Remembering where the menu was opened closes it by itself after any navigation.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === pathname;
  const closeMenu = () => setMenuOpenedAt(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpenedAt(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const openPasswordDialog = () => {
    closeMenu();
    setPasswordOpen(true);
  };
  const handleSignOut = () => {
    closeMenu();
    void signOut();
  };

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-1 px-4 max-[359px]:px-3 sm:gap-2 sm:px-6 lg:px-8">
        <Logo />
        {isDesktop ? (
          <DesktopNav
            profile={profile}
            cartCount={itemCount}
            menuItems={
              isGuest && (
                <Suspense fallback={null}>
                  <ReminderMenuItem />
                </Suspense>
              )
            }
            onChangePassword={openPasswordDialog}
            onSignOut={handleSignOut}
            languageSwitcher={languageSwitcher}
          />
        ) : (
          <PhoneBar
            profile={profile}
            cartCount={itemCount}
            menuOpen={menuOpen}
            menuId={MOBILE_MENU_ID}
            onToggleMenu={() => setMenuOpenedAt(menuOpen ? null : pathname)}
          />
        )}
      </div>
      {!isDesktop && (
        <MobileMenu
          id={MOBILE_MENU_ID}
          hidden={!menuOpen}
          profile={profile}
          accountItems={
            isGuest && (
              <Suspense fallback={null}>
                <ReminderMenuSwitch />
              </Suspense>
            )
          }
          onChangePassword={openPasswordDialog}
          onSignOut={handleSignOut}
          languageSwitcher={languageSwitcher}
        />
      )}
      {profile && (
        <MountOnceOpened open={passwordOpen}>
          <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />
        </MountOnceOpened>
      )}
    </header>
  );
}
