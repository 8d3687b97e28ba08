import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { msg } from '#shared/messages.ts';
import { DESKTOP, newPage, PHONE, screenshot } from './support/browser.ts';
import { expectToast, GUEST_PASSWORD, signIn } from './support/flows.ts';
import { signInAs } from './support/session.ts';
import { seededGuest } from './support/seed.ts';
import { useShopAndBrowser } from './support/suite.ts';

// What the web app does while data is missing, late, or refused.
const suite = useShopAndBrowser();

const addButton = (page: Page, product: string) => page.getByRole('button', { name: `${msg.addToCart}: ${product}` });

/** A guest with one lounge, signed in in a new browser page, with a Lager 6-pack in the cart. */
async function guestWithLagerInCart(bookingNumber: string) {
  const guest = await seededGuest(suite.shop, [bookingNumber]);
  const { context, page } = await newPage(suite.browser, suite.shop.url, DESKTOP);
  await signInAs(page, suite.shop, guest.email);
  await page.goto('/shop');
  await addButton(page, 'Lager 6-pack').click();
  await expectToast(page, 'Lager 6-pack added to cart');
  return { guest, context, page };
}

const failWith = (status: number) => (route: Route) =>
  route.fulfill({ status, json: { error: { code: status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR', message: msg.unexpectedError } } });

describe('the web app when answers are late, missing or refused', () => {
  it("waits for the guest's lounges before Add to Cart, and offers to load them again when that fails", async () => {
    const guest = await seededGuest(suite.shop, ['LNG-3003']);
    const { context, page } = await newPage(suite.browser, suite.shop.url, DESKTOP);
    // The lounges answer only when the test says so, and first with a failure.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/me/lounges', async (route) => {
      await answered;
      await failWith(500)(route);
    });
    await signInAs(page, suite.shop, guest.email);
    await page.goto('/shop');

    const lager = addButton(page, 'Lager 6-pack');
    await lager.waitFor();
    await page.getByText('Loading your lounges...').waitFor();
    expect(await lager.isDisabled()).toBe(true);

    answer();
    const lounges = page.getByRole('region', { name: msg.yourLounges });
    await lounges.getByText('Unable to Load Your Lounges').waitFor();
    expect(await lager.isDisabled()).toBe(true);
    await screenshot(page, 'shop-lounges-failed-desktop');
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.unroute('**/api/me/lounges');
    await lounges.getByRole('button', { name: msg.tryAgain }).click();
    await lounges.getByText('Terrace 1 · Friday').waitFor();
    await lager.click();
    // Two lounges: the lounge chooser, never "Assign to Other Lounge".
    await page.getByRole('dialog', { name: 'Choose a lounge' }).waitFor();
    expect(await page.getByRole('dialog', { name: msg.assignToOtherLounge }).count()).toBe(0);
    await context.close();
  });

  it('freezes the cart and shows the order as placed while it waits before clearing the cart', async () => {
    const { context, page } = await guestWithLagerInCart('LNG-4004');
    await page.goto('/cart');

    const summary = page.getByRole('region', { name: 'Order Summary' });
    await summary.getByRole('button', { name: msg.placeOrder }).click();
    const placed = summary.getByRole('status').filter({ hasText: 'Order placed' });
    await placed.waitFor();
    const orderNumber = (await placed.textContent())?.match(/#[0-9a-f]{8}/)?.[0];
    expect(orderNumber).toBeDefined();
    await screenshot(page, 'cart-order-placed-desktop');
    for (const name of ['Increase quantity of Lager 6-pack', 'Remove Lager 6-pack']) {
      expect(await page.getByRole('button', { name }).isDisabled(), name).toBe(true);
    }

    await page.waitForURL('**/orders', { timeout: 15_000 });
    await expectToast(page, msg.orderPlaced);
    await page.getByRole('heading', { name: `Order ${orderNumber}` }).waitFor();
    await context.close();
  });

  it('signs the visitor out, says why and opens /login when the session ends elsewhere, keeping the cart', async () => {
    const { guest, context, page } = await guestWithLagerInCart('LNG-5005');

    // A password change through the guest's other session ends this browser's session on the server.
    const newPassword = 'another-night-8';
    await guest.session.call('POST', '/api/auth/change-password', {
      currentPassword: GUEST_PASSWORD,
      newPassword,
      confirmPassword: newPassword,
    });
    await page.getByRole('banner').getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL('**/login');
    await expectToast(page, 'Your session has ended. Please sign in again.');
    // Back in the shop without a reload, the header shows the visitor signed out.
    await page.getByRole('link', { name: 'Browse the shop' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }).waitFor();
    expect(await page.getByRole('banner').getByText(guest.email).count()).toBe(0);

    await signIn(page, guest.email, newPassword);
    await page.goto('/cart');
    await page.getByRole('group', { name: 'Quantity of Lager 6-pack' }).waitFor();
    await context.close();
  });

  it('shows the failed shop settings with Try Again and lets nobody order until the deadline is known', async () => {
    const { context, page } = await newPage(suite.browser, suite.shop.url, PHONE);
    await page.route('**/api/settings/public', failWith(500));
    await page.goto('/shop');
    const failed = page.getByRole('alert').filter({ hasText: 'Unable to Load the Pre-Order Period' });
    await failed.waitFor();
    const lager = addButton(page, 'Lager 6-pack');
    await lager.waitFor();
    expect(await lager.isDisabled()).toBe(true);
    await screenshot(page, 'shop-settings-failed-phone');

    await page.unroute('**/api/settings/public');
    await failed.getByRole('button', { name: msg.tryAgain }).click();
    await page.getByRole('region', { name: 'Pre-order closes in' }).waitFor();
    expect(await lager.isEnabled()).toBe(true);
    await context.close();
  });

  it('retries signing in while the gateway answers 503', async () => {
    const guest = await seededGuest(suite.shop, ['LNG-6006']);
    const { context, page } = await newPage(suite.browser, suite.shop.url, DESKTOP);
    let attempts = 0;
    await page.route('**/api/auth/login', (route) => (++attempts <= 2 ? failWith(503)(route) : route.continue()));
    await signIn(page, guest.email);
    expect(attempts).toBe(3);
    await page.getByRole('banner').getByRole('button', { name: guest.email }).waitFor();
    await context.close();
  });
});
