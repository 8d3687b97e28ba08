import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ReportsResponse } from '#shared/schemas/admin-reports.ts';
import { profiles } from '#server/db/schema/index.ts';
import { ADMIN } from './support/server.ts';
import { DESKTOP, PHONE, screenshot, watchConsole } from './support/browser.ts';
import { signInAs } from './support/session.ts';
import { adminSession, seedActivity, seededGuest } from './support/seed.ts';
import { useShopAndBrowser } from './support/suite.ts';

const suite = useShopAndBrowser();

/** The Reports page as the admin, in a browser in Tokyo (the festival's time zone must not be the browser's). */
async function adminOnReports(viewport = DESKTOP, language: 'en' | 'de' | 'fr' = 'en') {
  const context = await suite.browser.newContext({ baseURL: suite.shop.url, viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500, timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await signInAs(page, suite.shop, ADMIN.email);
  await page.goto('/admin/reports');
  await page.getByRole('heading', { name: { en: 'Tokens', de: 'Token', fr: 'Jetons' }[language], exact: true }).waitFor();
  return { context, page };
}

describe('the Reports page', () => {
  it('shows the reconciled figures, charts beside tables, day tabs, CSV exports and a print view', async () => {
    await seedActivity(suite.shop);
    const { context, page } = await adminOnReports();
    const errors = watchConsole(page);
    const report = (await (await page.request.get('/api/admin/reports')).json()) as ReportsResponse;
    expect(report.tokens.reconciles).toBe(true);
    expect(report.consumption.orders).toBeGreaterThan(0);

    await page.getByText(`The ledger adds up to the liability: ${report.tokens.total.toLocaleString('en-GB')} = ${report.tokens.liability.toLocaleString('en-GB')}`).waitFor();
    await page.getByText('Ledger check: every balance equals its ledger rows').waitFor();
    // Each chart has its table: as many bars as rows, and the caption counts the products shown (at most eight).
    const shown = Math.min(report.consumption.byProduct.length, 8);
    const topRows = page.getByRole('region', { name: shown === 1 ? 'Top product' : `Top ${shown} products`, exact: true }).getByRole('row');
    await topRows.nth(1).waitFor();
    expect(await topRows.count()).toBe(shown + 1);
    expect(await page.locator('svg[data-chart="top-products"] rect').count()).toBe((await topRows.count()) - 1);
    expect(await page.locator('svg[data-chart="top-products"]').getAttribute('aria-hidden')).toBe('true');
    await screenshot(page, 'reports-festival-desktop');

    // One day: the URL keeps it, consumption narrows to that day.
    await page.getByRole('tab', { name: 'Thursday' }).click();
    await page.waitForURL('**/admin/reports?day=Thursday');
    const perDay = page.getByRole('region', { name: 'Consumption per festival day', exact: true });
    await expect.poll(async () => (await perDay.getByRole('row').allInnerTexts()).slice(1).map((r) => r.split('\t')[0])).toEqual(['Thursday']);
    const thursday = (await (await page.request.get('/api/admin/reports?day=Thursday')).json()) as ReportsResponse;
    const { orders, units } = thursday.consumption;
    await page.getByText(`${orders} ${orders === 1 ? 'order' : 'orders'} (not cancelled), ${units} ${units === 1 ? 'unit' : 'units'}`).waitFor();

    // The order lines of that day as a file.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Order lines CSV' }).click()]);
    // The file names the edition it is of (docs/decisions/031-editions.md).
    expect(download.suggestedFilename()).toMatch(/^order-lines-festival-\d{4}-thursday\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('\uFEFForder_id,ordered_at,guest_email,product,quantity,tokens,lounge,day,status,refunded,delivered,ordered_at_zurich,delivered_zurich,edition');
    expect(csv.split('\r\n').filter(Boolean).slice(1).every((line) => line.includes(',Thursday,'))).toBe(true);

    // Printed: the figures only, no navigation, tabs or buttons; when it was printed, in the festival's time.
    expect(await page.getByText(/^Printed /).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('tablist').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Consumption' }).isVisible()).toBe(true);
    await expectPrintedNow(page, /^Printed (\d{1,2} \S+ \d{4}), (\d\d:\d\d) CES?T$/);
    await page.emulateMedia({ media: 'screen' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('every row of tokens moved per day adds up to its net, and the total to the liability', async () => {
    // Tokens that belong to no day: a card purchase and an admin's adjustment.
    const buyer = await seededGuest(suite.shop, ['LNG-4004']);
    const { url } = await buyer.session.call<{ url: string }>('POST', '/api/payments/checkout-session', { packageId: 'tokens-25' });
    await buyer.session.call('POST', `/api/payments/demo/${url.split('/').pop()}/complete`);
    const admin = await adminSession(suite.shop);
    const { users } = await admin.call<{ users: { id: string; email: string; tokenBalance: number }[] }>('GET', '/api/admin/users');
    const account = users.find((u) => u.email === buyer.email)!;
    await admin.call('PUT', `/api/admin/users/${account.id}/token-balance`, { tokenBalance: account.tokenBalance - 5, reason: 'Counted twice' });

    const { context, page } = await adminOnReports();
    const report = (await (await page.request.get('/api/admin/reports')).json()) as ReportsResponse;
    const table = page.getByRole('region', { name: /^Tokens moved per festival day/ });
    await table.getByRole('row', { name: /^Total/ }).waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Day', 'Granted', 'Bought', 'Adjusted', 'Spent', 'Net'].map((h) => h.toUpperCase()));
    const figure = (text: string) => Number(text.replace('−', '-').replace(/[^\d-]/g, ''));
    const rows = (await table.getByRole('row').allInnerTexts()).slice(1).map((r) => r.split('\t'));
    expect(rows.map((r) => r[0])).toEqual(['Thursday', 'Friday', 'Saturday', 'No day (card, adjustments, no lounge)', 'Total']);
    for (const [name, ...cells] of rows) {
      const values = cells.map(figure);
      expect(values.slice(0, 4).reduce((a, b) => a + b, 0), name).toBe(values[4]);
    }
    // The card purchase and the adjustment are in the 'No day' row, in columns of their own; the total is the bridge.
    expect(report.tokens.lines.boughtByCard).toBeGreaterThan(0);
    expect(figure(rows[3]![2]!)).toBe(report.tokens.lines.boughtByCard);
    expect(figure(rows[3]![3]!)).toBe(report.tokens.lines.adminAdjustments);
    expect(figure(rows[4]![5]!)).toBe(report.tokens.liability);
    await context.close();
  });

  it('fits a phone without sideways scrolling; chart labels wrap whole at 375 px and 1280 px, in English, German and French', async () => {
    // A product with a long name among the most ordered.
    const admin = await adminSession(suite.shop);
    const name = 'Château Montrose Saint-Estèphe Grand Cru Classé Magnum 150cl';
    await admin.call('POST', '/api/admin/products', { name, tokenPrice: 1, categoryType: 'wine' });
    const guest = await seededGuest(suite.shop, ['LNG-1001']);
    await guest.order([{ product: name, quantity: 40 }]);

    try {
      for (const language of ['en', 'de', 'fr'] as const) {
        await suite.shop.database.db.update(profiles).set({ language }).where(eq(profiles.email, ADMIN.email));
        for (const viewport of [PHONE, DESKTOP]) {
          const { context, page } = await adminOnReports(viewport, language);
          const where = `${language}, ${viewport.width} px`;
          const chart = page.locator('svg[data-chart="top-products"]');
          await chart.locator('text').first().waitFor();
          expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(viewport.width);
          // Every label of every chart whole (no ellipsis) and inside its drawing.
          const labels = await page.locator('svg[data-chart]').evaluateAll((charts) =>
            charts.flatMap((svg) => {
              const frame = svg.getBoundingClientRect();
              return [...svg.querySelectorAll('text')]
                .filter((text) => text.querySelector('tspan'))
                .map((text) => {
                  const box = text.getBoundingClientRect();
                  return { text: [...text.querySelectorAll('tspan')].map((t) => t.textContent).join(' '), inside: box.left >= frame.left - 0.5 && box.right <= frame.right + 0.5 };
                });
            }),
          );
          expect(labels.filter((l) => !l.inside || l.text.includes('…')), where).toEqual([]);
          expect(labels.map((l) => l.text.replace(/\s/g, '')), where).toContain(name.replace(/\s/g, ''));
          if (language === 'en' || viewport === PHONE) await screenshot(page, `reports-festival-${language}-${viewport === PHONE ? 'phone' : 'desktop'}`);
          await context.close();
        }
      }
    } finally {
      await suite.shop.database.db.update(profiles).set({ language: 'en' }).where(eq(profiles.email, ADMIN.email));
    }
  });
});

/**
 * The printed page says when it was printed, in the festival's time (Zurich) whatever the browser's zone (these
 * pages run in Tokyo): the stamp's time is now in Zurich, give or take a minute.
 */
async function expectPrintedNow(page: Page, pattern: RegExp) {
  const stamp = page.getByText(pattern);
  await stamp.waitFor();
  const [, , time] = pattern.exec(await stamp.innerText())!;
  const zurich = (offset: number) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Zurich', hour: '2-digit', minute: '2-digit' }).format(Date.now() + offset);
  expect([zurich(-60_000), zurich(0)]).toContain(time);
}
