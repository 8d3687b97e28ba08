import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { msg } from '#shared/messages.ts';
import { shopSettings } from '#server/db/schema/index.ts';
import { openShop, setDeadline } from '#server/testing/shop-fixtures.ts';
import { DESKTOP, PHONE, newPage, screenshot, watchConsole } from './support/browser.ts';
import { expectToast } from './support/flows.ts';
import { signInNewGuest } from './support/seed.ts';
import { useShopAndBrowser } from './support/suite.ts';

const suite = useShopAndBrowser();

const statementRow = (page: Page, description: string) =>
  page.getByRole('region', { name: 'Token statement' }).getByRole('row').filter({ hasText: description });

/** Set on the page's window: still there after a navigation inside the app, gone after a reload. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { loadedBefore: true }));
const sameWindow = (page: Page) => page.evaluate(() => 'loadedBefore' in window);

/**
 * From /tokens through the demo provider's page and back, inside the app: a reload on the way (the server's
 * return address opened as a new page) blanked the screen while the app started again.
 */
async function buyWithDemoProvider(page: Page, tokens: number, action: 'Pay' | 'Cancel', shotName?: string) {
  await markWindow(page);
  await page.getByRole('button', { name: `Buy ${tokens} tokens` }).click();
  await page.waitForURL('**/pay/demo/*');
  await page.getByText('Demo payment provider').waitFor();
  await page.getByText(`${tokens} Lounge Tokens`).waitFor();
  if (shotName) await screenshot(page, shotName);
  await page.getByRole('button', { name: action, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/tokens' && url.search === '');
  await page.getByRole('heading', { name: msg.buyTokens }).waitFor();
  expect(await sameWindow(page)).toBe(true);
}

describe('buying tokens in the browser (demo provider)', () => {
  it('shows the packages and statement, buys 50 tokens, and cancels a second purchase', async () => {
    const { context, page } = await newPage(suite.browser, suite.shop.url, DESKTOP);
    const errors = watchConsole(page);
    // LNG-4004 is VIP 5 on Friday with 250 tokens.
    await signInNewGuest(page, suite.shop, 'LNG-4004');
    await page.getByRole('banner').getByRole('link', { name: /250/ }).click();
    await page.waitForURL('**/tokens');

    await page.getByRole('heading', { name: msg.buyTokens }).waitFor();
    // The packages' prices: src/web/features/tokens/tokens-page.test.tsx.
    await page.getByRole('heading', { name: msg.howTokensWork }).waitFor();
    await page.getByRole('link', { name: 'Back to Shop' }).waitFor();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await statementRow(page, 'Lounge tokens: VIP 5').filter({ hasText: '+250' }).waitFor();
    await screenshot(page, 'tokens-desktop');

    await buyWithDemoProvider(page, 50, 'Pay', 'demo-payment-desktop');
    await expectToast(page, msg.paymentSuccess);
    await page.getByRole('banner').getByRole('link', { name: /300/ }).waitFor();
    const purchase = statementRow(page, 'Token purchase: 50 tokens');
    await purchase.waitFor();
    expect((await purchase.innerText()).replace(/\s+/g, ' ')).toMatch(/Token purchase: 50 tokens.* \+50 300$/);
    await screenshot(page, 'tokens-after-purchase-desktop');

    await buyWithDemoProvider(page, 25, 'Cancel');
    await expectToast(page, msg.paymentCanceled);
    await page.getByRole('banner').getByRole('link', { name: /300/ }).waitFor();
    expect(await statementRow(page, 'Token purchase').count()).toBe(1);
    await screenshot(page, 'tokens-after-cancel-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works at phone width without horizontal scrolling', async () => {
    const { context, page } = await newPage(suite.browser, suite.shop.url, PHONE);
    const errors = watchConsole(page);
    // LNG-5005 is the Skybox on Saturday with 500 tokens.
    await signInNewGuest(page, suite.shop, 'LNG-5005');
    await page.goto('/tokens');
    await page.getByRole('heading', { name: msg.buyTokens }).waitFor();
    await statementRow(page, 'Lounge tokens: Skybox 1').waitFor();
    await screenshot(page, 'tokens-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await buyWithDemoProvider(page, 100, 'Pay', 'demo-payment-phone');
    await expectToast(page, msg.paymentSuccess);
    await page.getByRole('banner').getByRole('link', { name: /600/ }).waitFor();
    await statementRow(page, 'Token purchase: 100 tokens').waitFor();
    await screenshot(page, 'tokens-after-purchase-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers TWINT beside the card, and sells nothing once the pre-orders are closed (docs/decisions/039)', async () => {
    const db = suite.shop.database.db;
    await db.update(shopSettings).set({ paymentMethods: ['card', 'twint'] });
    try {
      // Each width with a guest of its own booking (a booking's lounges go to the first guest).
      for (const [viewport, width, booking] of [[DESKTOP, 'desktop', 'LNG-1001'], [PHONE, 'phone', 'LNG-6006']] as const) {
        const { context, page } = await newPage(suite.browser, suite.shop.url, viewport);
        const errors = watchConsole(page);
        await signInNewGuest(page, suite.shop, booking);
        await page.goto('/tokens');
        await page.getByText('Pay by card or TWINT on the next page.').waitFor();
        await screenshot(page, `tokens-twint-${width}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

        await page.getByRole('button', { name: 'Buy 25 tokens' }).click();
        await page.waitForURL('**/pay/demo/*');
        await page.getByRole('button', { name: 'Pay by card', exact: true }).waitFor();
        await screenshot(page, `demo-payment-twint-${width}`);
        await page.getByRole('button', { name: 'Pay with TWINT', exact: true }).click();
        await expectToast(page, msg.paymentSuccess);
        await statementRow(page, 'Token purchase: 25 tokens').waitFor();

        await setDeadline(db, new Date(Date.now() - 60_000), 'bar@festival.example');
        try {
          await page.goto('/tokens');
          await page.getByRole('heading', { name: 'Tokens are no longer sold' }).waitFor();
          await page.getByText(msg.tokenSalesClosed({ email: 'bar@festival.example' })).waitFor();
          expect(await page.getByRole('button', { name: /^Buy / }).count()).toBe(0);
          await screenshot(page, `tokens-closed-${width}`);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        } finally {
          await openShop(db);
        }
        expect(errors).toEqual([]);
        await context.close();
      }
    } finally {
      await db.update(shopSettings).set({ paymentMethods: ['card'] });
    }
  });
});
