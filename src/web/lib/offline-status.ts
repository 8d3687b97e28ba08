import { useSyncExternalStore } from 'react';

/*
 * Whether the page works without the server (docs/decisions/042-service-worker.md): the browser has no network, or the
 * service worker answered with kept copies. One source for the "Offline · last updated 18:42" notice
 * (app/pwa/app-status.tsx, which hears the worker) and for the pages that hide what needs the server.
 */

let keptSince: string | null = null;
const listeners = new Set<() => void>();

/** What the service worker said: the page's data dates from `cachedAt` (kept copies), or is fresh (null). */
export function setAnswersKeptSince(cachedAt: string | null) {
  keptSince = cachedAt;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** `offline`: no network or kept answers; `keptSince`: when the oldest kept answer shown was fetched (ISO), if any. */
export function useOfflineStatus() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine);
  const since = useSyncExternalStore(subscribe, () => keptSince);
  return { offline: !online || since !== null, keptSince: since };
}
