import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancelMyOrderResponse, ChangeMyOrderBody, MyOrdersResponse } from '#shared/schemas/orders.ts';
import { api } from '#web/lib/api-client.ts';
import { activeLanguage } from '#web/lib/i18n/i18n.ts';
import { sessionQueryKey } from '#web/features/auth/api/session.ts';
import { statementQueryKey } from '#web/features/tokens/api/statement.ts';

export const myOrdersQueryKey = ['me', 'orders'] as const;

/** The guest's orders, products and mix drinks named in the language the page shows (docs/decisions/045). */
export function useMyOrders() {
  const lang = activeLanguage();
  return useQuery({
    queryKey: [...myOrdersQueryKey, lang],
    queryFn: async () => (await api.get<MyOrdersResponse>(`/me/orders?lang=${lang}`)).orders,
  });
}

/** After a cancel or change the list, the balance and the statement are read again (the stock is announced live). */
function useReadAgain() {
  const queryClient = useQueryClient();
  return () => Promise.all([myOrdersQueryKey, sessionQueryKey, statementQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Cancels one of the guest's pending orders. */
export function useCancelMyOrder() {
  const onSuccess = useReadAgain();
  return useMutation({ mutationFn: (orderId: string) => api.post<CancelMyOrderResponse>(`/me/orders/${orderId}/cancel`), onSuccess });
}

/** Changes the lines of one of the guest's pending orders (docs/decisions/044). */
export function useChangeMyOrder(orderId: string) {
  const onSuccess = useReadAgain();
  return useMutation({ mutationFn: (body: ChangeMyOrderBody) => api.post<CancelMyOrderResponse>(`/me/orders/${orderId}/change`, body), onSuccess });
}
