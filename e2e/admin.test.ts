import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { msg } from '#shared/messages.ts';
import { publicSettingsSchema } from '#shared/schemas/settings.ts';
import { readFetchJson } from '#server/testing/api-client.ts';
import { DESKTOP, PHONE, SCREENSHOT_DIR, newPage, screenshot, watchConsole } from './support/browser.ts';
import { GUEST_PASSWORD, expectToast, signIn, uniqueEmail } from './support/flows.ts';
import { seededGuest, signInNewGuest } from './support/seed.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { horizontalOverflow } from './support/layout.ts';
import { adminPage as openAdminPage } from './support/session.ts';
import { useShopAndBrowser } from './support/suite.ts';

const suite = useShopAndBrowser();



const adminPage = (viewport = DESKTOP) => openAdminPage(suite, viewport);

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function noHorizontalScroll(page: Page, width: number) {
  expect(await horizontalOverflow(page, width)).toBeNull();
}

describe('back office in the browser', () => {
  // The form's rules, the table's states, the day tabs and the unassign, assign and move confirmations are
  // component tests (src/web/features/admin/lounges/admin-lounges-page.test.tsx, docs/decisions/029-component-tests.md).
  it('an admin adds a lounge with a booking number; once a guest registers with it the lounge shows Assigned and Tokens Transferred', async () => {
    const { context, page } = await adminPage();
    const errors = watchConsole(page);
    await page.goto('/admin/lounges');
    await page.getByRole('button', { name: 'Add Lounge' }).click();
    const form = page.getByRole('dialog', { name: 'Add Lounge' });
    await form.getByLabel('Table number').fill('42');
    await form.getByLabel('Category').fill('Garden');
    await form.getByLabel('Day').selectOption('Saturday');
    await form.getByLabel('Minimum consumption (tokens)').fill('350');
    await form.getByLabel('Booking number (optional)').fill('GARDEN-42');
    await form.getByRole('button', { name: 'Add Lounge' }).click();
    await expectToast(page, msg.loungeCreated);

    const lounge = row(page, 'Garden 42');
    await lounge.getByText('Not assigned').waitFor();

    const guest = await newPage(suite.browser, suite.shop.url, DESKTOP);
    const guestEmail = await signInNewGuest(guest.page, suite.shop, 'GARDEN-42');
    await guest.page.getByRole('banner').getByRole('link', { name: /350/ }).waitFor();
    await guest.context.close();

    await page.reload();
    await lounge.getByText('Assigned', { exact: true }).waitFor();
    await lounge.getByText('Tokens Transferred').waitFor();
    await lounge.getByText(guestEmail, { exact: true }).waitFor();
    await screenshot(page, 'admin-lounges-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  // The form's rules and fields, the table's cells and the delete confirmation are component tests
  // (src/web/features/admin/catalogue/admin-products-page.test.tsx).
  it('creates, edits and deletes a product; the shop follows', async () => {
    const { context, page } = await adminPage();
    await page.goto('/admin/products');
    await page.getByRole('button', { name: 'Add Product' }).click();
    const form = page.getByRole('dialog', { name: 'Add Product' });
    await form.getByLabel('Name', { exact: true }).fill('Aperol Spritz Kit');
    await form.getByLabel('Token price').fill('55');
    await form.getByRole('button', { name: 'Add Product' }).click();
    await expectToast(page, msg.productCreated);

    await row(page, 'Aperol Spritz Kit').getByRole('button', { name: 'Edit Aperol Spritz Kit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    await edit.getByLabel('Name', { exact: true }).fill('Aperol Spritz Set');
    await edit.getByRole('button', { name: 'Save Product' }).click();
    await expectToast(page, msg.productUpdated);
    const edited = row(page, 'Aperol Spritz Set');

    const guest = await newPage(suite.browser, suite.shop.url, DESKTOP);
    await guest.page.goto('/shop');
    await guest.page.getByText('Aperol Spritz Set').waitFor();

    await edited.getByRole('button', { name: 'Delete Aperol Spritz Set' }).click();
    await page.getByRole('dialog', { name: 'Delete Product' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, msg.productDeactivated);
    await edited.getByText('Inactive', { exact: true }).waitFor();
    await screenshot(page, 'admin-products-desktop');

    await guest.page.reload();
    await guest.page.getByText('Grey Goose Vodka 70cl').waitFor();
    expect(await guest.page.getByText('Aperol Spritz Set').count()).toBe(0);
    await guest.context.close();
    await context.close();
  });

  it('approves an application, which can then sign in as an active user', async () => {
    const applicant = uniqueEmail('applicant');
    const res = await fetch(`${suite.shop.url}/api/auth/apply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: suite.shop.url },
      body: JSON.stringify({ email: applicant, password: GUEST_PASSWORD, bookingNumber: 'UNKNOWN-7' }),
    });
    expect(res.status).toBe(201);

    const { context, page } = await adminPage();
    await page.goto('/admin/users');
    await page.getByRole('tab', { name: /^Active Users \(\d+\)$/ }).waitFor();
    await page.getByRole('tab', { name: 'Applications (1)' }).click();
    await row(page, applicant).getByText('UNKNOWN-7').waitFor();
    await screenshot(page, 'admin-applications-desktop');
    await row(page, applicant).getByRole('button', { name: `Approve ${applicant}` }).click();
    await page.getByRole('dialog', { name: 'Approve Application' }).getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, msg.applicationApproved);
    await page.getByRole('tab', { name: 'Applications (0)' }).waitFor();
    await page.getByRole('tab', { name: /^Active Users/ }).click();

    // The balance edit with its reason (the form's rules: src/web/features/admin/users/admin-users-page.test.tsx).
    await row(page, applicant).getByRole('button', { name: `Edit tokens of ${applicant}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Token Balance' });
    await dialog.getByLabel('New balance (tokens)').fill('75');
    await dialog.getByLabel('Reason').fill('Welcome drinks for the early application');
    await dialog.getByRole('button', { name: 'Save Balance' }).click();
    await expectToast(page, msg.tokenBalanceUpdated);
    await row(page, applicant).getByText('75').waitFor();
    await context.close();

    // The guest reads why on their token statement.
    const approved = await newPage(suite.browser, suite.shop.url, DESKTOP);
    await signIn(approved.page, applicant);
    await approved.page.getByRole('banner').getByRole('link', { name: /75/ }).click();
    const statement = approved.page.getByRole('region', { name: 'Token statement' });
    await statement.getByRole('row').filter({ hasText: 'Balance adjustment by admin' }).getByText('Reason: Welcome drinks for the early application').waitFor();
    await approved.context.close();
  });

  // What each role's question says, Cancel, and taking a role back: src/web/features/admin/users/admin-users-page.test.tsx.
  // Here the question as a phone shows it, checked by axe.
  it('asks before giving a role that opens the back office, saying what it may do (375 px)', async () => {
    const { email } = await seededGuest(suite.shop, ['LNG-1001']);
    const { context, page } = await adminPage(PHONE);
    await page.goto('/admin/users');
    // A phone shows the users as a list (the table is there for wider screens).
    const role = page.getByRole('list', { name: 'Active users' }).getByLabel(`Role of ${email}`);
    const confirm = page.getByRole('dialog', { name: 'Change Role' });

    await role.selectOption('admin');
    await confirm.getByText(`Make ${email} an admin? An admin may do everything in the back office, including changing token balances and managing users.`).waitFor();
    await expectNoSeriousViolations(page, 'role confirmation (375 px)');
    await screenshot(page, 'admin-role-confirm-phone');
    await confirm.getByRole('button', { name: 'Change Role' }).click();
    await expectToast(page, msg.roleUpdated);
    await expect.poll(() => role.inputValue()).toBe('admin');
    await context.close();
  });

  it('shows every admin page cleanly at desktop and phone width', async () => {
    for (const [viewport, suffix] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { context, page } = await adminPage(viewport);
      const errors = watchConsole(page);
      const pages: [string, string, string][] = [
        ['/admin', 'dashboard', 'System Status'],
        ['/admin/users', 'users', 'Create User'],
        ['/admin/lounges', 'lounges', 'Add Lounge'],
        ['/admin/products', 'products', 'Add Product'],
        ['/admin/mix-drinks', 'mix-drinks', 'Add Mix Drink'],
        ['/admin/settings', 'settings', 'Token packages'],
      ];
      for (const [path, name, marker] of pages) {
        await page.goto(path);
        await page.getByText(marker, { exact: true }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await noHorizontalScroll(page, viewport.width);
        await screenshot(page, `admin-${name}-${suffix}`);
        // What a phone shows without scrolling; full-page shots of long lists are too tall to judge.
        if (viewport === PHONE) await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-${name}-phone-top.png` });
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('saves shop settings that the shop follows at once', async () => {
    const { context, page } = await adminPage();
    await page.goto('/admin/settings');
    await page.getByLabel('Shop contact e-mail').fill('bar@festival.example');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(page, msg.settingsSaved);
    const publicSettings = await readFetchJson(await fetch(`${suite.shop.url}/api/settings/public`), publicSettingsSchema);
    expect(publicSettings.contactEmail).toBe('bar@festival.example');
    // A new package's id made on save: src/web/features/admin/settings/admin-settings-page.test.tsx.
    await context.close();
  });
});
