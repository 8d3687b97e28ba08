import { expect } from 'vitest';
import type { Page } from 'playwright-core';

let counter = 0;
export const uniqueEmail = (prefix = 'guest') => `${prefix}-${Date.now().toString(36)}-${++counter}@example.com`;
export const GUEST_PASSWORD = 'festival-night-7';

/** Registers through /login in register mode and waits for the shop. */
export async function registerGuest(page: Page, bookingNumber: string, email = uniqueEmail()) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Need to register? Create account' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(GUEST_PASSWORD);
  await page.getByLabel('Booking number').fill(bookingNumber);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.waitForURL('**/shop');
  return email;
}

/**
 * Signs in through /login and waits for where the role starts: the shop for guests, the dashboard for admins,
 * the delivery run for staff. `tr` gives the form's English labels in the page's language (tour-language.ts).
 */
export async function signIn(page: Page, email: string, password = GUEST_PASSWORD, tr = (english: string) => english) {
  await page.goto('/login');
  await page.getByLabel(tr('Email')).fill(email);
  await page.getByLabel(tr('Password')).fill(password);
  await page.getByRole('button', { name: tr('Sign In'), exact: true }).click();
  await page.waitForURL((url) => ['/shop', '/admin', '/staff/delivery'].includes(url.pathname));
}

/** Opens the e-mail dropdown in the header (desktop layout); a press on the stand-in shown while its code loads counts too. */
export async function openUserMenu(page: Page, email: string) {
  await page.getByRole('button', { name: email }).click();
  await page.getByRole('menu').waitFor();
}

export async function expectToast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
  expect(await page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);
}
