import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { LOUNGE_DAYS, type LoungeDay } from '#shared/constants.ts';
import type { AdminStockResponse, StockLimitBody, stockChangeResponse } from '#shared/schemas/stock.ts';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { adminKey } from '#web/features/admin/api/admin-key.ts';

export const adminStockKey = adminKey('stock');

/** The stock page of one festival day: set, sold (pending + completed), left per product. */
const stockOfDay = (day: LoungeDay) => ({
  queryKey: [...adminStockKey, day],
  queryFn: () => api.get<AdminStockResponse>(`/admin/stock?day=${day}`),
});

export function useAdminStock(day: LoungeDay) {
  return useQuery(stockOfDay(day));
}

/** Every festival day's stock rows, in LOUNGE_DAYS order (the product form); undefined until all arrived. */
export function useAdminStockOfAllDays(enabled: boolean) {
  return useQueries({
    queries: LOUNGE_DAYS.map((day) => ({ ...stockOfDay(day), enabled })),
    combine: (results) => (results.every((r) => r.data) ? results.map((r) => r.data!.rows) : undefined),
  });
}

export function useSetStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, day, body }: { productId: string; day: LoungeDay; body: StockLimitBody }) =>
      api.put<z.infer<typeof stockChangeResponse>>(`/admin/stock/${productId}/${day}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminStockKey }),
  });
}
