import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import type { PushState, PushSubscriptionBody } from '#shared/schemas/push.ts';
import type { Db } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { badRequest } from '#server/http/errors.ts';
import { countSubscriptions, deleteOwnSubscription, trimSubscriptions, upsertSubscription } from './push.repo.ts';
import { vapidKeys } from './vapid-keys.service.ts';

/**
 * The push services of the browser vendors (Chrome and the Chromium family, Firefox, Edge, Safari), by host. The
 * server posts to whatever endpoint a subscription names, so it accepts only these, and the origins an operator
 * adds (PUSH_SERVICE_ORIGINS): never an address inside the shop's own network.
 */
const VENDOR_HOSTS = [/^fcm\.googleapis\.com$/, /(^|\.)push\.services\.mozilla\.com$/, /\.notify\.windows\.com$/, /(^|\.)push\.apple\.com$/];

export function isAcceptedPushService(endpoint: string, extraOrigins: readonly string[]): boolean {
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  return extraOrigins.includes(url.origin) || (url.port === '' && VENDOR_HOSTS.some((host) => host.test(url.hostname)));
}

/** A person keeps at most this many browsers; a newer subscription pushes out the oldest. */
const MAX_DEVICES = 10;

export async function pushState(db: Db, profileId: string): Promise<PushState> {
  return { publicKey: (await vapidKeys(db)).publicKey, devices: await countSubscriptions(db, profileId) };
}

/** Turns push messages on for this browser of this person (again: its keys and language are brought up to date). */
export async function subscribe(db: Db, extraOrigins: readonly string[], profileId: string, body: PushSubscriptionBody): Promise<void> {
  if (!isAcceptedPushService(body.endpoint, extraOrigins)) throw badRequest(msg.pushServiceRefused, ERROR_CODES.validation, { field: 'endpoint' });
  await inTransaction(db, async (tx) => {
    await upsertSubscription(tx, { profileId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, language: body.language });
    await trimSubscriptions(tx, profileId, MAX_DEVICES);
  });
}

/** Turns them off for this browser; a browser that had none is off already. */
export async function unsubscribe(db: Db, profileId: string, endpoint: string): Promise<void> {
  await deleteOwnSubscription(db, profileId, endpoint);
}
