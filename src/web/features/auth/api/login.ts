import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, Profile } from '#shared/schemas/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { withAuthRetry } from '#web/features/auth/api/auth-retry.ts';
import { setSignedIn } from '#web/features/auth/api/session.ts';
import { signInLanguage } from '#web/features/auth/api/sign-in-language.ts';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) =>
      withAuthRetry(() => api.post<{ profile: Profile }>('/auth/login', { ...body, language: signInLanguage() })),
    onSuccess: ({ profile }) => setSignedIn(queryClient, profile),
  });
}
