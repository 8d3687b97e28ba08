import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyBody, Profile } from '#shared/schemas/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { activeLanguage } from '#web/lib/i18n/i18n.ts';
import { withAuthRetry } from '#web/features/auth/api/auth-retry.ts';
import { setSignedIn } from '#web/features/auth/api/session.ts';

export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyBody) => withAuthRetry(() => api.post<{ profile: Profile; message: string }>('/auth/apply', { ...body, language: activeLanguage() })),
    onSuccess: ({ profile }) => setSignedIn(queryClient, profile),
  });
}
