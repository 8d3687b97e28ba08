import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, ResetPasswordBody } from '#shared/schemas/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { withAuthRetry } from '#web/features/auth/api/auth-retry.ts';
import { sessionQueryKey } from '#web/features/auth/api/session.ts';

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => withAuthRetry(() => api.post<MessageResponse>('/auth/reset-password', body)),
    // A reset ends the account's other sessions, possibly this browser's too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
