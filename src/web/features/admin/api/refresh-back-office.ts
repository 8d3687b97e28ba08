import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '#web/features/auth/api/session.ts';
import { adminKey } from './admin-key.ts';

/**
 * What to refresh after a change that moves tokens or a status several back-office pages show (an order's
 * status, a lounge's guests, a user's balance): every back-office query, and the session, whose balance the
 * admin's own header shows.
 */
export function useRefreshBackOffice() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKey() }),
      queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    ]);
}

/** A back-office change: once the server has made it, every back-office page and the header show it (above). */
export function useBackOfficeMutation<V = void, R = unknown>(mutationFn: (variables: V) => Promise<R>) {
  const refresh = useRefreshBackOffice();
  return useMutation({ mutationFn, onSuccess: refresh });
}
