import { useEffect } from 'react';
import { paths } from '#web/app/paths.ts';

const APP_NAME = 'Lounge Pre-Order';

/** Each page's name in the browser tab and history, before the app's name ("Cart · Lounge Pre-Order"). */
const pageNames: Record<string, string> = {
  [paths.login]: 'Sign In',
  [paths.resetPassword]: 'Reset Password',
  [paths.shop]: 'Shop',
  [paths.cart]: 'Cart',
  [paths.orders]: 'Orders',
  [paths.tokens]: 'Tokens',
  [paths.admin.root]: 'Dashboard · Admin',
  [paths.admin.users]: 'Users · Admin',
  [paths.admin.lounges]: 'Lounges · Admin',
  [paths.admin.products]: 'Products · Admin',
  [paths.admin.mixDrinks]: 'Mix Drinks · Admin',
  [paths.admin.orders]: 'Orders · Admin',
  [paths.admin.packing]: 'Packing Lists · Admin',
  [paths.admin.stock]: 'Stock · Admin',
  [paths.admin.settings]: 'Settings · Admin',
};

export function pageTitle(pathname: string, search = ''): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const register = path === paths.login && new URLSearchParams(search).get('mode') === 'register';
  const name = register
    ? 'Register'
    : path.startsWith('/pay/')
      ? 'Payment'
      : path.startsWith(`${paths.admin.users}/`)
        ? 'Guest · Admin'
        : pageNames[path];
  return name ? `${name} · ${APP_NAME}` : APP_NAME;
}

/** Keeps the tab's title in step with the page shown. */
export function usePageTitle(pathname: string, search: string) {
  useEffect(() => {
    document.title = pageTitle(pathname, search);
  }, [pathname, search]);
}
