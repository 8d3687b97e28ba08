import type { Browser, Locator, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import type { Language } from '#shared/constants.ts';
import { profiles } from '#server/db/schema/index.ts';
import { INTL_LOCALES } from '#web/lib/i18n/languages.ts';
import { newPage, type Viewport } from './browser.ts';
import { signInAs } from './session.ts';
import type { ShopServer } from './server.ts';
import { escapeRegExp, tourLanguage, type Translate } from './tour-language.ts';

/**
 * Walks through every page and dialog of the app the way a person would, calling `visit` at each
 * stop. The accessibility test runs axe there, the screenshot script takes a picture: one tour, so
 * both always cover the same screens. `tr` gives each English text of a tour in the tour's language
 * (tour-language.ts), so the same walk runs in English, German and French.
 */
export type Visit = (label: string) => Promise<void>;
export type Tour = { page: Page; phone: boolean; visit: Visit; shop: ShopServer; tr: Translate };

export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
/** A name that starts with the text, in any case: 'Friday (2)', 'vendredi (2)'. */
export const startingWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`, 'i');
export const invalidField = (page: Page) => page.locator('[aria-invalid="true"]').first().waitFor();

/** Closes the open dialog the keyboard way, which also proves Escape works everywhere. */
export async function escape(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** The header's account actions: a dropdown on desktop, the collapsible menu on phones. */
async function openAccountMenu({ page, phone, visit, tr }: Tour, label: string) {
  if (phone) {
    await page.getByRole('button', { name: tr('Open menu') }).click();
    await visit(`${label}: phone menu open`);
  } else {
    await page.getByRole('banner').getByRole('button', { name: /@/ }).click();
    await page.getByRole('menu').waitFor();
    await visit(`${label}: account menu open`);
  }
}

export async function changePasswordDialog(tour: Tour, label: string) {
  const { page, visit, tr } = tour;
  await openAccountMenu(tour, label);
  await page.getByRole(tour.phone ? 'button' : 'menuitem', { name: tr('Change Password') }).click();
  const change = dialog(page, tr('Change Password'));
  await visit(`${label}: change password dialog`);
  await change.getByRole('button', { name: tr.key('auth.change'), exact: true }).click();
  await invalidField(page);
  await visit(`${label}: change password dialog with errors`);
  await escape(page);
}

/** Goes to `path`, waits for `ready` (what only the loaded page shows) and visits the page. */
export async function visitPage({ page, visit }: Tour, path: string, ready: Locator, label: string) {
  await page.goto(path);
  await ready.waitFor();
  await visit(label);
}

/** Opens a dialog with `opener`, visits it and closes it with Escape. */
export async function visitDialog({ page, visit }: Tour, opener: Locator, label: string) {
  await opener.click();
  await visit(label);
  await escape(page);
}

/** Opens the form dialog named like its button and its submit button, sends it empty and visits its errors. */
export async function formWithErrors({ page, visit }: Tour, name: string, label: string) {
  await page.getByRole('button', { name }).click();
  await dialog(page, name).getByRole('button', { name }).click();
  await invalidField(page);
  await visit(label);
  await escape(page);
}

export type TourPerson = { email: string; password?: string };

/**
 * A page for a tour in a language: the browser speaks it (a visitor's first visit follows the browser), and so
 * does the profile of the person signed in (which wins on signing in), set in the database as if they had chosen it.
 * The service worker is blocked (browser.ts) unless `serviceWorkers` allows it, as the installed app's tour needs.
 */
export async function openTour(browser: Browser, shop: ShopServer, viewport: Viewport, language: Language, as?: TourPerson, serviceWorkers: 'allow' | 'block' = 'block') {
  const [tr, { context, page }] = await Promise.all([tourLanguage(language), newPage(browser, shop.url, viewport, INTL_LOCALES[language], serviceWorkers)]);
  if (as) await signInSpeaking(page, shop, as.email, language);
  return { context, page, tr, phone: viewport.width < 500 };
}

/** Signs the page in as this person, whose profile speaks `language` as if they had chosen it. */
export async function signInSpeaking(page: Page, shop: ShopServer, email: string, language: Language) {
  await shop.database.db.update(profiles).set({ language }).where(eq(profiles.email, email));
  await signInAs(page, shop, email);
}
