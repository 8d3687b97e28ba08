import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { msg } from '#shared/messages.ts';
import { DESKTOP, newPage, screenshot } from './support/browser.ts';
import { GUEST_PASSWORD, openUserMenu } from './support/flows.ts';
import { adminSession, seededGuest } from './support/seed.ts';
import { useShopAndBrowser } from './support/suite.ts';

const suite = useShopAndBrowser();

async function signInHere(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(GUEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The words a sighted person sees on an element: its text without the screen-reader-only parts. */
const visibleText = (locator: Locator) =>
  locator.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.sr-only').forEach((hidden) => hidden.remove());
    return copy.textContent?.trim();
  });

const titleIs = (page: Page, title: string) => expect.poll(() => page.title(), { timeout: 15_000 }).toBe(title);

describe('habits people bring to the shop and their account (issue 15, points 8-12)', () => {
  it('signing in returns to the page a signed-out visitor asked for, else to /shop', async () => {
    const { email } = await seededGuest(suite.shop, ['LNG-3003']);
    for (const wanted of ['/orders', '/tokens']) {
      const { context, page } = await newPage(suite.browser, suite.shop.url, DESKTOP);
      await page.goto(wanted);
      await page.waitForURL('**/login');
      await signInHere(page, email);
      await page.waitForURL(`**${wanted}`);
      await context.close();
    }
    // Straight to /login: the shop, as the spec says.
    const { context, page } = await newPage(suite.browser, suite.shop.url, DESKTOP);
    await page.goto('/login');
    await signInHere(page, email);
    await page.waitForURL('**/shop');
    await context.close();
  });

  it('names each page in the tab and shows signed-out visitors a plain Tokens link', async () => {
    const { context, page } = await newPage(suite.browser, suite.shop.url, DESKTOP);
    await page.goto('/shop');
    await titleIs(page, 'Shop · Lounge Pre-Order');
    const banner = page.getByRole('banner');
    const pill = banner.getByRole('link', { name: /^Tokens/ });
    await pill.waitFor();
    expect(await visibleText(pill)).toBe('Tokens');
    expect(await banner.innerText()).not.toContain('—');
    await page.goto('/cart');
    await titleIs(page, 'Cart · Lounge Pre-Order');
    await page.goto('/login');
    await titleIs(page, 'Sign In · Lounge Pre-Order');
    await context.close();
  });

  it('labels the admin link with words, not only an icon', async () => {
    const { context, page } = await newPage(suite.browser, suite.shop.url, DESKTOP);
    await (await adminSession(suite.shop)).signInBrowser(page);
    await page.goto('/shop');
    const admin = page.getByRole('banner').getByRole('link', { name: 'Admin Panel' });
    await admin.waitFor();
    expect(await visibleText(admin)).toBe('Admin');
    await screenshot(page, 'habits-admin-link-desktop');
    await admin.click();
    await titleIs(page, 'Dashboard · Admin · Lounge Pre-Order');
    await context.close();
  });

  it('shows a wrong current password under that field', async () => {
    const { email, session } = await seededGuest(suite.shop, ['LNG-1001']);
    const { context, page } = await newPage(suite.browser, suite.shop.url, DESKTOP);
    await session.signInBrowser(page);
    await page.goto('/orders');
    await titleIs(page, 'Orders · Lounge Pre-Order');
    await openUserMenu(page, email);
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Current password').fill('not-my-password');
    await dialog.getByLabel('New password', { exact: true }).fill('new-night-77');
    await dialog.getByLabel('Confirm new password').fill('new-night-77');
    await dialog.getByRole('button', { name: 'Change' }).click();
    await dialog.getByText(msg.currentPasswordWrong).waitFor();
    await expect.poll(() => dialog.getByLabel('Current password').getAttribute('aria-invalid')).toBe('true');
    // Under the field, not (also) as a notification.
    expect(await page.getByText(msg.currentPasswordWrong).count()).toBe(1);
    await screenshot(page, 'habits-wrong-current-password-desktop');
    await context.close();
  });
});
