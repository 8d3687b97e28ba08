import { useQuery } from '@tanstack/react-query';
import type { MyOrdersResponse } from '#shared/schemas/orders.ts';
import { api } from '#web/lib/api-client.ts';

export const myOrdersQueryKey = ['me', 'orders'] as const;

export function useMyOrders() {
  return useQuery({
    queryKey: myOrdersQueryKey,
    queryFn: async () => (await api.get<MyOrdersResponse>('/me/orders')).orders,
  });
}
