import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN } from './support/server.ts';
import { DESKTOP, PHONE, newPage } from './support/browser.ts';
import { signInAs } from './support/session.ts';
import { seedActivity } from './support/seed.ts';
import { adminTour, applicantTour, guestTour, signedOutTour, type Tour } from './support/tour.ts';
import { openTour } from './support/tour-steps.ts';
import { useShopAndBrowser } from './support/suite.ts';

const suite = useShopAndBrowser();

/**
 * The Content Security Policy the server sends (no inline script, no foreign origins) must not break
 * the built app: every page and dialog of the tours runs without a single violation, whether the
 * browser reports it on the console or as a securitypolicyviolation event.
 */
let people: Awaited<ReturnType<typeof seedActivity>>;

beforeAll(async () => {
  people = await seedActivity(suite.shop);
});

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Records every CSP violation of the page, from its first script on, across navigations. */
async function watchCsp(page: Page) {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) seen.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.cspViolations!.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  /** Violations since the last call, labelled with where the tour was. */
  return async (where: string) => {
    const events = await page.evaluate(() => window.cspViolations?.splice(0) ?? []);
    return [...seen.splice(0), ...events].map((v) => `${where}: ${v}`);
  };
}

async function tourWithoutViolations(viewport: typeof DESKTOP, run: (tour: Tour) => Promise<void>, person?: { email: string }) {
  const { context, page, tr, phone } = await openTour(suite.browser, suite.shop, viewport, 'en');
  const violations = await watchCsp(page);
  const found: string[] = [];
  let stops = 0;
  try {
    if (person) await signInAs(page, suite.shop, person.email);
    await run({
      page,
      phone,
      tr,
      shop: suite.shop,
      visit: async (label) => {
        stops++;
        found.push(...(await violations(label)));
      },
    });
    found.push(...(await violations('end of tour')));
  } finally {
    await context.close();
  }
  expect(stops).toBeGreaterThan(0);
  expect(found).toEqual([]);
}

describe('Content Security Policy in the browser', () => {
  it('is sent with the app and would catch a violation (an injected inline script is blocked and reported)', async () => {
    const { context, page } = await newPage(suite.browser, suite.shop.url, DESKTOP);
    const violations = await watchCsp(page);
    const response = await page.goto('/login');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
    });
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    // The browser reports the violation on its own time: wait for the report, not for a fixed delay.
    await expect.poll(async () => (await violations('probe')).join('\n')).toMatch(/script-src/);
    await context.close();
  });

  it('has no violations signed out: login, register, forgot password, shop, cart', () => tourWithoutViolations(DESKTOP, signedOutTour));
  it('has no violations for a guest: shop, dialogs, toasts, cart, orders, tokens, demo payment', () =>
    tourWithoutViolations(DESKTOP, guestTour, { email: people.guestEmail }));
  it('has no violations for an applicant', () => tourWithoutViolations(PHONE, applicantTour, { email: people.applicantEmail }));
  it('has no violations for an admin: every /admin page and dialog', () => tourWithoutViolations(DESKTOP, (tour) => adminTour(tour, people), ADMIN));
});
