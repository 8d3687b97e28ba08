import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancelMyOrderResponse, MyOrdersResponse } from '#shared/schemas/orders.ts';
import { api } from '#web/lib/api-client.ts';
import { sessionQueryKey } from '#web/features/auth/api/session.ts';
import { statementQueryKey } from '#web/features/tokens/api/statement.ts';

export const myOrdersQueryKey = ['me', 'orders'] as const;

export function useMyOrders() {
  return useQuery({
    queryKey: myOrdersQueryKey,
    queryFn: async () => (await api.get<MyOrdersResponse>('/me/orders')).orders,
  });
}

/** Cancels one of the guest's pending orders; the list, the balance and the statement are read again. */
export function useCancelMyOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => api.post<CancelMyOrderResponse>(`/me/orders/${orderId}/cancel`),
    onSuccess: () =>
      Promise.all([myOrdersQueryKey, sessionQueryKey, statementQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
