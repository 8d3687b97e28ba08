import { useEffect, useEffectEvent } from 'react';
import { flushSync } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '#web/lib/toast.ts';
import { paths } from '#web/lib/paths.ts';
import { onUnauthorized } from '#web/lib/api-client.ts';
import { useLogout } from '#web/features/auth/api/logout.ts';
import { setSignedOut, shownProfile } from '#web/features/auth/api/session.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/** Tells RedirectSignedIn not to bounce a visitor whose session is being cleared right now. */
export type SignedOutState = { signedOut?: boolean };


/**
 * Answers that say nothing about the session in use: the session fetch (signed out is a normal answer there), signing
 * in (wrong password), a second-factor proof (a wrong code, also in the step-up dialog of a signed-in person), and
 * signing out (docs/product.md#messages: an unknown session counts as signed out).
 */
const NOT_A_SESSION_END = new Set(['/auth/session', '/auth/login', '/auth/second-factor', '/auth/second-factor/webauthn/options', '/auth/logout']);

/**
 * Goes to /login and forgets the profile (the cart stays stored for the next sign-in). The page is left
 * first, committed synchronously: clearing the session while still on /admin or /orders would make their
 * guards send the visitor to /shop instead.
 */
function useLeaveSession() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    const state: SignedOutState = { signedOut: true };
    flushSync(() => void navigate(paths.login, { replace: true, state }));
    setSignedOut(queryClient);
    // Drop the marker so a later reload of /login behaves normally.
    void navigate(paths.login, { replace: true });
  };
}

/**
 * Sign out with the product's feedback (docs/product.md#messages): success toast and /login, or 'Error signing out'.
 */
export function useSignOut() {
  const logout = useLogout();
  const leave = useLeaveSession();

  const signOut = async () => {
    try {
      await logout.mutateAsync();
    } catch (error) {
      console.error('Sign out failed', error);
      toast.error(t('signOutError'));
      return;
    }
    leave();
    toast.success(t('signedOut'));
  };

  return { signOut, isSigningOut: logout.isPending };
}

/**
 * A session that expired or was revoked (signed out elsewhere, a password reset) is noticed on the first
 * call the server refuses with 401: the header stops showing the account, the visitor hears why and
 * signs in again. Mounted once, inside the router.
 */
export function useSessionExpiry() {
  const queryClient = useQueryClient();
  const leave = useLeaveSession();
  const onRefused = useEffectEvent((path: string) => {
    // Only a visitor the page still shows as signed in has a session to lose; several refused calls end it once.
    if (NOT_A_SESSION_END.has(path) || !shownProfile(queryClient)) return;
    leave();
    toast.error(t('auth.sessionEnded'), { id: 'session-ended' });
  });
  useEffect(() => onUnauthorized((path) => onRefused(path)), []);
}
