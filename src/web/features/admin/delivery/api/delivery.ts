import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoungeDay } from '#shared/constants.ts';
import type { DeliveryChangeResponse, DeliveryLounge, DeliveryResponse } from '#shared/schemas/delivery.ts';
import { api, ApiError, isRetryable } from '#web/lib/api-client.ts';
import { adminKey } from '#web/features/admin/api/admin-key.ts';

export const deliveryKey = adminKey('delivery');

export function useDeliveryRun(day: LoungeDay, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...deliveryKey, day],
    queryFn: () => api.get<DeliveryResponse>(`/admin/delivery?day=${day}`),
    enabled: options.enabled,
  });
}

/** When the lounge as a whole was delivered: the time of its last delivered order (ISO strings sort by time). */
export const lastDeliveredAt = (lounge: DeliveryLounge) => lounge.orders.map((o) => o.deliveredAt ?? '').sort().at(-1) ?? '';

/** Lounge id to its delivery time, for the lounges whose orders are all delivered. */
export const deliveredLounges = (run: DeliveryResponse | undefined) =>
  new Map((run?.lounges ?? []).filter((l) => l.delivered).map((l) => [l.loungeId, lastDeliveredAt(l)] as const));

export type DeliveryChange = { kind: 'deliver' | 'undo'; target: { loungeId: string } | { orderId: string } };

// A runner's phone drops out between lounges: marking is idempotent on the server, so a lost answer is
// simply asked again (1, 2, 5, 10 s, the realtime reconnect figures of SPEC §9).
const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000];
const lostOrBusy = (error: unknown) => (error instanceof ApiError && error.status === 0) || isRetryable(error);

/** The day's run as it is after `change`, shown at once while the server is asked (optimistic). */
function applied(run: DeliveryResponse, { kind, target }: DeliveryChange, now: string): DeliveryResponse {
  const lounges = run.lounges.map((lounge) => {
    const hit = (orderId: string) => ('orderId' in target ? target.orderId === orderId : target.loungeId === lounge.loungeId);
    const orders = lounge.orders.map((order) =>
      !hit(order.orderId)
        ? order
        : kind === 'deliver'
          ? { ...order, deliveredAt: order.deliveredAt ?? now, undoable: true }
          : { ...order, deliveredAt: null, deliveredByEmail: null, undoable: false },
    );
    return { ...lounge, orders, delivered: orders.every((o) => o.deliveredAt !== null) };
  });
  return { ...run, lounges, progress: { ...run.progress, delivered: lounges.filter((l) => l.delivered).length } };
}

export function useDeliveryChange(day: LoungeDay) {
  const queryClient = useQueryClient();
  const key = [...deliveryKey, day];
  return useMutation({
    mutationFn: ({ kind, target }: DeliveryChange) => {
      const path = 'orderId' in target ? `orders/${target.orderId}` : `lounges/${target.loungeId}`;
      return api.post<DeliveryChangeResponse>(`/admin/delivery/${path}/${kind}`);
    },
    retry: (failures, error) => failures < RETRY_DELAYS_MS.length && lostOrBusy(error),
    retryDelay: (failures) => RETRY_DELAYS_MS[failures - 1] ?? 10_000,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<DeliveryResponse>(key);
      if (before) queryClient.setQueryData(key, applied(before, change, new Date().toISOString()));
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey() }),
  });
}
