import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoungeDay } from '#shared/constants.ts';
import type { MyStockWaitsResponse, StockWait, StockWaitChangeResponse } from '#shared/schemas/stock.ts';
import { api } from '#web/lib/api-client.ts';
import { stockQueryKey } from './stock.ts';

/**
 * The guest's own "Notify me" waits (docs/decisions/046-stock-waits.md). Under the stock's key, so every stock change
 * the live events announce (a wait told when units came back) fetches them again with the units left.
 */
const waitsKey = (profileId: string) => [...stockQueryKey, 'waits', profileId] as const;

export function useMyStockWaits(profileId: string) {
  return useQuery({
    queryKey: waitsKey(profileId),
    queryFn: async () => (await api.get<MyStockWaitsResponse>('/me/stock-waits')).waits,
  });
}

export const isWaiting = (waits: StockWait[] | undefined, productId: string, day: LoungeDay) =>
  waits?.some((w) => w.productId === productId && w.day === day) ?? false;

/** Asks to be told (`wanted`) or withdraws; the answer holds the guest's waits as they now are. */
export function useSetStockWait(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, day, wanted }: StockWait & { wanted: boolean }) => {
      const path = `/me/stock-waits/${productId}/${day}`;
      return wanted ? api.put<StockWaitChangeResponse>(path) : api.delete<StockWaitChangeResponse>(path);
    },
    onSuccess: ({ waits }) => queryClient.setQueryData(waitsKey(profileId), waits),
  });
}
