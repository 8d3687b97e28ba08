import { useMutation } from '@tanstack/react-query';
import type { EndedSessionsResponse } from '#shared/schemas/sessions.ts';
import { api } from '#web/lib/api-client.ts';

/** Ends every session of a user (POST /api/admin/users/:id/end-sessions): signed out everywhere. */
export function useEndUserSessions() {
  return useMutation({
    mutationFn: (userId: string) => api.post<EndedSessionsResponse>(`/admin/users/${userId}/end-sessions`),
  });
}
