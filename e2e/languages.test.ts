import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, screenshot, watchConsole } from './support/browser.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expectToast, GUEST_PASSWORD, uniqueEmail } from './support/flows.ts';
import { horizontalOverflow, settle } from './support/layout.ts';
import { useShopAndBrowser } from './support/suite.ts';

const suite = useShopAndBrowser();

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** axe and the width of the page at 375 px, once the page has settled (German words are long). */
async function checkPhonePage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await page.getByRole('heading', { name: heading }).first().waitFor();
  await settle(page);
  expect(await horizontalOverflow(page, PHONE.width)).toBeNull();
  await expectNoSeriousViolations(page, `${path} (de, 375 px)`);
}

describe('languages in the browser (issue 19)', () => {
  it('a German guest registers, orders and reads the confirmation in German; French stays chosen across reload and sign-in', async () => {
    const context = await suite.browser.newContext({
      baseURL: suite.shop.url,
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      locale: 'de-CH',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors = watchConsole(page);

    // First visit: the browser's language, on /login and in <html lang>.
    await page.goto('/login');
    await page.getByText('Melden Sie sich bei Ihrem Konto an').waitFor();
    expect(await htmlLang(page)).toBe('de');
    await settle(page);
    expect(await horizontalOverflow(page, PHONE.width)).toBeNull();
    await expectNoSeriousViolations(page, '/login (de, 375 px)');

    // Registration, with the welcome in German (the tokens of VIP 5, LNG-4004).
    await page.getByRole('button', { name: 'Noch nicht registriert? Konto erstellen' }).click();
    const email = uniqueEmail('de');
    await page.getByLabel('E-Mail').fill(email);
    await page.getByLabel('Passwort').fill(GUEST_PASSWORD);
    await page.getByLabel('Buchungsnummer').fill('LNG-4004');
    await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
    await page.waitForURL('**/shop');
    await expectToast(page, 'Registrierung erfolgreich! Sie wurden VIP 5 zugewiesen und haben insgesamt 250 Token erhalten.');
    await page.getByText('VIP 5 · Freitag').waitFor();

    // An order, confirmed in German.
    await page.getByRole('button', { name: 'In den Warenkorb: Lager 6-pack' }).click();
    await expectToast(page, 'Lager 6-pack wurde in den Warenkorb gelegt');
    await page.goto('/cart');
    await page.getByRole('heading', { name: 'Ihr Warenkorb' }).waitFor();
    await screenshot(page, 'languages-cart-de-phone');
    await page.getByRole('button', { name: 'Bestellung aufgeben' }).click();
    await expectToast(page, 'Bestellung erfolgreich aufgegeben!');
    await page.waitForURL('**/orders', { timeout: 30_000 });
    await page.getByRole('heading', { name: /^Bestellung #/ }).waitFor();
    await page.getByText('Ausstehend').first().waitFor();

    // No sideways scroll and no serious axe finding in German on the guest pages.
    await checkPhonePage(page, '/shop', 'Shop');
    await checkPhonePage(page, '/cart', 'Ihr Warenkorb');
    await checkPhonePage(page, '/orders', 'Ihre Bestellungen');
    await checkPhonePage(page, '/tokens', 'Token kaufen');
    await screenshot(page, 'languages-tokens-de-phone');

    // The switcher (in the phone menu) changes to French; <html lang> follows; it holds across a reload.
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByLabel('Sprache').selectOption('fr');
    await page.getByRole('heading', { name: 'Acheter des jetons' }).waitFor();
    expect(await htmlLang(page)).toBe('fr');
    await page.reload();
    await page.getByRole('heading', { name: 'Acheter des jetons' }).waitFor();
    expect(await htmlLang(page)).toBe('fr');

    // ...and across signing out and in again.
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expectToast(page, 'Déconnexion réussie');
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Mot de passe').fill(GUEST_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.waitForURL('**/shop');
    await page.getByRole('heading', { name: 'Boutique' }).waitFor();
    expect(await htmlLang(page)).toBe('fr');
    await screenshot(page, 'languages-shop-fr-phone');

    // Until the server side of issue 19 (branch issue-19s) adds PATCH /api/auth/profile, saving the choice on the
    // profile answers 404; the choice still holds on this browser, which is what this test checks.
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    await context.close();
  });
});
