import type { Page } from 'playwright-core';
import type { ShopServer } from './server.ts';

/**
 * Walks through every page and dialog of the app the way a person would, calling `visit` at each
 * stop. The accessibility test runs axe there, the screenshot script takes a picture: one tour, so
 * both always cover the same screens.
 */
export type Visit = (label: string) => Promise<void>;
export type Tour = { page: Page; phone: boolean; visit: Visit; shop: ShopServer };

export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
export const invalidField = (page: Page) => page.locator('[aria-invalid="true"]').first().waitFor();

/** Closes the open dialog the keyboard way, which also proves Escape works everywhere. */
export async function escape(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** The header's account actions: a dropdown on desktop, the collapsible menu on phones. */
async function openAccountMenu({ page, phone, visit }: Tour, label: string) {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await visit(`${label}: phone menu open`);
  } else {
    await page.getByRole('banner').getByRole('button', { name: /@/ }).click();
    await page.getByRole('menu').waitFor();
    await visit(`${label}: account menu open`);
  }
}

export async function changePasswordDialog(tour: Tour, label: string) {
  const { page, visit } = tour;
  await openAccountMenu(tour, label);
  await page.getByRole(tour.phone ? 'button' : 'menuitem', { name: 'Change Password' }).click();
  const change = dialog(page, 'Change Password');
  await visit(`${label}: change password dialog`);
  await change.getByRole('button', { name: 'Change', exact: true }).click();
  await invalidField(page);
  await visit(`${label}: change password dialog with errors`);
  await escape(page);
}
