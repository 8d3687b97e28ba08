import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { LOUNGE_DAYS, type LoungeDay } from '#shared/constants.ts';
import type { AdminStockResponse, StockLimitBody, stockChangeResponse } from '#shared/schemas/stock.ts';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { adminKey } from '#web/features/admin/api/admin-key.ts';
import { useEditionScope } from '#web/features/admin/editions/api/shown-edition.ts';

export const adminStockKey = adminKey('stock');

type EditionScope = ReturnType<typeof useEditionScope>;

/** The stock of one festival day of an edition (docs/decisions/031): set, sold (pending + completed), left per product. */
const stockOfDay = (edition: EditionScope, day: LoungeDay) => ({
  queryKey: [...adminStockKey, edition.key, day],
  queryFn: () => api.get<AdminStockResponse>(edition.path(`/admin/stock?day=${day}`)),
});

export function useAdminStock(day: LoungeDay) {
  return useQuery(stockOfDay(useEditionScope(), day));
}

/** Every festival day's stock rows, in LOUNGE_DAYS order (the product form); undefined until all arrived. */
export function useAdminStockOfAllDays(enabled: boolean) {
  const edition = useEditionScope();
  return useQueries({
    queries: LOUNGE_DAYS.map((day) => ({ ...stockOfDay(edition, day), enabled })),
    combine: (results) => (results.every((r) => r.data) ? results.map((r) => r.data!.rows) : undefined),
  });
}

/** A stock limit of the edition on screen: a product and a day name no edition by themselves. */
export function useSetStock() {
  const queryClient = useQueryClient();
  const edition = useEditionScope();
  return useMutation({
    mutationFn: ({ productId, day, body }: { productId: string; day: LoungeDay; body: StockLimitBody }) =>
      api.put<z.infer<typeof stockChangeResponse>>(edition.path(`/admin/stock/${productId}/${day}`), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminStockKey }),
  });
}
