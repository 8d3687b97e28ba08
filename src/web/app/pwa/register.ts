import { Workbox } from 'workbox-window';
import type { PageMessage } from '#web/app/pwa/messages.ts';

export type ServiceWorkerEvents = {
  /** A new version is installed and waits; `reload` moves the page to it. */
  onUpdateReady(reload: () => void): void;
  /** The worker took this page for the first time: answers fetched before were not kept for offline use. */
  onFirstControl(): void;
};

/**
 * Registers the service worker (docs/decisions/042-service-worker.md). Called after the page has loaded, from a
 * chunk of its own, so that workbox-window is no part of a first visit's JavaScript. Answers a function that asks
 * the worker whether the page's data comes from kept copies (it answers with an 'offline-status' message).
 */
export function registerServiceWorker(events: ServiceWorkerEvents): (() => void) | null {
  if (!('serviceWorker' in navigator)) return null;
  const workbox = new Workbox('/sw.js');
  const controlledBefore = navigator.serviceWorker.controller !== null;
  workbox.addEventListener('waiting', () =>
    events.onUpdateReady(() => {
      // Reload once the new version controls the page; never before the person asked for it.
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  workbox.addEventListener('controlling', (event) => {
    if (!controlledBefore && !event.isUpdate) events.onFirstControl();
  });
  // A browser that refuses service workers (a policy, some private modes) runs the app online only.
  workbox.register().catch(() => undefined);
  return () => {
    const ask: PageMessage = { type: 'offline-status?' };
    navigator.serviceWorker.controller?.postMessage(ask);
  };
}
