import { describe, expect, it } from 'vitest';
import { closeCurrentEdition, dayFromToday, guestWithPayments } from '#server/testing/payout-fixtures.ts';
import { auditTour } from './support/accessibility-walk.ts';
import { DESKTOP, PHONE, newPage, screenshot, watchConsole } from './support/browser.ts';
import { openPayoutWindow, payoutTour } from './support/payout-tour.ts';
import { adminPage, signInAs } from './support/session.ts';
import { useShopAndBrowser } from './support/suite.ts';

// docs/decisions/040-payouts.md in the browser: an admin opens a closed edition's payout window, and a guest on a phone
// (375 px) chooses a payout on /tokens.
const suite = useShopAndBrowser();

describe('leftover tokens after an edition', () => {
  it('the admin opens the window, the guest on a phone asks for a payout', async () => {
    const { db } = suite.shop.database;
    const { guest } = await guestWithPayments(db, 'payout-phone@example.com', [25, 50], 15);
    await closeCurrentEdition(db);

    const admin = await adminPage(suite, DESKTOP);
    const adminErrors = watchConsole(admin.page);
    await admin.page.goto('/admin/editions');
    await admin.page.getByRole('button', { name: /^Payout window of / }).first().click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByLabel('Last day').fill(dayFromToday(20));
    await dialog.getByLabel('Fee (tokens)').fill('2');
    await dialog.getByLabel('Cause for donations').fill('Sea rescue');
    await screenshot(admin.page, 'payout-window-desktop');
    await dialog.getByRole('button', { name: 'Open window' }).click();
    await dialog.getByRole('region', { name: 'What guests chose' }).waitFor();
    await screenshot(admin.page, 'payout-window-opened-desktop');
    expect(adminErrors).toEqual([]);
    await admin.context.close();

    const { context, page } = await newPage(suite.browser, suite.shop.url, PHONE);
    const errors = watchConsole(page);
    await signInAs(page, suite.shop, guest.email);
    await page.goto('/tokens');
    const options = page.getByRole('list', { name: 'What happens to your tokens' });
    await options.getByText('58 tokens go back to your card or TWINT: 580 CHF. A fee of 2 tokens is kept.').waitFor();
    await screenshot(page, 'payout-choice-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await options.getByRole('button', { name: 'Ask for a payout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ask for a payout' }).click();
    await page.getByText('Payout of 60 tokens requested: 580 CHF are on their way back to your card or TWINT.').waitFor();
    // The payable tokens left the balance with the request.
    await expect.poll(() => page.getByRole('region', { name: 'Current balance' }).innerText()).toMatch(/^Current balance\s+0\s+tokens/);
    await screenshot(page, 'payout-requested-phone');
    expect(errors).toEqual([]);
    await context.close();

    // The same screens at the other width: the guest's at 1280 px, the admin's dialog with its figures at 375 px.
    const desktop = await newPage(suite.browser, suite.shop.url, DESKTOP);
    await signInAs(desktop.page, suite.shop, guest.email);
    await desktop.page.goto('/tokens');
    await desktop.page.getByText('Payout of 60 tokens requested', { exact: false }).waitFor();
    await screenshot(desktop.page, 'payout-requested-desktop');
    await desktop.context.close();
    const phoneAdmin = await adminPage(suite, PHONE);
    await phoneAdmin.page.goto('/admin/editions');
    await phoneAdmin.page.getByRole('button', { name: /^Payout window of / }).first().click();
    await phoneAdmin.page.getByRole('dialog').getByText('Paid out (1 guest)').waitFor();
    await screenshot(phoneAdmin.page, 'payout-window-phone');
    expect(await phoneAdmin.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await phoneAdmin.context.close();
  });

  // The tour npm run screenshots photographs (support/payout-tour.ts), walked once with the accessibility walk's
  // checks: German, the longest texts, on a phone. The window is the one the test above opened (or a new one).
  it('the payout choice passes the accessibility walk’s checks on a phone, in German', async () => {
    await openPayoutWindow(suite.shop);
    await auditTour(suite, 'de', PHONE, payoutTour);
  });
});
