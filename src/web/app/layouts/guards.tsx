import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { lazyNamed } from '#web/lib/lazy-component.tsx';
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

const PasswordChangeRequired = lazyNamed(() => import('#web/features/auth/password-change-required.tsx'), (m) => m.PasswordChangeRequired);

/**
 * The back office's pages, or, while the account still has the password the server generated at its first
 * start (the API refuses the back office meanwhile), the form that replaces it.
 */
function BackOffice() {
  const { profile } = useSession();
  if (!profile?.mustChangePassword) return <Outlet />;
  return (
    <Suspense fallback={<Spinner className="py-16" />}>
      <PasswordChangeRequired />
    </Suspense>
  );
}

/** /admin/*: role admin only; everyone else lands in the shop. */
export function RequireAdmin() {
  const { isAdmin } = useSession();
  if (!isAdmin) return <Navigate to={paths.shop} replace />;
  return <BackOffice />;
}

/** /staff/*: staff and admins; everyone else lands in the shop. */
export function RequireStaff() {
  const { isStaff } = useSession();
  if (!isStaff) return <Navigate to={paths.shop} replace />;
  return <BackOffice />;
}

/**
 * /login: outside the loading gate (docs/product.md#sign-in-and-registration), so the form shows at once; a visitor who
 * turns out to be signed in is sent on as soon as the session answers: to the page that sent them here, else where
 * their role starts.
 */
export function RedirectSignedIn() {
  const { profile } = useSession();
  const location = useLocation();
  const signingOut = (location.state as SignedOutState | null)?.signedOut === true;
  if (profile && !signingOut) return <Navigate to={returnPath(location.state, profile.role)} replace />;
  return <Outlet />;
}
