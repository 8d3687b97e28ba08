import { askedBeforeWorker } from '#web/lib/api-client.ts';

/**
 * What the page was answered before the service worker took it was not kept for offline use
 * (docs/decisions/042-service-worker.md): asks for it again, through the worker, which keeps the answers. The page
 * already shows those answers, so it neither reads nor renders them again (refetching every query instead cost the
 * shop's first load a third of its blocking time on a phone), and it asks once the browser is idle.
 */
export function keepFirstAnswers() {
  (window.requestIdleCallback ?? setTimeout)(() => {
    for (const path of askedBeforeWorker) {
      // The body is read only so that the request completes; a failure leaves that answer unkept, as offline.
      void fetch(`/api${path}`, { headers: { accept: 'application/json' } })
        .then((res) => res.blob())
        .catch(() => undefined);
    }
    askedBeforeWorker.clear();
  });
}
