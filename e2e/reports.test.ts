import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ReportsResponse } from '#shared/schemas/admin-reports.ts';
import { ADMIN } from './support/server.ts';
import { DESKTOP, PHONE, newPage, screenshot, watchConsole } from './support/browser.ts';
import { signIn } from './support/flows.ts';
import { seedActivity } from './support/seed.ts';
import { useShopAndBrowser } from './support/suite.ts';

const suite = useShopAndBrowser();

async function adminOnReports(viewport = DESKTOP) {
  const opened = await newPage(suite.browser, suite.shop.url, viewport);
  await signIn(opened.page, ADMIN.email, ADMIN.password);
  await opened.page.goto('/admin/reports');
  await opened.page.getByRole('heading', { name: 'Tokens', exact: true }).waitFor();
  return opened;
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
    expect(download.suggestedFilename()).toBe('order-lines-thursday.csv');
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('\uFEFForder_id,ordered_at,guest_email,product,quantity,tokens,lounge,day,status,refunded,delivered,ordered_at_zurich,delivered_zurich');
    expect(csv.split('\r\n').filter(Boolean).slice(1).every((line) => line.includes(',Thursday,'))).toBe(true);

    // Printed: the figures only, no navigation, tabs or buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('tablist').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Consumption' }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone without sideways scrolling', async () => {
    const { context, page } = await adminOnReports(PHONE);
    await page.getByRole('heading', { name: 'Consumption' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'reports-festival-phone');
    await context.close();
  });
});
