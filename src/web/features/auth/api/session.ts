import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Profile, SecondFactorChallenge, SessionResponse } from '#shared/schemas/auth.ts';
import { api, isRetryable } from '#web/lib/api-client.ts';
import { forgetApiAnswers } from '#web/lib/offline-data.ts';
import { withAuthRetry } from '#web/features/auth/api/auth-retry.ts';
import { forgetSignInLanguage } from '#web/features/auth/api/sign-in-language.ts';

export const sessionQueryKey = ['auth', 'session'] as const;

/** Signed out: no profile, and no sign-in waiting for its second factor. */
const SIGNED_OUT: SessionResponse = { profile: null };

async function fetchSession(): Promise<SessionResponse> {
  try {
    const { profile, secondFactor } = await withAuthRetry(() => api.get<SessionResponse>('/auth/session'));
    return secondFactor ? { profile, secondFactor } : { profile };
  } catch (error) {
    // A gateway still failing after the retries leaves the query failed (the app shows signed out meanwhile),
    // so it is asked again on the next mount or focus instead of remembering a signed-out answer.
    if (isRetryable(error)) throw error;
    // A failed session fetch is only logged (docs/product.md#messages); the visitor is then treated as signed out.
    console.error('Failed to load session', error);
    return SIGNED_OUT;
  }
}

export function useSession() {
  // withAuthRetry does the retrying (docs/product.md#messages), not the query client's default.
  const query = useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, retry: false });
  const profile = query.data?.profile ?? null;
  return {
    profile,
    /** A sign-in that has had the right password and waits for its second factor (docs/decisions/038). */
    secondFactor: query.data?.secondFactor ?? null,
    /** True only until the first answer (or final failure); background refreshes do not count. */
    isLoading: query.isPending && !query.isError,
    isAdmin: profile?.role === 'admin',
    /** Staff or admin: the packing list and the delivery run. */
    isStaff: profile?.role === 'staff' || profile?.role === 'admin',
    refresh: query.refetch,
  };
}

/** The signed-in profile the page shows, or null. */
export const shownProfile = (queryClient: QueryClient): Profile | null =>
  queryClient.getQueryData<SessionResponse>(sessionQueryKey)?.profile ?? null;

/** The signed-in profile changed (its language, a role): the session keeps it. */
export const setProfile = (queryClient: QueryClient, profile: Profile) =>
  queryClient.setQueryData<SessionResponse>(sessionQueryKey, { profile });

/** After sign-in, registration or application: drop the previous visitor's data, keep the new profile. */
export function setSignedIn(queryClient: QueryClient, profile: Profile) {
  forgetSignInLanguage();
  forgetApiAnswers();
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
  setProfile(queryClient, profile);
}

/** The password was right and the sign-in waits for its second factor: nobody is signed in yet. */
export function setAwaitingSecondFactor(queryClient: QueryClient, secondFactor: SecondFactorChallenge) {
  queryClient.setQueryData<SessionResponse>(sessionQueryKey, { profile: null, secondFactor });
}

export function setSignedOut(queryClient: QueryClient) {
  forgetApiAnswers();
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData<SessionResponse>(sessionQueryKey, SIGNED_OUT);
}
