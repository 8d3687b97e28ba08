import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSessionsResponse, EndedSessionsResponse, EndSessionResponse } from '#shared/schemas/sessions.ts';
import { api } from '#web/lib/api-client.ts';

export const sessionsQueryKey = ['me', 'sessions'] as const;

/** The signed-in person's live sessions, this one first (GET /api/auth/sessions). */
export function useAccountSessions() {
  return useQuery({
    queryKey: sessionsQueryKey,
    queryFn: async () => (await api.get<AccountSessionsResponse>('/auth/sessions')).sessions,
  });
}

/** The list is asked again after any ending, a refused one too (another device may have ended it first). */
function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
}

export function useEndSession() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: (id: string) => api.delete<EndSessionResponse>(`/auth/sessions/${id}`),
    onSettled: refresh,
  });
}

export function useEndOtherSessions() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: () => api.post<EndedSessionsResponse>('/auth/sessions/end-others'),
    onSettled: refresh,
  });
}
