import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterBody, RegisterResponse } from '#shared/schemas/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { activeLanguage } from '#web/lib/i18n/i18n.ts';
import { withAuthRetry } from '#web/features/auth/api/auth-retry.ts';
import { setSignedIn } from '#web/features/auth/api/session.ts';

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => withAuthRetry(() => api.post<RegisterResponse>('/auth/register', { ...body, language: activeLanguage() })),
    onSuccess: ({ profile }) => setSignedIn(queryClient, profile),
  });
}
