import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody, MessageResponse } from '#shared/schemas/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { withAuthRetry } from '#web/features/auth/api/auth-retry.ts';
import { sessionQueryKey } from '#web/features/auth/api/session.ts';

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => withAuthRetry(() => api.post<MessageResponse>('/auth/change-password', body)),
    // The profile says whether the back office still waits for a password of one's own (a generated one).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
