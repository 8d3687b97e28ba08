import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';
import { signIn } from './support/flows.ts';
import { ADMIN, startShop, type ShopServer } from './support/server.ts';

/*
 * The same-origin rule (docs/decisions/010-same-origin-rule.md): `npm start` without PUBLIC_URL must work at every
 * address the machine answers to, so the CSRF guard's same-origin check compares with the request's own Host. One
 * server, two addresses.
 */
describe('a shop started without PUBLIC_URL', () => {
  let shop: ShopServer;
  let browser: Browser;
  beforeAll(async () => {
    [shop, browser] = await Promise.all([startShop({}, { publicUrl: false }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  it.each(['127.0.0.1', 'localhost'])('signs in at http://%s', async (host) => {
    const { context, page } = await newPage(browser, shop.url.replace('127.0.0.1', host));
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('banner').getByRole('button', { name: ADMIN.email }).waitFor();
    await context.close();
  });
});
