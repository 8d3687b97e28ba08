import { orderNumber } from '#web/lib/format.ts';
import { waitForKeptAnswers, waitForServiceWorker } from './service-worker.ts';
import type { Tour } from './tour-steps.ts';

/**
 * The screens only a running service worker shows (docs/decisions/042-service-worker.md, 043-web-push.md): /orders
 * offline with its notice, Notifications' "Turn on", and the update prompt. The other tours run with the worker
 * blocked (browser.ts), so this one needs a page that allows it (openTour's `serviceWorkers`), signed in as a guest
 * whose order `orderId` is pending and may still be changed. One way to reach each screen for the accessibility
 * checks (e2e/offline-app.test.ts) and the screenshot gallery (scripts/screenshots.ts).
 */
export async function installedAppTour({ page, visit, tr }: Tour, orderId: string) {
  const context = page.context();
  const order = page.getByRole('article', { name: tr.key('orders.heading', { number: orderNumber(orderId) }) });
  const cancel = order.getByRole('button', { name: tr.key('orders.cancel') });
  await page.goto('/orders');
  await cancel.waitFor();
  await waitForServiceWorker(page);
  // What the page showed before the worker took it is fetched again through it and kept, each answer in its own
  // time: offline the page needs the session (or it reads as signed out), the orders, and the settings that say
  // whether they may be changed.
  await waitForKeptAnswers(page, ['/api/auth/session', `/api/me/orders?lang=${tr.language}`, '/api/settings/public']);

  await context.setOffline(true);
  await page.reload();
  // Offline, the order says why it cannot be changed now, in place of the buttons (order-actions.tsx).
  await order.getByText(tr.key('orders.offline')).waitFor();
  await page.getByRole('status').filter({ hasText: tr.pattern('app.offlineSince') }).waitFor();
  await visit('orders offline');

  await context.setOffline(false);
  await page.reload();
  await page.getByRole('status').filter({ hasText: tr.key('app.offline') }).waitFor({ state: 'detached' });
  await cancel.waitFor();
  // With the worker running, Notifications offers "Turn on" (the other tours only see its "not set up yet" notice).
  await page.goto('/account/notifications');
  await page.getByRole('button', { name: tr.key('notifications.turnOn') }).waitFor();
  await visit('notifications with the worker running');

  await page.goto('/orders');
  await cancel.waitFor();
  // A new version: the same worker under another script URL installs beside the running one and waits for the
  // person to reload, as a new build's worker does.
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js?next-version');
  });
  await page.getByRole('status').filter({ hasText: tr.key('app.updateReady') }).getByRole('button', { name: tr.key('app.reload') }).waitFor();
  await visit('update prompt on orders');
}
