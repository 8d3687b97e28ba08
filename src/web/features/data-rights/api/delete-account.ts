import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '#shared/schemas/auth.ts';
import type { DeleteAccountBody } from '#shared/schemas/data-rights.ts';
import { api } from '#web/lib/api-client.ts';

/**
 * "Delete my account" (docs/decisions/041): the password again and, with a balance above 0, the giving-up of the
 * tokens. The server clears the session cookie; the page forgets the session itself (docs/decisions/048).
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => api.post<MessageResponse>('/me/account/delete', body),
  });
}
