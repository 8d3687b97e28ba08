import { describe, expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { renderPush } from '#server/modules/push/push-texts.ts';
import { PHONE, newPage } from './support/browser.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { useShopAndBrowser } from './support/suite.ts';

// The built service worker's push handler (src/web/service-worker/push.ts, docs/decisions/043-web-push.md and
// 049-on-its-way.md) in Chromium: a push message is handed to the worker through the DevTools protocol, as the push
// service would after decrypting it, and the notification it shows is read back from the registration.
const suite = useShopAndBrowser();

type Shown = { title: string; body: string; tag: string; data: unknown };

/** The registration id of the page's origin, as DevTools knows it (ServiceWorker.workerRegistrationUpdated). */
async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const known = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const r of registrations) if (!r.isDeleted) known.set(r.scopeURL, r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => known.get(`${origin}/`), { timeout: 30_000 }).toBeDefined();
  return known.get(`${origin}/`)!;
}

const notifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n): Shown => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown })),
  );

describe('the service worker shows push messages', () => {
  it('shows the server\'s "on its way" message as written, and the shop\'s plain one for a message it cannot read', async () => {
    const origin = suite.shop.url.replace(/\/$/, '');
    const { context, page } = await newPage(suite.browser, suite.shop.url, PHONE, undefined, 'allow');
    await context.grantPermissions(['notifications'], { origin });
    await page.goto('/shop');
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const id = await registrationId(cdp, origin);

    // The payload exactly as the push worker sends it (push-queue.service.ts: JSON of renderPush), in German.
    const loungeId = crypto.randomUUID();
    const notice = renderPush('order_on_way', { loungeId, day: 'Friday', lounge: 'VIP 12' }, 'de');
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify(notice) });
    await expect.poll(() => notifications(page), { timeout: 30_000 }).toEqual([
      { title: 'Ihre Bestellung ist unterwegs', body: 'Wir bringen sie jetzt an VIP 12.', tag: `on-way-${loungeId}-Friday`, data: { url: '/orders' } },
    ]);

    // The same tag replaces rather than stacks (a message sent twice after a lost lease, decision 043).
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify(notice) });
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: 'not json' });
    await expect.poll(async () => (await notifications(page)).map((n) => [n.title, n.tag]).sort(), { timeout: 30_000 }).toEqual([
      ['Ihre Bestellung ist unterwegs', `on-way-${loungeId}-Friday`],
      ['Lounge Pre-Order', ''],
    ]);
    await context.close();
  });
});
