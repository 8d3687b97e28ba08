import webpush from 'web-push';
import type { Db } from '#server/db/client.ts';
import { storeVapidKeysOnce, type VapidKeys } from './push.repo.ts';

const cache = new WeakMap<Db, Promise<VapidKeys>>();

/**
 * The shop's VAPID keys (docs/decisions/043-web-push.md): the first instance to start makes the pair and stores
 * it; every other instance, and every restart, reads the same pair, so the browsers' subscriptions stay valid.
 * Read once per database handle; a pair is generated each time the row might be missing and thrown away when one
 * is there already (cheaper than a round trip to look first).
 */
export function vapidKeys(db: Db): Promise<VapidKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = storeVapidKeysOnce(db, webpush.generateVAPIDKeys());
    cache.set(db, keys);
    keys.catch(() => cache.delete(db));
  }
  return keys;
}
