import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody, MessageResponse } from '#shared/schemas/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { withAuthRetry } from '#web/features/auth/api/auth-retry.ts';

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => withAuthRetry(() => api.post<MessageResponse>('/auth/change-password', body)),
  });
}
