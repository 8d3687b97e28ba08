import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushState, PushSubscriptionBody } from '#shared/schemas/push.ts';
import { api } from '#web/lib/api-client.ts';

export const pushQueryKey = ['me', 'push'] as const;

/** The shop's public VAPID key and how many of this person's browsers receive messages (GET /api/me/push). */
export function usePushState() {
  return useQuery({ queryKey: pushQueryKey, queryFn: () => api.get<PushState>('/me/push') });
}

function useRefreshPush() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: pushQueryKey });
}

/** Tells the server where this browser takes its messages. */
export function useSavePushSubscription() {
  const refresh = useRefreshPush();
  return useMutation({ mutationFn: (body: PushSubscriptionBody) => api.post<null>('/me/push-subscriptions', body), onSettled: refresh });
}

/** Tells the server to send this browser nothing more. */
export function useRemovePushSubscription() {
  const refresh = useRefreshPush();
  return useMutation({ mutationFn: (endpoint: string) => api.post<null>('/me/push-subscriptions/remove', { endpoint }), onSettled: refresh });
}
