import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '#shared/schemas/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { withAuthRetry } from '#web/features/auth/api/auth-retry.ts';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: { email: string }) => withAuthRetry(() => api.post<MessageResponse>('/auth/forgot-password', body)),
  });
}
