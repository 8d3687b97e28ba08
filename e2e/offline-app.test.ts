import { describe, expect, it } from 'vitest';
import { PHONE, newPage, screenshot } from './support/browser.ts';
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
});
