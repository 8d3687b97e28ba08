import { flushSync } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { msg } from '#shared/messages.ts';
import { paths } from '#web/app/paths.ts';
import { useLogout } from '#web/features/auth/api/logout.ts';
import { setSignedOut } from '#web/features/auth/api/session.ts';

/** Tells RedirectSignedIn not to bounce a visitor whose session is being cleared right now. */
export type SignedOutState = { signedOut?: boolean };

/** Sign out with the spec's feedback (SPEC §8): success toast and /login, or 'Error signing out'. */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signOut = async () => {
    try {
      await logout.mutateAsync();
    } catch (error) {
      console.error('Sign out failed', error);
      toast.error(msg.signOutError);
      return;
    }
    // Leave the current page first, committed synchronously: clearing the session while still on
    // /admin or /orders makes their guards go to /shop.
    const state: SignedOutState = { signedOut: true };
    flushSync(() => void navigate(paths.login, { replace: true, state }));
    setSignedOut(queryClient);
    // Drop the marker so a later reload of /login behaves normally.
    void navigate(paths.login, { replace: true });
    toast.success(msg.signedOut);
  };

  return { signOut, isSigningOut: logout.isPending };
}
