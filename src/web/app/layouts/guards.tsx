import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { useSession } from '#web/features/auth/api/session.ts';
import type { SignedOutState } from '#web/features/auth/use-sign-out.ts';
import { returnPath, signInStateFor } from '#web/features/auth/return-path.ts';

/** /orders and /tokens: signed-in profiles only; signing in leads back to the page asked for. */
export function RequireProfile() {
  const { profile } = useSession();
  const location = useLocation();
  if (!profile) return <Navigate to={paths.login} replace state={signInStateFor(location)} />;
  return <Outlet />;
}

/** /admin/*: role admin only; everyone else lands in the shop. */
export function RequireAdmin() {
  const { isAdmin } = useSession();
  if (!isAdmin) return <Navigate to={paths.shop} replace />;
  return <Outlet />;
}

/** /staff/*: staff and admins; everyone else lands in the shop. */
export function RequireStaff() {
  const { isStaff } = useSession();
  if (!isStaff) return <Navigate to={paths.shop} replace />;
  return <Outlet />;
}

/**
 * /login: outside the loading gate (SPEC §2), so the form shows at once; a visitor who turns out
 * to be signed in is sent on to the shop (or the page that sent them here) as soon as the session answers.
 */
export function RedirectSignedIn() {
  const { profile } = useSession();
  const location = useLocation();
  const signingOut = (location.state as SignedOutState | null)?.signedOut === true;
  if (profile && !signingOut) return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}
