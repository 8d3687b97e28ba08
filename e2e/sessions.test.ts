import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, screenshot, watchConsole } from './support/browser.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expectToast, openUserMenu, registerGuest, signIn } from './support/flows.ts';
import { clippedTexts, horizontalOverflow, settle, smallTouchTargets } from './support/layout.ts';
import { useShopAndBrowser } from './support/suite.ts';

const suite = useShopAndBrowser();

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

/** A phone of its own: 375 px, touch, and a browser that says it is Chrome on Android. */
async function androidPhone(browser: Browser) {
  const context = await browser.newContext({ baseURL: suite.shop.url, viewport: PHONE, isMobile: true, hasTouch: true, userAgent: ANDROID_CHROME });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  return { context, page };
}

describe('Your sessions', () => {
  it('shows a guest signed in twice both sessions; ending the other signs that browser out on its next request', async () => {
    const laptopContext = await suite.browser.newContext({ baseURL: suite.shop.url, viewport: DESKTOP });
    const laptop = await laptopContext.newPage();
    laptop.setDefaultTimeout(30_000);
    const phone = await androidPhone(suite.browser);
    const errors = watchConsole(laptop);
    try {
      const email = await registerGuest(laptop, suite.shop.bookingNumbers[0]!);
      await signIn(phone.page, email);

      // The phone finds the page in its menu and sees itself first, the laptop (Chromium on Linux) as the other.
      await phone.page.getByRole('button', { name: 'Open menu' }).click();
      await phone.page.getByRole('link', { name: 'Your sessions' }).click();
      await phone.page.waitForURL('**/account/sessions');
      const phoneHere = phone.page.getByRole('region', { name: 'Current session' });
      await phoneHere.getByRole('article', { name: /Chrome on Android/ }).waitFor();
      await phone.page.getByRole('region', { name: 'Other sessions (1)' }).getByRole('article', { name: 'Chrome on Linux' }).waitFor();
      await settle(phone.page);
      expect(await horizontalOverflow(phone.page, PHONE.width)).toBeFalsy();
      expect(await clippedTexts(phone.page)).toEqual([]);
      expect(await smallTouchTargets(phone.page)).toEqual([]);
      await expectNoSeriousViolations(phone.page, 'your sessions (phone)');
      await screenshot(phone.page, 'sessions-phone');
      await phone.page.getByRole('button', { name: 'End all other sessions' }).click();
      await phone.page.getByRole('dialog', { name: 'End all other sessions?' }).waitFor();
      await settle(phone.page);
      await screenshot(phone.page, 'sessions-phone-confirm');
      await phone.page.keyboard.press('Escape');
      await phone.page.getByRole('dialog').waitFor({ state: 'hidden' });

      // The laptop opens it from the account menu and ends the phone's session.
      await openUserMenu(laptop, email);
      await laptop.getByRole('menuitem', { name: 'Your sessions' }).click();
      await laptop.waitForURL('**/account/sessions');
      await laptop.getByRole('region', { name: 'Current session' }).getByRole('article', { name: /Chrome on Linux/ }).waitFor();
      const other = laptop.getByRole('region', { name: 'Other sessions (1)' }).getByRole('article', { name: 'Chrome on Android' });
      await other.waitFor();
      await expectNoSeriousViolations(laptop, 'your sessions (desktop)');
      await screenshot(laptop, 'sessions-desktop');
      await other.getByRole('button', { name: 'End session' }).click();
      const confirm = laptop.getByRole('dialog', { name: 'End this session?' });
      await confirm.getByText('Chrome on Android will be signed out').waitFor();
      await expectNoSeriousViolations(laptop, 'end a session (desktop)');
      await confirm.getByRole('button', { name: 'End session' }).click();
      await expectToast(laptop, 'Session ended');
      await laptop.getByText('No other sessions').waitFor();
      await settle(laptop);
      await screenshot(laptop, 'sessions-desktop-alone');

      // The phone's next request finds the session unknown and signs it out. On a busy machine a request the phone
      // makes by itself (its sessions list refreshing) can come before the navigation this test starts: either way it
      // lands on /login with the reason, and the navigation, if the page left before it, is moot.
      void (async () => {
        await phone.page.getByRole('button', { name: 'Open menu' }).click();
        await phone.page.getByRole('link', { name: 'Orders' }).click();
      })().catch(() => undefined);
      await phone.page.waitForURL('**/login');
      await expectToast(phone.page, 'Your session has ended. Please sign in again.');

      // The laptop goes on signed in.
      await laptop.reload();
      await laptop.getByRole('region', { name: 'Current session' }).getByRole('article').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await laptopContext.close();
      await phone.context.close();
    }
  });
});
