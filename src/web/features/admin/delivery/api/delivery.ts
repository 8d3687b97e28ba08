import { useEffect, useEffectEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoungeDay } from '#shared/constants.ts';
import type { DeliveryLounge, DeliveryResponse, OnTheWayResponse } from '#shared/schemas/delivery.ts';
import { api } from '#web/lib/api-client.ts';
import { adminKey } from '#web/features/admin/api/admin-key.ts';
import { useEditionScope } from '#web/features/admin/editions/api/shown-edition.ts';
import { addTap, dismissNote, notesOf, onTapsChanged, tapsOf, type DeliveryChange, type DeliveryTarget, type LabelledChange, type QueuedTap } from './tap-store.ts';
import { sendKeptTaps, TAPS_SYNC_TAG, type SentTap } from './tap-sender.ts';

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

/**
 * "On my way" for a lounge (docs/decisions/049-on-its-way.md): sent online only, unlike the delivery taps (it is
 * worth nothing once the runner arrived); the run is read again either way, so a tap another runner made shows.
 */
export function useOnTheWay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (loungeId: string) => api.post<OnTheWayResponse>(`/admin/delivery/lounges/${loungeId}/on-my-way`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKey }),
  });
}

/** When the lounge as a whole was delivered: the time of its last delivered order (ISO strings sort by time). */
export const lastDeliveredAt = (lounge: DeliveryLounge) => lounge.orders.map((o) => o.deliveredAt ?? '').sort().at(-1) ?? '';

/** The run's lounges by id, for the packing list's By Lounge view. */
export const deliveryByLounge = (run: DeliveryResponse | undefined) => new Map((run?.lounges ?? []).map((l) => [l.loungeId, l] as const));

export type { DeliveryChange, DeliveryTarget, TapNote } from './tap-store.ts';

const hits = (target: DeliveryTarget, loungeId: string, orderId?: string) =>
  target.loungeId === loungeId && (!target.orderId || !orderId || target.orderId === orderId);

/** The day's run as it is after `change`, made at `at` (shown at once, before the server has it). */
function applied(run: DeliveryResponse, { kind, target }: DeliveryChange, at: string): DeliveryResponse {
  const lounges = run.lounges.map((lounge) => {
    const orders = lounge.orders.map((order) =>
      !hits(target, lounge.loungeId, order.orderId)
        ? order
        : kind === 'deliver'
          ? { ...order, deliveredAt: order.deliveredAt ?? at, undoable: true }
          : { ...order, deliveredAt: null, deliveredByEmail: null, undoable: false },
    );
    return { ...lounge, orders, delivered: orders.every((o) => o.deliveredAt !== null) };
  });
  return { ...run, lounges, progress: { ...run.progress, delivered: lounges.filter((l) => l.delivered).length } };
}

/** The run as the runner sees it: the server's (or the copy last seen, offline) with the taps not sent yet. */
export const withTaps = (run: DeliveryResponse, taps: QueuedTap[]) => taps.reduce((shown, tap) => applied(shown, tap, tap.tappedAt), run);

/** Asks the service worker to send the taps when the network is back, even with the page closed (where the browser can). */
async function requestBackgroundSync() {
  type WithSync = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };
  const registration = (await navigator.serviceWorker?.getRegistration()) as WithSync | undefined;
  await registration?.sync?.register(TAPS_SYNC_TAG).catch(() => undefined);
}

/**
 * The runner's taps (docs/decisions/042-service-worker.md): each is kept on the phone first (tap-store.ts), shown at
 * once, and sent in order (tap-sender.ts) now, when the browser is back online, at the page's next opening, or by
 * the service worker. `onSent` hears the server's answers to the taps this page sent.
 */
export function useDeliveryTaps(profileId: string | undefined, onSent: (sent: SentTap[]) => void) {
  const queryClient = useQueryClient();
  // Read from the phone, so read offline too (a query pauses offline by default).
  const kept = useQuery({
    queryKey: [...deliveryKey, 'taps', profileId],
    queryFn: async () => {
      const [taps, notes] = await Promise.all([tapsOf(profileId!), notesOf(profileId!)]);
      return { taps, notes };
    },
    enabled: profileId !== undefined,
    networkMode: 'always',
  });
  const sendAndTell = async () => {
    const sent = await sendKeptTaps();
    if (sent.length > 0) onSent(sent);
  };
  const sendOnEvent = useEffectEvent(sendAndTell);

  useEffect(() => {
    void sendOnEvent();
    // This page, another one or the service worker kept or sent taps: what the server has changed too.
    const stop = onTapsChanged(() => void queryClient.invalidateQueries({ queryKey: adminKey() }));
    const online = () => void sendOnEvent();
    window.addEventListener('online', online);
    return () => {
      stop();
      window.removeEventListener('online', online);
    };
  }, [queryClient]);

  const tap = async (change: LabelledChange) => {
    if (!profileId) return;
    await addTap({ ...change, key: crypto.randomUUID(), profileId, tappedAt: new Date().toISOString() });
    void requestBackgroundSync();
    await sendAndTell();
  };
  return { taps: kept.data?.taps ?? [], notes: kept.data?.notes ?? [], tap, dismiss: dismissNote };
}
