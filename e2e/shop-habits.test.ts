import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { msg } from '#shared/messages.ts';
import { DESKTOP, PHONE, SCREENSHOT_DIR, newPage, screenshot } from './support/browser.ts';
import { GUEST_PASSWORD, uniqueEmail } from './support/flows.ts';
import { HttpSession, adminSession, seededGuest } from './support/seed.ts';
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

const titleIs = (page: Page, title: string) => expect.poll(() => page.title()).toBe(title);

describe('habits people bring to the shop and their account', () => {
  it('signing in returns to the page a signed-out visitor asked for, else to /shop', async () => {
    const { email } = await seededGuest(suite.shop, ['LNG-3003']);
    for (const wanted of ['/orders', '/tokens']) {
      const { context, page } = await newPage(suite.browser, suite.shop.url, DESKTOP);
      await page.goto(wanted);
      await page.waitForURL('**/login');
      await signInHere(page, email);
      await page.waitForURL(`**${wanted}`);
      if (wanted === '/orders') await titleIs(page, 'Orders · Lounge Pre-Order');
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

  // A wrong current password under its field: src/web/features/auth/change-password-dialog.test.tsx
  // (docs/decisions/029-component-tests.md).
  it('offers an applicant neither Add to Cart nor Assign to Other Lounge, and says why once', async () => {
    const applicant = new HttpSession(suite.shop.url);
    await applicant.call('POST', '/api/auth/apply', { email: uniqueEmail('applicant'), password: GUEST_PASSWORD, bookingNumber: 'UNKNOWN-15' });
    for (const [viewport, name] of [[DESKTOP, 'desktop'], [PHONE, 'phone']] as const) {
      const { context, page } = await newPage(suite.browser, suite.shop.url, viewport);
      await applicant.signInBrowser(page);
      await page.goto('/shop');
      await page.getByRole('heading', { name: 'Lager 6-pack' }).waitFor();
      await page.getByText(msg.accountInactive).waitFor();
      expect(await page.getByText(msg.accountInactive).count()).toBe(1);
      expect(await page.getByRole('button', { name: new RegExp(msg.addToCart) }).count()).toBe(0);
      expect(await page.getByRole('button', { name: msg.assignToOtherLounge }).count()).toBe(0);
      await screenshot(page, `habits-applicant-shop-${name}`);
      await context.close();
    }
  });

  // The mix drinks past the maximum, described as unavailable: src/web/components/mix-drink-chooser.test.tsx.
  it('filters the shop by the categories the cards show and keeps the cart total and Place Order in view on a phone', async () => {
    const { context, page } = await newPage(suite.browser, suite.shop.url, PHONE);
    await seededGuest(suite.shop, ['LNG-5005']).then(({ session }) => session.signInBrowser(page));
    await page.goto('/shop');
    const categories = page.getByRole('group', { name: 'Category' });
    // The chips name the products' own categories (seed.ts), the words on the cards.
    await categories.getByRole('button', { name: 'All' }).waitFor();
    expect(await categories.getByRole('button').allTextContents()).toEqual(['All', 'Spirits', 'Bubbles', 'Wine', 'Beer', 'Soft', 'Food']);
    await categories.getByRole('button', { name: 'Wine', exact: true }).click();
    await page.waitForURL('**/shop?category=Wine');
    await page.getByRole('heading', { name: 'Pinot Noir 75cl' }).waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Lager 6-pack' }).count()).toBe(0);
    expect(await categories.getByRole('button', { name: 'Wine', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/habits-shop-wine-phone.png` });
    await categories.getByRole('button', { name: 'All' }).click();
    await page.getByRole('heading', { name: 'Lager 6-pack' }).waitFor();

    // A long cart: the total and Place Order stay at the foot of the screen from the top of the page down.
    for (const product of ['Lager 6-pack', 'Craft IPA 6-pack', 'Still Water 1L', 'Sparkling Water 1L', 'Snack Platter', 'Red Bull 4-pack']) {
      await page.getByRole('button', { name: `${msg.addToCart}: ${product}` }).click();
      await page.getByText(`${product} added to cart`).first().waitFor();
    }
    await page.goto('/cart');
    const place = page.getByRole('button', { name: msg.placeOrder });
    await place.waitFor();
    expect(await place.count()).toBe(1);
    for (const y of [0, 400]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(async () => {
        const box = await place.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
      }).toBe(true);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENSHOT_DIR}/habits-cart-sticky-phone.png` });
    await context.close();

    // Wider screens keep the summary's own button, once.
    const desktop = await newPage(suite.browser, suite.shop.url, DESKTOP);
    await seededGuest(suite.shop, ['LNG-6006']).then(({ session }) => session.signInBrowser(desktop.page));
    await desktop.page.goto('/shop?category=Wine');
    await desktop.page.getByRole('heading', { name: 'Pinot Noir 75cl' }).waitFor();
    await screenshot(desktop.page, 'habits-shop-wine-desktop');
    await desktop.page.getByRole('button', { name: `${msg.addToCart}: Pinot Noir 75cl` }).click();
    await desktop.page.goto('/cart');
    await desktop.page.getByRole('region', { name: 'Order Summary' }).getByRole('button', { name: msg.placeOrder }).waitFor();
    expect(await desktop.page.getByRole('button', { name: msg.placeOrder }).count()).toBe(1);
    await desktop.context.close();
  });
});
