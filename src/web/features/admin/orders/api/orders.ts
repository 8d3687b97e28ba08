import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LoungeDay, OrderStatus } from '#shared/constants.ts';
import type {
  AdminOrderResponse,
  AdminOrdersResponse,
  CompletePendingResponse,
  ManualOrderBody,
  OrderChangeResponse,
  OrderStatusBody,
} from '#shared/schemas/admin-orders.ts';
import { api } from '#web/lib/api-client.ts';
import { adminKey } from '#web/features/admin/api/admin-key.ts';
import { useBackOfficeMutation } from '#web/features/admin/api/refresh-back-office.ts';
import { useEditionScope } from '#web/features/admin/editions/api/shown-edition.ts';

export const adminOrdersKey = adminKey('orders');

export type OrderListParams = { status?: OrderStatus; q?: string; day?: LoungeDay; loungeId?: string; cursor?: string; limit?: number };

/** The orders of the edition on screen (docs/decisions/031), filtered and paged. */
export function useAdminOrders(params: OrderListParams, options: { enabled?: boolean } = {}) {
  const edition = useEditionScope();
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  return useQuery({
    queryKey: [...adminOrdersKey, 'list', edition.key, params],
    queryFn: () => api.get<AdminOrdersResponse>(edition.path(`/admin/orders?${search}`)),
    // The table keeps showing the last page while the next one (or a new filter) loads.
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function useAdminOrder(orderId: string | null) {
  return useQuery({
    queryKey: [...adminOrdersKey, 'detail', orderId],
    queryFn: async () => (await api.get<AdminOrderResponse>(`/admin/orders/${orderId}`)).order,
    enabled: orderId !== null,
  });
}

export function useChangeOrderStatus() {
  return useBackOfficeMutation(
    ({ orderId, status }: { orderId: string } & OrderStatusBody) =>
      api.post<OrderChangeResponse>(`/admin/orders/${orderId}/status`, { status }),
  );
}

export function useRefundOrder() {
  return useBackOfficeMutation(
    ({ orderId, confirmDelivered }: { orderId: string; confirmDelivered: boolean }) =>
      api.post<OrderChangeResponse>(`/admin/orders/${orderId}/refund`, { confirmDelivered }),
  );
}

export function useCreateManualOrder() {
  return useBackOfficeMutation((body: ManualOrderBody) => api.post<OrderChangeResponse>('/admin/orders/manual', body));
}

/** 'Complete all pending' for one festival day of the edition on screen (one audited server action). */
export function useCompletePending() {
  const edition = useEditionScope();
  return useBackOfficeMutation((day: LoungeDay) => api.post<CompletePendingResponse>(edition.path('/admin/orders/complete-pending'), { day }));
}
