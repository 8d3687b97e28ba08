import { useMutation, useMutationState, useQuery, useQueryClient, type Mutation } from '@tanstack/react-query';
import type { LoungeDay } from '#shared/constants.ts';
import type { DeliveryChangeResponse, DeliveryLounge, DeliveryResponse } from '#shared/schemas/delivery.ts';
import { api, ApiError, isRetryable } from '#web/lib/api-client.ts';
import { adminKey } from '#web/features/admin/api/admin-key.ts';
import { useEditionScope } from '#web/features/admin/editions/api/shown-edition.ts';

export const deliveryKey = adminKey('delivery');

/** `day` undefined: the server opens today's festival day, or the first with deliveries still open. */
const runKey = (editionKey: string, day: LoungeDay | undefined) => [...deliveryKey, editionKey, day ?? 'default'];

/** The delivery run of the edition on screen (docs/decisions/031); staff, who have no switcher, see the current one. */
export function useDeliveryRun(day: LoungeDay | undefined, options: { enabled?: boolean } = {}) {
  const edition = useEditionScope();
  return useQuery({
    queryKey: runKey(edition.key, day),
    queryFn: () => api.get<DeliveryResponse>(edition.path(day ? `/admin/delivery?day=${day}` : '/admin/delivery')),
    enabled: options.enabled,
  });
}

/** When the lounge as a whole was delivered: the time of its last delivered order (ISO strings sort by time). */
export const lastDeliveredAt = (lounge: DeliveryLounge) => lounge.orders.map((o) => o.deliveredAt ?? '').sort().at(-1) ?? '';

/** The run's lounges by id, for the packing list's By Lounge view. */
export const deliveryByLounge = (run: DeliveryResponse | undefined) => new Map((run?.lounges ?? []).map((l) => [l.loungeId, l] as const));

/** A tap: the lounge's lines in every order, or (with orderId) one order's lines for the lounge. */
export type DeliveryTarget = { loungeId: string; orderId?: string };
export type DeliveryChange = { kind: 'deliver' | 'undo'; target: DeliveryTarget };

const DELIVERY_CHANGE = ['delivery-change'];

// A runner's phone drops out between lounges: marking is idempotent on the server, so a lost answer is
// simply asked again (1, 2, 5, 10 s, the realtime reconnect figures of docs/product.md).
const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000];
const lostOrBusy = (error: unknown) => (error instanceof ApiError && error.status === 0) || isRetryable(error);

const hits = (target: DeliveryTarget, loungeId: string, orderId?: string) =>
  target.loungeId === loungeId && (!target.orderId || !orderId || target.orderId === orderId);

/** The day's run as it is after `change`, shown at once while the server is asked (optimistic). */
function applied(run: DeliveryResponse, { kind, target }: DeliveryChange, now: string): DeliveryResponse {
  const lounges = run.lounges.map((lounge) => {
    const orders = lounge.orders.map((order) =>
      !hits(target, lounge.loungeId, order.orderId)
        ? order
        : kind === 'deliver'
          ? { ...order, deliveredAt: order.deliveredAt ?? now, undoable: true }
          : { ...order, deliveredAt: null, deliveredByEmail: null, undoable: false },
    );
    return { ...lounge, orders, delivered: orders.every((o) => o.deliveredAt !== null) };
  });
  return { ...run, lounges, progress: { ...run.progress, delivered: lounges.filter((l) => l.delivered).length } };
}

export function useDeliveryChange(day: LoungeDay | undefined) {
  const queryClient = useQueryClient();
  const key = runKey(useEditionScope().key, day);
  return useMutation({
    mutationKey: DELIVERY_CHANGE,
    mutationFn: ({ kind, target }: DeliveryChange) => {
      const order = target.orderId ? `/orders/${target.orderId}` : '';
      return api.post<DeliveryChangeResponse>(`/admin/delivery/lounges/${target.loungeId}${order}/${kind}`);
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

/** A tap the server does not have yet: held while offline, or being tried again after a lost answer. */
const unsent = (mutation: Mutation<unknown, Error, unknown>) =>
  mutation.state.isPaused || mutation.state.failureCount > 0 ? (mutation.state.variables as DeliveryChange) : null;

/**
 * Whether a tap on this lounge as a whole (or on this order of it, or on its whole lounge) has not reached the
 * server yet, so the page can say "Not sent yet" beside what it already shows.
 */
export function useUnsentTaps() {
  const taps = useMutationState({ filters: { mutationKey: DELIVERY_CHANGE, status: 'pending' }, select: unsent });
  return (loungeId: string, orderId?: string) =>
    taps.some((tap) => tap !== null && tap.target.loungeId === loungeId && (!tap.target.orderId || tap.target.orderId === orderId));
}
