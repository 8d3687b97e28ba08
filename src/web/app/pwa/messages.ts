/** Between the page and the service worker (src/web/service-worker/sw.ts, docs/decisions/042-service-worker.md). */

/** The header the service worker stamps on a kept API answer: when it was fetched (ISO). */
export const CACHED_AT_HEADER = 'x-cached-at';

/** The page's data dates from `cachedAt` (answered from kept copies), or is fresh (null). */
export type OfflineStatus = { type: 'offline-status'; cachedAt: string | null };

/** SKIP_WAITING is workbox-window's own (messageSkipWaiting): the person chose to reload into the new version. */
export type PageMessage = { type: 'SKIP_WAITING' } | { type: 'offline-status?' };
