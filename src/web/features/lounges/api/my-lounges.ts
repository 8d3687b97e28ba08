import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimLoungesBody, ClaimLoungesResponse, MyLoungesResponse } from '#shared/schemas/shop.ts';
import { api } from '#web/lib/api-client.ts';
import { sessionQueryKey, useSession } from '#web/features/auth/api/session.ts';

export const myLoungesQueryKey = ['me', 'lounges'] as const;

/** The signed-in guest's lounges; nothing to ask for when nobody is signed in. */
export function useMyLounges() {
  const { profile } = useSession();
  return useQuery({
    queryKey: myLoungesQueryKey,
    queryFn: async () => (await api.get<MyLoungesResponse>('/me/lounges')).lounges,
    enabled: profile !== null,
  });
}

/** "Assign to Other Lounge": new lounges and new tokens, so both the lounges and the balance reload. */
export function useClaimLounges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimLoungesBody) => api.post<ClaimLoungesResponse>('/me/lounges/claim', body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myLoungesQueryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]),
  });
}
