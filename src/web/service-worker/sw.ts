/// <reference lib="webworker" />
/*
 * The service worker (docs/decisions/042-service-worker.md), built by vite-plugin-pwa (vite.config.ts, injectManifest):
 * - the build's files are kept (precached), so the app opens without a connection, every page being index.html;
 * - GET answers of the API go to the network first and are kept, per URL, for when the network fails: the data
 *   last seen, stamped with the time it was fetched. The page empties that cache when someone signs out or another
 *   person signs in (lib/offline-data.ts), so nobody is shown another person's answers;
 * - a new version waits until the person chooses to reload (app/pwa/), never mid-action;
 * - a runner's delivery taps kept on the phone are sent when the network is back, even with the page closed
 *   (Background Sync, where the browser has it; otherwise the page sends them at its next opening);
 * - push messages are shown as notifications (push.ts, docs/decisions/043-web-push.md).
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core';
import { API_CACHE } from '#web/lib/offline-data.ts';
import { CACHED_AT_HEADER, type OfflineStatus, type PageMessage } from '#web/app/pwa/messages.ts';
import { sendKeptTaps, TAPS_SYNC_TAG } from '#web/features/admin/delivery/api/tap-sender.ts';
import { listenForPush } from './push.ts';

declare const self: ServiceWorkerGlobalScope;
/** Background Sync's event (Chromium), not in TypeScript's library. */
type SyncEvent = ExtendableEvent & { tag: string };

precacheAndRoute(self.__WB_MANIFEST);
listenForPush(self);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

/** What each page was last answered: from the network (null) or from the copy fetched at a time. */
const answeredFromCopy = new Map<string, string | null>();

async function tell(clientId: string, cachedAt: string | null) {
  // The oldest copy in use since the last answer from the network is what the page's data dates from.
  const before = answeredFromCopy.get(clientId) ?? null;
  const since = cachedAt === null ? null : before !== null && before < cachedAt ? before : cachedAt;
  answeredFromCopy.set(clientId, since);
  const client = await self.clients.get(clientId);
  const status: OfflineStatus = { type: 'offline-status', cachedAt: since };
  client?.postMessage(status);
}

function withHeader(response: Response, name: string, value: string) {
  const headers = new Headers(response.headers);
  headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

const stampedCopies: WorkboxPlugin = {
  // Only complete answers are kept, stamped with when they were fetched.
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? withHeader(response, CACHED_AT_HEADER, new Date().toISOString()) : null),
  fetchDidSucceed: async ({ response, event }) => {
    if (event instanceof FetchEvent) void tell(event.clientId, null);
    return response;
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    const cachedAt = cachedResponse?.headers.get(CACHED_AT_HEADER);
    if (cachedAt && event instanceof FetchEvent) void tell(event.clientId, cachedAt);
    return cachedResponse;
  },
};

// The live event stream is no answer to keep, nor a "Download my data" export (a one-time zip of everything about the
// person, docs/decisions/048, whose status must be fresh); every other GET of the API is.
const notKept = (path: string) => path === '/api/events' || path.startsWith('/api/me/data-exports/');
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/api/') && !notKept(url.pathname) && request.method === 'GET',
  new NetworkFirst({ cacheName: API_CACHE, plugins: [stampedCopies] }),
);

self.addEventListener('message', (event) => {
  const message = event.data as PageMessage;
  if (message.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message.type === 'offline-status?' && event.source instanceof Client) {
    const status: OfflineStatus = { type: 'offline-status', cachedAt: answeredFromCopy.get(event.source.id) ?? null };
    event.source.postMessage(status);
  }
});

// A first installation takes the open pages at once, so their next answers are kept for offline use.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === TAPS_SYNC_TAG) sync.waitUntil(sendKeptTaps());
});
