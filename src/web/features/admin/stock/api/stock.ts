import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoungeDay } from '#shared/constants.ts';
import type { AdminStockResponse, StockLimitBody, stockChangeResponse } from '#shared/schemas/stock.ts';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { adminKey } from '#web/features/admin/api/admin-key.ts';

export const adminStockKey = adminKey('stock');

/** The stock page of one festival day: set, sold (pending + completed), left per product. */
export function useAdminStock(day: LoungeDay) {
  return useQuery({ queryKey: [...adminStockKey, day], queryFn: () => api.get<AdminStockResponse>(`/admin/stock?day=${day}`) });
}

export function useSetStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, day, body }: { productId: string; day: LoungeDay; body: StockLimitBody }) =>
      api.put<z.infer<typeof stockChangeResponse>>(`/admin/stock/${productId}/${day}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminStockKey }),
  });
}
