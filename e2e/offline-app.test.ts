import { describe, expect, it } from 'vitest';
import { findSeriousViolations } from './support/axe.ts';
import { PHONE, newPage, screenshot } from './support/browser.ts';
import { checkPhoneLayout } from './support/layout.ts';
import { seededGuest } from './support/seed.ts';
import { keptAnswers, waitForServiceWorker } from './support/service-worker.ts';
import { useShopAndBrowser } from './support/suite.ts';

// The installable app (docs/decisions/042-service-worker.md): manifest, icons, and pages that open without a connection.
const suite = useShopAndBrowser();

describe('the installable app', () => {
  it('has a manifest with its icons and theme colour', async () => {
    const res = await fetch(`${suite.shop.url}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    const manifest = (await res.json()) as { name: string; theme_color: string; icons: { src: string; purpose?: string }[] };
    expect(manifest).toMatchObject({ name: 'Lounge Pre-Order', theme_color: '#693ed8' });
    expect(manifest.icons.map((icon) => icon.purpose ?? 'any')).toEqual(['any', 'any', 'maskable']);
    for (const icon of manifest.icons) {
      const image = await fetch(`${suite.shop.url}${icon.src}`);
      expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
    }
    const page = await fetch(`${suite.shop.url}/shop`);
    expect(await page.text()).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it("opens a guest's visited pages offline with the data last seen, and forgets them at sign-out", async () => {
    const guest = await seededGuest(suite.shop, ['LNG-1001']);
    const orderId = await guest.order([{ product: 'Lager 6-pack', quantity: 1 }]);
    const { context, page } = await newPage(suite.browser, suite.shop.url, PHONE, undefined, 'allow');
    await guest.session.signInBrowser(page);
    await page.goto('/orders');
    const heading = page.getByRole('heading', { name: `Order #${orderId.slice(0, 8)}` });
    await heading.waitFor();
    await waitForServiceWorker(page);
    // What the page showed before the worker took it is fetched again through it, and kept.
    await expect.poll(() => keptAnswers(page), { timeout: 30_000 }).toContain('/api/me/orders?lang=en');
    await page.goto('/shop');
    await page.getByText('Lager 6-pack').first().waitFor();
    await expect.poll(() => keptAnswers(page), { timeout: 30_000 }).toContain('/api/products?lang=en');

    await context.setOffline(true);
    await page.goto('/orders');
    await heading.waitFor();
    await page.getByRole('status').filter({ hasText: /^Offline · last updated \d\d:\d\d$/ }).waitFor();
    await screenshot(page, 'offline-orders-375');
    await page.goto('/shop');
    await page.getByText('Lager 6-pack').first().waitFor();

    // Back online the page is fresh again; signing out leaves nothing of this guest's answers behind.
    await context.setOffline(false);
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('button', { name: 'Sign Out' }).or(page.getByRole('menuitem', { name: 'Sign Out' })).click();
    await page.waitForURL('**/login');
    await expect.poll(() => keptAnswers(page).then((kept) => kept.filter((path) => path.startsWith('/api/me/')))).toEqual([]);
    await context.close();
  });

  /**
   * The accessibility walk's checks (e2e/support/accessibility-walk.ts) on what needs the service worker: the walk's
   * tours run with it blocked, so they never see the two notices nor Notifications' "Turn on". English at phone
   * width, where the notices cover the most.
   */
  it('shows the offline notice, the update prompt and "Turn on" accessibly on a phone', async () => {
    const guest = await seededGuest(suite.shop, ['LNG-2002']);
    const orderId = await guest.order([{ product: 'Lager 6-pack', quantity: 1 }]);
    const { context, page } = await newPage(suite.browser, suite.shop.url, PHONE, undefined, 'allow');
    const problems: string[] = [];
    const check = async (where: string) => {
      const report = await findSeriousViolations(page, where);
      if (report) problems.push(report);
      await checkPhoneLayout(page, where, problems);
    };
    await guest.session.signInBrowser(page);
    await page.goto('/orders');
    const heading = page.getByRole('heading', { name: `Order #${orderId.slice(0, 8)}` });
    await heading.waitFor();
    await waitForServiceWorker(page);
    await expect.poll(() => keptAnswers(page), { timeout: 30_000 }).toContain('/api/me/orders?lang=en');

    await context.setOffline(true);
    await page.reload();
    await heading.waitFor();
    await page.getByRole('status').filter({ hasText: /^Offline · last updated \d\d:\d\d$/ }).waitFor();
    await check('offline notice on /orders (en, phone)');
    await screenshot(page, 'offline-notice-375');

    await context.setOffline(false);
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor({ state: 'detached' });
    // With the worker running, Notifications offers "Turn on" (the tours only see its "not set up yet" notice).
    await page.goto('/account/notifications');
    await page.getByRole('button', { name: 'Turn on' }).waitFor();
    await check('notifications with the worker running (en, phone)');
    await page.goto('/orders');
    await heading.waitFor();
    // A new version: the same worker under another script URL installs beside the running one and waits for the
    // person to reload, as a new build's worker does.
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js?next-version');
    });
    await page.getByRole('status').filter({ hasText: 'A new version is ready' }).getByRole('button', { name: 'Reload' }).waitFor();
    await check('update prompt on /orders (en, phone)');
    await screenshot(page, 'update-prompt-375');
    await context.close();
    expect(problems, problems.join('\n\n')).toEqual([]);
  });
});
