import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { strFromU8, unzipSync } from 'fflate';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, watchConsole } from './support/browser.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { GUEST_PASSWORD, openUserMenu, registerGuest } from './support/flows.ts';
import { clippedTexts, horizontalOverflow, settle, smallTouchTargets } from './support/layout.ts';
import { ADMIN, startShop, type ShopServer } from './support/server.ts';
import { signInAs } from './support/session.ts';
import { insertProfile } from '#server/testing/fixtures.ts';

// "Your data" (docs/decisions/048) in Chromium: on a 375 px phone a guest downloads their data once and deletes
// their account from the keyboard-free touch layout; on a desktop the same page and the back office's retention rule.
let shop: ShopServer;
let browser: Browser;
beforeAll(async () => {
  // The data-rights worker polls like the mail worker: on, and quick, for these tests.
  [shop, browser] = await Promise.all([startShop({ mail: { pollMs: 100, leaseMs: 10_000, maxAttempts: 2, retryBaseMs: 50 } }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

describe('Your data', () => {
  it('on a phone: prepares and downloads the zip once, then deletes the account giving up the tokens, signed out with a confirmation', async () => {
    const { context, page } = await newPage(browser, shop.url, PHONE);
    const errors = watchConsole(page);
    try {
      const email = await registerGuest(page, shop.bookingNumbers[0]!);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'Your data' }).click();
      await page.waitForURL('**/account/data');
      await page.getByRole('heading', { name: 'Delete my account' }).waitFor();
      await settle(page);
      expect(await horizontalOverflow(page, PHONE.width)).toBeFalsy();
      expect(await clippedTexts(page)).toEqual([]);
      expect(await smallTouchTargets(page)).toEqual([]);
      await expectNoSeriousViolations(page, 'your data (phone)');
      await screenshot(page, 'your-data-phone');

      await page.getByRole('button', { name: 'Prepare my data' }).click();
      const link = page.getByRole('link', { name: 'Download my data (zip)' });
      await link.waitFor();
      await settle(page);
      await screenshot(page, 'your-data-phone-ready');
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
      expect(JSON.parse(strFromU8(files['my-data.json']!))).toMatchObject({ profile: { email } });
      expect(Object.keys(files)).toContain('token-statement.csv');
      await page.getByText(/The link has now been used/).waitFor();
      // The same link again, from this account: refused.
      const again = await page.request.get(download.url());
      expect(again.status()).toBe(404);

      await page.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete my account' });
      await dialog.waitFor();
      await dialog.getByLabel('Your password').fill(GUEST_PASSWORD);
      await dialog.getByRole('button', { name: 'Delete for good' }).click();
      await dialog.getByText('Tick the box to confirm that you give up your remaining tokens').waitFor();
      await settle(page);
      expect(await horizontalOverflow(page, PHONE.width)).toBeFalsy();
      await screenshot(page, 'your-data-phone-delete');
      await dialog.getByRole('checkbox', { name: /I give up my remaining/ }).check();
      await dialog.getByRole('button', { name: 'Delete for good' }).click();
      await page.waitForURL('**/account/deleted');
      await page.getByRole('heading', { name: 'Your account has been deleted' }).waitFor();
      await settle(page);
      expect(await horizontalOverflow(page, PHONE.width)).toBeFalsy();
      await expectNoSeriousViolations(page, 'account deleted (phone)');
      await screenshot(page, 'account-deleted-phone');
      // Signed out for good: the header offers signing in, and the old password opens nothing.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
      const login = await page.request.post('/api/auth/login', { data: { email, password: GUEST_PASSWORD }, headers: { origin: shop.url } });
      expect(login.status()).toBe(401);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('on a desktop: the page from the account menu, and the retention rule with its dry run in the back office', async () => {
    const { context, page } = await newPage(browser, shop.url, DESKTOP);
    try {
      const email = await registerGuest(page, shop.bookingNumbers[1] ?? shop.bookingNumbers[0]!);
      await openUserMenu(page, email);
      await page.getByRole('menuitem', { name: 'Your data' }).click();
      await page.waitForURL('**/account/data');
      await page.getByRole('heading', { name: 'Download my data' }).waitFor();
      await settle(page);
      await expectNoSeriousViolations(page, 'your data (desktop)');
      await screenshot(page, 'your-data-desktop');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await page.getByRole('dialog', { name: 'Delete my account' }).waitFor();
      await settle(page);
      await screenshot(page, 'your-data-desktop-delete');
      await page.keyboard.press('Escape');
    } finally {
      await context.close();
    }

    const admin = await newPage(browser, shop.url, DESKTOP);
    try {
      await signInAs(admin.page, shop, ADMIN.email);
      await admin.page.goto('/admin/settings');
      await admin.page.getByRole('heading', { name: 'Data retention' }).waitFor();
      await admin.page.getByRole('checkbox', { name: 'Anonymise inactive guest accounts' }).check();
      await admin.page.getByText(/Dry run: with 24 months, no guest account would be anonymised/).waitFor();
      await settle(admin.page);
      await admin.page.getByRole('heading', { name: 'Data retention' }).scrollIntoViewIfNeeded();
      await screenshot(admin.page, 'retention-desktop');
    } finally {
      await admin.context.close();
    }
  });

  it.each([
    ['de', 'de-CH', 'Ihre Daten', 'Mein Konto löschen'],
    ['fr', 'fr-CH', 'Vos données', 'Supprimer mon compte'],
  ] as const)('in %s on a phone: the page and its dialog fit 375 px', async (language, locale, title, deleteLabel) => {
    const email = `daten-${language}-${Date.now().toString(36)}@example.com`;
    await insertProfile(shop.database.db, { email, language });
    const { context, page } = await newPage(browser, shop.url, PHONE, locale);
    try {
      await signInAs(page, shop, email);
      await page.goto('/account/data');
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await settle(page);
      expect(await horizontalOverflow(page, PHONE.width)).toBeFalsy();
      expect(await clippedTexts(page)).toEqual([]);
      expect(await smallTouchTargets(page)).toEqual([]);
      await screenshot(page, `your-data-phone-${language}`);
      await page.getByRole('button', { name: deleteLabel }).click();
      await page.getByRole('dialog', { name: deleteLabel }).waitFor();
      await settle(page);
      expect(await horizontalOverflow(page, PHONE.width)).toBeFalsy();
      await expectNoSeriousViolations(page, `delete dialog (${language}, phone)`);
    } finally {
      await context.close();
    }
  });
});
