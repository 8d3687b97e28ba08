/*
 * The service worker's copies of API answers (src/web/service-worker/sw.ts, docs/decisions/042-service-worker.md)
 * belong to whoever was signed in when they were fetched: they go when someone signs out, a session ends, or another
 * person signs in. A plain browser call, no library: this runs on sign-in and sign-out, part of a first visit's
 * JavaScript.
 */

/** The service worker's cache of API answers. */
export const API_CACHE = 'api-answers';

/** Forgets the previous person's answers; a browser without the Cache API (or an insecure page) has none. */
export function forgetApiAnswers() {
  if ('caches' in globalThis) void caches.delete(API_CACHE);
}
