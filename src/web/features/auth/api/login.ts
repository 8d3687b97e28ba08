import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, LoginResponse } from '#shared/schemas/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { withAuthRetry } from '#web/features/auth/api/auth-retry.ts';
import { setAwaitingSecondFactor, setSignedIn } from '#web/features/auth/api/session.ts';
import { signInLanguage } from '#web/features/auth/api/sign-in-language.ts';

/** The password: signs in, or, for an account with a second factor, leads to its step (docs/decisions/038). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) =>
      withAuthRetry(() => api.post<LoginResponse>('/auth/login', { ...body, language: signInLanguage() })),
    onSuccess: (answer) =>
      'profile' in answer ? setSignedIn(queryClient, answer.profile) : setAwaitingSecondFactor(queryClient, answer.secondFactor),
  });
}
