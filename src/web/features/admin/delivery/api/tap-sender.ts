import { isApiErrorBody } from '#shared/api-error-body.ts';
import type { ErrorCode } from '#shared/api-error.ts';
import type { DeliveryChangeResponse } from '#shared/schemas/delivery.ts';
import type { SessionResponse } from '#shared/schemas/auth.ts';
import { DELIVERY_TAPS_DB, removeTap, tapsOf, type QueuedTap } from './tap-store.ts';

/*
 * Sends the runner's kept taps (tap-store.ts), oldest first, one at a time, from the page or from the service worker
 * (docs/decisions/042-service-worker.md). Plain fetch and no texts: the service worker runs this too. One sender at a
 * time (a Web Lock): a page and the worker never send the same tap at once, and the tap's key makes a second sending
 * harmless anyway. A tap leaves the store once the server answered it; the sending stops at the first tap that meets
 * no network, no session or a busy server, and goes on from there the next time.
 */

/** The Background Sync tag the page registers when it keeps a tap, and the service worker answers. */
export const TAPS_SYNC_TAG = 'delivery-taps';

export type SentTap = { tap: QueuedTap; answer: DeliveryChangeResponse | null };

/** Answers that say "not now", not "no": the tap stays for the next sending. */
const LATER: ErrorCode[] = ['SECOND_FACTOR_SETUP_REQUIRED', 'STEP_UP_REQUIRED', 'RATE_LIMITED'];
const tryLater = (status: number, code: string | undefined) => status === 401 || status >= 500 || status === 429 || (code !== undefined && LATER.includes(code as ErrorCode));

const tapPath = ({ kind, target }: QueuedTap) =>
  `/api/admin/delivery/lounges/${target.loungeId}${target.orderId ? `/orders/${target.orderId}` : ''}/${kind}`;

const post = (path: string, body: unknown) =>
  fetch(path, { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function signedInProfile(): Promise<string | null> {
  const res = await fetch('/api/auth/session', { headers: { accept: 'application/json' } });
  return res.ok ? (((await res.json()) as SessionResponse).profile?.id ?? null) : null;
}

/** Sends what it can of the signed-in runner's taps; answers those the server answered, in order. */
export async function sendKeptTaps(): Promise<SentTap[]> {
  return await navigator.locks.request(DELIVERY_TAPS_DB, sendInOrder);
}

async function sendInOrder(): Promise<SentTap[]> {
  const sent: SentTap[] = [];
  try {
    const profileId = await signedInProfile();
    if (!profileId) return sent;
    for (const tap of await tapsOf(profileId)) {
      const res = await post(tapPath(tap), { key: tap.key, seen: tap.seen });
      const body: unknown = await res.json().catch(() => null);
      const error = isApiErrorBody(body) ? body.error : undefined;
      if (tryLater(res.status, error?.code)) break;
      if (res.ok) {
        // Orders refunded or delivered by another meanwhile: not this tap's to hand over, and the lounge says so.
        const answer = body as DeliveryChangeResponse;
        const notes = (answer.conflicts ?? []).map((conflict) => ({ key: `${tap.key}:${conflict.orderId}`, profileId, target: tap.target, label: tap.label, conflict }));
        await removeTap(tap, notes);
        sent.push({ tap, answer });
      } else {
        // Refused for good (an undo too late, an order no longer deliverable): dropped, and the lounge says why.
        const refused = error ? { message: error.message, messageKey: error.messageKey, params: error.params } : { message: res.statusText };
        await removeTap(tap, [{ key: tap.key, profileId, target: tap.target, label: tap.label, refused }]);
        sent.push({ tap, answer: null });
      }
    }
  } catch {
    // No network (fetch refused): the taps wait for the next sending.
  }
  return sent;
}
