import { useEffect } from 'react';
import { paths } from '#web/lib/paths.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/** Each page's name in the browser tab and history, before the app's name ("Cart · Lounge Pre-Order"). */
const pageNames: Record<string, () => string> = {
  [paths.login]: () => t('nav.signIn'),
  [paths.resetPassword]: () => t('auth.resetPassword'),
  [paths.shop]: () => t('nav.shop'),
  [paths.cart]: () => t('nav.cart'),
  [paths.orders]: () => t('nav.orders'),
  [paths.tokens]: () => t('nav.tokens'),
  [paths.sessions]: () => t('nav.sessions'),
  [paths.security]: () => t('nav.security'),
  [paths.notifications]: () => t('nav.notifications'),
  [paths.yourData]: () => t('nav.yourData'),
  [paths.admin.root]: () => t('title.admin', { page: t('title.admin.root') }),
  [paths.admin.users]: () => t('title.admin', { page: t('title.admin.users') }),
  [paths.admin.lounges]: () => t('title.admin', { page: t('title.admin.lounges') }),
  [paths.admin.products]: () => t('title.admin', { page: t('title.admin.products') }),
  [paths.admin.mixDrinks]: () => t('title.admin', { page: t('title.admin.mixDrinks') }),
  [paths.admin.orders]: () => t('title.admin', { page: t('title.admin.orders') }),
  [paths.admin.packing]: () => t('title.admin', { page: t('title.admin.packing') }),
  [paths.admin.delivery]: () => t('title.admin', { page: t('title.staff.delivery') }),
  [paths.admin.reports]: () => t('title.admin', { page: t('title.admin.reports') }),
  [paths.admin.stock]: () => t('title.admin', { page: t('title.admin.stock') }),
  [paths.admin.mail]: () => t('title.admin', { page: t('title.admin.mail') }),
  [paths.admin.settings]: () => t('title.admin', { page: t('title.admin.settings') }),
  [paths.admin.editions]: () => t('title.admin', { page: t('title.admin.editions') }),
  [paths.admin.securityLog]: () => t('title.admin', { page: t('title.admin.securityLog') }),
  [paths.staff.delivery]: () => t('title.staff.delivery'),
  [paths.staff.packing]: () => t('title.admin.packing'),
};

export function pageTitle(pathname: string, search = ''): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const register = path === paths.login && new URLSearchParams(search).get('mode') === 'register';
  const name = register
    ? t('auth.register')
    : path.startsWith('/pay/')
      ? t('title.payment')
      : path.startsWith(`${paths.admin.users}/`)
        ? t('title.admin', { page: t('title.admin.guest') })
        : pageNames[path]?.();
  return name ? `${name} · ${t('app.name')}` : t('app.name');
}

/** Keeps the tab's title in step with the page shown. */
export function usePageTitle(pathname: string, search: string) {
  useEffect(() => {
    document.title = pageTitle(pathname, search);
  }, [pathname, search]);
}
