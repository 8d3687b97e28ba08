import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/constants.ts';
import { findSeriousViolations } from './support/axe.ts';
import { DESKTOP, PHONE, launchProfilePage, newPage, screenshot } from './support/browser.ts';
import { installedAppTour } from './support/installed-app-tour.ts';
import { checkPhoneLayout } from './support/layout.ts';
import { seededGuest } from './support/seed.ts';
import { keptAnswers, waitForKeptAnswers, waitForServiceWorker } from './support/service-worker.ts';
import { useShopAndBrowser } from './support/suite.ts';
import { openTour } from './support/tour-steps.ts';

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
    await waitForKeptAnswers(page, ['/api/me/orders?lang=en']);
    await page.goto('/shop');
    await page.getByText('Lager 6-pack').first().waitFor();
    await waitForKeptAnswers(page, ['/api/products?lang=en']);

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
   * tours run with it blocked, so they never see the two notices nor Notifications' "Turn on". As the walk does,
   * English at both widths and German and French, whose longer words change the layout, at phone width; each in a
   * browser context of its own on this file's shop; the phone layout at phone width.
   */
  describe('its own screens, accessibly', () => {
    // One guest for them all (a booking number seats only so many); the tests of a file run one after another.
    let guest: { email: string; orderId: string };
    beforeAll(async () => {
      const seeded = await seededGuest(suite.shop, ['LNG-2002']);
      guest = { email: seeded.email, orderId: await seeded.order([{ product: 'Lager 6-pack', quantity: 1 }]) };
    });

    const languagesAndWidths = LANGUAGES.flatMap((language) => (language === 'en' ? [PHONE, DESKTOP] : [PHONE]).map((viewport) => ({ language, viewport, width: viewport.width })));
    it.for(languagesAndWidths)('shows the offline notice, the update prompt and "Turn on" ($language, $width px)', async ({ language, viewport }) => {
      const { context, page, tr, phone } = await openTour(suite.browser, suite.shop, viewport, language, { email: guest.email }, 'allow');
      const problems: string[] = [];
      const visit = async (label: string) => {
        const where = `${label} (${language}, ${phone ? 'phone' : 'desktop'})`;
        const report = await findSeriousViolations(page, where);
        if (report) problems.push(report);
        if (phone) await checkPhoneLayout(page, where, problems);
      };
      try {
        await installedAppTour({ page, phone, visit, shop: suite.shop, tr }, guest.orderId);
      } finally {
        await context.close();
      }
      expect(problems, problems.join('\n\n')).toEqual([]);
    });
  });

  /**
   * Chrome's own installability check, which Lighthouse's PWA category ran until Lighthouse 12 dropped it
   * (docs/decisions/042-service-worker.md): the built app, its worker running, has a manifest without errors and
   * nothing that keeps Chrome from offering to install it.
   */
  it('is installable by Chrome’s own check', async () => {
    const { page, close } = await launchProfilePage(suite.shop.url);
    try {
      await page.goto('/shop');
      await waitForServiceWorker(page);
      const cdp = await page.context().newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toBe(`${suite.shop.url}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
