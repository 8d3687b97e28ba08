import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Profile, SessionResponse } from '#shared/schemas/auth.ts';
import { api, isRetryable } from '#web/lib/api-client.ts';
import { withAuthRetry } from '#web/features/auth/api/auth-retry.ts';
import { forgetSignInLanguage } from '#web/features/auth/api/sign-in-language.ts';

export const sessionQueryKey = ['auth', 'session'] as const;

async function fetchProfile(): Promise<Profile | null> {
  try {
    const { profile } = await withAuthRetry(() => api.get<SessionResponse>('/auth/session'));
    return profile;
  } catch (error) {
    // A gateway still failing after the retries leaves the query failed (the app shows signed out meanwhile),
    // so it is asked again on the next mount or focus instead of remembering a signed-out answer.
    if (isRetryable(error)) throw error;
    // A failed session fetch is only logged (docs/product.md#messages); the visitor is then treated as signed out.
    console.error('Failed to load session', error);
    return null;
  }
}

export function useSession() {
  // withAuthRetry does the retrying (docs/product.md#messages), not the query client's default.
  const query = useQuery({ queryKey: sessionQueryKey, queryFn: fetchProfile, retry: false });
  const profile = query.data ?? null;
  return {
    profile,
    /** True only until the first answer (or final failure); background refreshes do not count. */
    isLoading: query.isPending && !query.isError,
    isAdmin: profile?.role === 'admin',
    /** Staff or admin: the packing list and the delivery run. */
    isStaff: profile?.role === 'staff' || profile?.role === 'admin',
    refresh: query.refetch,
  };
}

/** After sign-in, registration or application: drop the previous visitor's data, keep the new profile. */
export function setSignedIn(queryClient: QueryClient, profile: Profile) {
  forgetSignInLanguage();
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData(sessionQueryKey, profile);
}

export function setSignedOut(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData(sessionQueryKey, null);
}
