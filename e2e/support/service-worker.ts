import type { Page } from 'playwright-core';
import { API_CACHE } from '#web/lib/offline-data.ts';

/** Waits until the app's service worker controls the page (docs/decisions/042-service-worker.md). */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
}

/** The API paths (with their query) the service worker keeps answers of. */
export function keptAnswers(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const requests = await (await caches.open(name)).keys();
    return requests.map((request) => new URL(request.url).pathname + new URL(request.url).search);
  }, API_CACHE);
}

/**
 * Waits until the service worker keeps an answer for each of `paths` (with their query): the page opens with them
 * offline. Waits in the page rather than with expect.poll, so that scripts/screenshots.ts can wait the same way.
 */
export async function waitForKeptAnswers(page: Page, paths: string[]) {
  await page.waitForFunction(
    async ({ name, wanted }) => {
      const requests = (await caches.has(name)) ? await (await caches.open(name)).keys() : [];
      const kept = requests.map((request) => new URL(request.url).pathname + new URL(request.url).search);
      return wanted.every((path) => kept.includes(path));
    },
    { name: API_CACHE, wanted: paths },
    { timeout: 60_000, polling: 250 },
  );
}
