import { useNavigate } from 'react-router';

/** The path of `url` within this app, or null when it leads to another site (or does not parse). */
export function pathInApp(url: string, origin: string): string | null {
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return null;
  }
  return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : null;
}

/**
 * Follows an address the server answered with (a payment's page, the way back from it): a page of this app
 * opens inside it, at once, without the reload that would blank the screen while the app starts again; another
 * site (Stripe's checkout) is loaded. `replace` takes the place of the current page in the history (a payment
 * page left behind, which Back should not show again).
 */
export function useFollowLink() {
  const navigate = useNavigate();
  return (url: string, { replace = false } = {}) => {
    const path = pathInApp(url, window.location.origin);
    if (path === null) window.location.assign(url);
    else void navigate(path, { replace });
  };
}
