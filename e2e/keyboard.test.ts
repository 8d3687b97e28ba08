import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { msg } from '#shared/messages.ts';
import { DESKTOP, newPage } from './support/browser.ts';
import { GUEST_PASSWORD } from './support/flows.ts';
import { focused, tabTo } from './support/keyboard.ts';
import { seededGuest, staffSession } from './support/seed.ts';
import { useShopAndBrowser } from './support/suite.ts';

const suite = useShopAndBrowser();



const addLabel = (product: string) => `${msg.addToCart}: ${product}`;

/** The focus lands a moment after a dialog closes (Radix moves it on the next tick). */
const focusedName = (page: Page) => expect.poll(async () => (await focused(page)).name);

/** A new page at /login with the e-mail and password of a seeded guest of the lounge typed in, not yet sent. */
async function loginFilledIn(bookingNumber: string) {
  const guest = await seededGuest(suite.shop, [bookingNumber]);
  const { context, page } = await newPage(suite.browser, suite.shop.url, DESKTOP);
  await page.goto('/login');
  await page.getByLabel('Email').fill(guest.email);
  await page.getByLabel('Password').fill(GUEST_PASSWORD);
  return { guest, context, page };
}

/** Tab presses inside an open dialog never leave it (Radix's focus trap). */
async function expectFocusTrapped(page: Page, presses = 12) {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect((await focused(page)).inDialog).toBe(true);
  }
}

describe('keyboard only', () => {
  it('runs the delivery run without a mouse: the day tabs, Mark delivered, Undo and the filter', async () => {
    // LNG-5005: Skybox 1 on Saturday, with one completed order; a runner (staff) signed in.
    const { admin, staff: runner } = await staffSession(suite.shop);
    const guest = await seededGuest(suite.shop, ['LNG-5005']);
    await admin.call('POST', `/api/admin/orders/${await guest.order([{ product: 'Lager 6-pack', quantity: 1 }])}/status`, { status: 'completed' });
    const { context, page } = await newPage(suite.browser, suite.shop.url, DESKTOP);
    await runner.signInBrowser(page);
    const unseen: string[] = [];

    await page.goto('/staff/delivery?day=Friday');
    await page.getByRole('heading', { name: 'Delivery Run' }).waitFor();
    // The day's tab carries its date below its name (docs/decisions/031): 'Friday 18 September'.
    await tabTo(page, /^Friday\b/, { unseen });
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/day=Saturday/);
    await page.getByText(msg.deliveryProgress({ n: 0, m: 1 })).waitFor();

    await tabTo(page, 'Mark delivered Skybox 1', { unseen });
    await page.keyboard.press('Enter');
    await page.getByText(msg.deliveryProgress({ n: 1, m: 1 })).waitFor();
    await tabTo(page, 'Undo Skybox 1', { unseen });
    await page.keyboard.press('Enter');
    await page.getByText(msg.deliveryProgress({ n: 0, m: 1 })).waitFor();

    await tabTo(page, msg.notDeliveredYet, { unseen });
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByRole('button', { name: msg.notDeliveredYet }).getAttribute('aria-pressed')).toBe('true');
    expect(unseen).toEqual([]);
    await context.close();
  });

  it('signs in, adds to the cart through the choosers and places an order without a mouse', async () => {
    // LNG-3003: Terrace 1 and Terrace 2, both on Friday, so adding asks for the lounge.
    const guest = await seededGuest(suite.shop, ['LNG-3003']);
    const { context, page } = await newPage(suite.browser, suite.shop.url, DESKTOP);
    const unseen: string[] = [];

    await page.goto('/login');
    await tabTo(page, 'Email', { unseen });
    await page.keyboard.type(guest.email);
    await tabTo(page, 'Password', { unseen });
    await page.keyboard.type(GUEST_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/shop');
    await page.getByRole('region', { name: msg.yourLounges }).getByText('Terrace 2 · Friday').waitFor();

    // The first stop on every page skips the header.
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Skip to content');

    // A plain product: the lounge chooser opens with the focus inside, traps it, and Escape returns it.
    await tabTo(page, addLabel('Lager 6-pack'), { unseen });
    await page.keyboard.press('Enter');
    const loungeDialog = page.getByRole('dialog', { name: 'Choose a lounge' });
    await loungeDialog.waitFor();
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    await expectFocusTrapped(page);
    await page.keyboard.press('Escape');
    await loungeDialog.waitFor({ state: 'detached' });
    await focusedName(page).toBe(addLabel('Lager 6-pack'));

    await page.keyboard.press('Enter');
    // The lounge's day carries the current edition's date (docs/decisions/031): 'Terrace 2 · Friday 18 September'.
    await tabTo(page, /^Terrace 2 · Friday/, { unseen });
    await page.keyboard.press('Enter');
    const toast = page.getByRole('status').filter({ hasText: 'Lager 6-pack added to cart' });
    await toast.waitFor();
    // Notifications are announced politely (react-hot-toast's live region).
    expect(await toast.getAttribute('aria-live')).toBe('polite');
    await focusedName(page).toBe(addLabel('Lager 6-pack'));

    // A bottle: mix drinks first, then the lounge; the focus comes back to the button after both dialogs.
    await tabTo(page, addLabel('Grey Goose Vodka 70cl'), { unseen, back: true });
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Choose your mix drinks' }).waitFor();
    await tabTo(page, 'Add Sprite', { unseen });
    await page.keyboard.press('Enter');
    await tabTo(page, 'Add Tonic Water', { unseen });
    await page.keyboard.press('Enter');
    await tabTo(page, 'Confirm', { unseen });
    await page.keyboard.press('Enter');
    await loungeDialog.waitFor();
    await tabTo(page, /^Terrace 1 · Friday/, { unseen });
    await page.keyboard.press('Enter');
    await page.getByText('Grey Goose Vodka 70cl added to cart').waitFor();
    await focusedName(page).toBe(addLabel('Grey Goose Vodka 70cl'));

    // Back up to the header's cart link, then place the order from the cart.
    await tabTo(page, /^Cart, 2 items$/, { unseen, back: true });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/cart');
    await tabTo(page, 'Increase quantity of Lager 6-pack', { unseen });
    await page.keyboard.press('Enter');
    await tabTo(page, msg.placeOrder, { unseen });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/orders', { timeout: 15_000 });
    await page.getByRole('status').filter({ hasText: msg.orderPlaced }).waitFor();
    const order = page.getByRole('article').first();
    await order.getByText('Mix drinks: Sprite, Tonic Water').waitFor();
    expect(await order.textContent()).toContain(`${2 * 18 + 120} tokens`);

    expect(unseen, 'focus stops without a visible indicator').toEqual([]);
    await context.close();
  });

  it('opens Change Password from the account menu, keeps the focus in it and returns it on Escape', async () => {
    const { guest, context, page } = await loginFilledIn('LNG-4004');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/shop');

    const unseen: string[] = [];
    // The account menu's code arrives after the page (a stand-in button shows meanwhile); Radix gives its trigger an id.
    await page.locator('button[aria-haspopup="menu"][id]').waitFor();
    await tabTo(page, guest.email, { unseen });
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    // The menu opens on its first item; arrows and Home/End move between the items.
    await focusedName(page).toBe('Change Password');
    await page.keyboard.press('End');
    await focusedName(page).toBe('Sign Out');
    await page.keyboard.press('Home');
    await focusedName(page).toBe('Change Password');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.waitFor();
    await focusedName(page).toBe('Current password');
    await expectFocusTrapped(page);
    // The server names the field a wrong current password is about: the error shows under it, as an alert.
    await dialog.getByLabel('Current password').fill('not-my-password');
    await dialog.getByLabel('New password', { exact: true }).fill('another-secret-9');
    await dialog.getByLabel('Confirm new password').fill('another-secret-9');
    await dialog.getByRole('button', { name: 'Change', exact: true }).click();
    await dialog.getByRole('alert').filter({ hasText: msg.currentPasswordWrong }).waitFor();
    // A notification shown while the dialog is open is not hidden from screen readers with the page behind it.
    await page.route('**/api/auth/change-password', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL_ERROR', message: msg.unexpectedError } } }),
    );
    await dialog.getByRole('button', { name: 'Change', exact: true }).click();
    const notice = page.getByRole('status').filter({ hasText: msg.changePasswordFailed });
    await notice.waitFor();
    expect(await notice.evaluate((el) => el.closest('[aria-hidden="true"]') === null && el.getAttribute('aria-live'))).toBe('polite');
    await page.getByLabel('Current password').focus();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await focusedName(page).toBe(guest.email);
    expect(unseen).toEqual([]);
    await context.close();
  });

  it('opens the account menu on the first click or key press, even one made while the menu code is still loading', async () => {
    const { guest, context, page } = await loginFilledIn('LNG-1001');

    // The menu's code is held back until the account button has been pressed, so the press surely lands
    // on the stand-in; once the code arrives, the menu opens by itself. The hold starts before the page
    // loads, which fetches the code as soon as a signed-in header shows.
    const menuCode = /\/assets\/user-menu-[\w-]+\.js$/;
    const pressTheStandIn = async (load: () => Promise<void>, press: () => Promise<void>) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(menuCode, async (route) => {
        await held;
        await route.continue();
      });
      await load();
      await press();
      expect(await page.getByRole('menu').count()).toBe(0);
      release();
      await page.getByRole('menu').waitFor();
      await page.unroute(menuCode);
    };

    const standIn = page.getByRole('button', { name: guest.email });
    await pressTheStandIn(
      async () => {
        await page.keyboard.press('Enter');
        await page.waitForURL('**/shop');
      },
      () => standIn.click(),
    );
    await page.keyboard.press('Escape');
    await focusedName(page).toBe(guest.email);

    // A new page fetches the code afresh; this time the stand-in is reached and pressed with the keyboard.
    await pressTheStandIn(
      async () => {
        await page.reload();
      },
      async () => {
        await tabTo(page, guest.email);
        await page.keyboard.press('Enter');
      },
    );
    await context.close();
  });

  it('ties form errors to their fields, focuses the first one, and names what browsers may fill in', async () => {
    const { context, page } = await newPage(suite.browser, suite.shop.url, DESKTOP);
    await page.goto('/login');
    const email = page.getByLabel('Email');
    expect(await email.getAttribute('autocomplete')).toBe('email');
    expect(await page.getByLabel('Password').getAttribute('autocomplete')).toBe('current-password');
    await tabTo(page, 'Email');
    await page.keyboard.press('Enter');
    // The first invalid field takes the focus, so its error is read out with it.
    await focusedName(page).toBe('Email');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBeTruthy();

    await page.getByRole('button', { name: 'Need to register? Create account' }).click();
    expect(await page.getByLabel('Password').getAttribute('autocomplete')).toBe('new-password');
    const password = page.getByLabel('Password');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await focusedName(page).toBe('Email');
    // A field with a hint and an error is described by both.
    const ids = ((await password.getAttribute('aria-describedby')) ?? '').split(' ');
    expect(ids).toHaveLength(2);
    await context.close();
  });

  it('announces the countdown at most once a minute while the digits tick every second', async () => {
    const { context, page } = await newPage(suite.browser, suite.shop.url, DESKTOP);
    await page.goto('/shop');
    const countdown = page.getByRole('region', { name: 'Pre-order closes in' });
    await countdown.waitFor();
    const live = countdown.locator('[aria-live]');
    expect(await live.count()).toBe(1);
    expect(await live.getAttribute('aria-live')).toBe('polite');
    expect(await live.textContent()).toMatch(/^Pre-order closes in .*minutes?\.$/);

    const changes = await page.evaluate(async () => {
      const region = document.querySelector('[aria-live="polite"][aria-atomic="true"]')!;
      const digits = region.parentElement!.querySelector('[aria-hidden="true"]:not(svg)')!;
      let announced = 0;
      let ticked = 0;
      // Three ticks however slow the machine is; the 30 s cap keeps the window under a minute (one boundary at most).
      const started = Date.now();
      await new Promise<void>((resolve) => {
        new MutationObserver(() => announced++).observe(region, { subtree: true, childList: true, characterData: true });
        new MutationObserver(() => ++ticked >= 3 && resolve()).observe(digits, { subtree: true, childList: true, characterData: true });
        setTimeout(resolve, 30_000);
      });
      return { announced, ticked, ms: Date.now() - started };
    });
    expect(changes.ticked, `digits changed ${changes.ticked} times in ${changes.ms} ms`).toBeGreaterThanOrEqual(3);
    // A minute boundary may fall inside the window: once at most.
    expect(changes.announced).toBeLessThanOrEqual(1);
    await context.close();
  });
});
