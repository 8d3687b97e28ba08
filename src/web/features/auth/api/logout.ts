import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '#shared/schemas/auth.ts';
import { api, ApiError } from '#web/lib/api-client.ts';
import { withAuthRetry } from '#web/features/auth/api/auth-retry.ts';

async function logout(): Promise<void> {
  try {
    await withAuthRetry(() => api.post<MessageResponse>('/auth/logout', {}));
  } catch (error) {
    // A session the server no longer knows is already signed out (docs/product.md#messages counts this as success).
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}

/** Only the server call; useSignOut orders navigation and clearing the session around it. */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}
