import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { msg } from '#shared/messages.ts';
import { DESKTOP, PHONE, SCREENSHOT_DIR, newPage, screenshot, watchConsole } from './support/browser.ts';
import { expectToast } from './support/flows.ts';
import { signInNewGuest } from './support/seed.ts';
import { horizontalOverflow } from './support/layout.ts';
import { useShopAndBrowser } from './support/suite.ts';

const suite = useShopAndBrowser();



const addToCart = (page: Page, product: string) => page.getByRole('button', { name: `${msg.addToCart}: ${product}` }).click();

/** What a phone shows without scrolling; full-page shots of a long grid are too tall to judge. */
const viewportShot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });

/** Against the phone's width, not innerWidth, which a mobile browser widens to fit overflowing content. */
async function noHorizontalScroll(page: Page) {
  expect(await horizontalOverflow(page, PHONE.width)).toBeNull();
}

describe('guest shop in the browser', () => {
  it('sends signed-out visitors to sign in when they add to the cart', async () => {
    const { context, page } = await newPage(suite.browser, suite.shop.url, DESKTOP);
    await page.goto('/shop');
    await page.getByText(msg.waterIncluded).waitFor();
    // The countdown ticks every second.
    const countdown = page.getByRole('region', { name: 'Pre-order closes in' });
    const before = await countdown.textContent();
    await expect.poll(() => countdown.textContent()).not.toBe(before);
    await addToCart(page, 'Lager 6-pack');
    await expectToast(page, msg.signInToAddToCart);
    await page.waitForURL('**/login');
    await context.close();
  });

  it('adds a bottle with mix drinks to a chosen lounge, changes the quantity, places the order and shows it on /orders', async () => {
    const { context, page } = await newPage(suite.browser, suite.shop.url, DESKTOP);
    const errors = watchConsole(page);
    // LNG-3003 holds Terrace 1 and Terrace 2, both on Friday: 600 tokens, a lounge choice but no day choice.
    await signInNewGuest(page, suite.shop, 'LNG-3003');
    const lounges = page.getByRole('region', { name: msg.yourLounges });
    await lounges.getByText('Terrace 1 · Friday').waitFor();
    await lounges.getByText('Terrace 2 · Friday').waitFor();
    await page.getByText(msg.includesMixDrinks).first().waitFor();

    // The chooser's rules (none, twice, past the maximum): src/web/components/mix-drink-chooser.test.tsx.
    await addToCart(page, 'Grey Goose Vodka 70cl');
    const mixDialog = page.getByRole('dialog', { name: 'Choose your mix drinks' });
    for (const drink of ['Tonic Water', 'Ginger Ale', 'Sprite']) await mixDialog.getByRole('button', { name: `Add ${drink}` }).click();
    await screenshot(page, 'shop-mix-dialog-desktop');
    await mixDialog.getByRole('button', { name: 'Confirm' }).click();

    const loungeDialog = page.getByRole('dialog', { name: 'Choose a lounge' });
    await loungeDialog.getByRole('button', { name: 'Terrace 2 · Friday' }).click();
    await expectToast(page, 'Grey Goose Vodka 70cl added to cart');
    await addToCart(page, 'Lager 6-pack');
    await page.getByRole('dialog', { name: 'Choose a lounge' }).getByRole('button', { name: 'Terrace 1 · Friday' }).click();
    await screenshot(page, 'shop-desktop');

    await page.getByRole('banner').getByRole('link', { name: /cart/i }).click();
    await page.waitForURL('**/cart');
    await page.getByText('Free mix drinks: Tonic Water, Ginger Ale, Sprite').waitFor();
    await page.getByText('Terrace 2 · Friday').waitFor();
    await page.getByRole('button', { name: 'Increase quantity of Grey Goose Vodka 70cl' }).click();
    // The cart survives a reload (localStorage, per account).
    await page.reload();
    const vodka = page.getByRole('group', { name: 'Quantity of Grey Goose Vodka 70cl' });
    expect(await vodka.locator('output').textContent()).toBe('2');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    expect(await summary.textContent()).toContain('Total items3');
    expect(await summary.textContent()).toContain('Total tokens258');
    await screenshot(page, 'cart-desktop');

    await summary.getByRole('button', { name: msg.placeOrder }).click();
    await summary.getByRole('button', { name: 'Processing...' }).waitFor();
    await page.waitForURL('**/orders', { timeout: 15_000 });
    await expectToast(page, msg.orderPlaced);
    const order = page.getByRole('article').first();
    await order.getByText('Pending').waitFor();
    await order.getByText('Grey Goose Vodka 70cl').waitFor();
    await order.getByText('Mix drinks: Ginger Ale, Sprite, Tonic Water').waitFor();
    await order.getByText('Terrace 2 · Friday').waitFor();
    expect(await order.textContent()).toContain('258 tokens');
    await page.getByRole('banner').getByRole('link', { name: /342/ }).waitFor();
    await screenshot(page, 'orders-desktop');

    // The cart is empty now.
    await page.goto('/cart');
    await page.getByText(msg.cartEmpty).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  // The claim form's refusals, the day and lounge choosers, the ended pre-order and a stored line whose product is no
  // longer sold are component tests (src/web/features/shop/assign-lounge-dialog.test.tsx, shop-page.test.tsx,
  // src/web/features/cart/cart-page.test.tsx, docs/decisions/029-component-tests.md).
  it('claims another booking: its lounges and tokens arrive', async () => {
    const { context, page } = await newPage(suite.browser, suite.shop.url, DESKTOP);
    await signInNewGuest(page, suite.shop, 'LNG-1001');
    await page.getByRole('button', { name: msg.assignToOtherLounge }).click();
    const dialog = page.getByRole('dialog', { name: msg.assignToOtherLounge });
    await dialog.getByLabel('Booking number').fill('LNG-2002');
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await expectToast(page, 'Successfully assigned to VIP 2, VIP 4 and received 300 tokens!');
    await page.getByRole('banner').getByRole('link', { name: /500/ }).waitFor();
    await page.getByText('VIP 4 · Friday').waitFor();
    await context.close();
  });

  it('fits a phone: /shop and /cart at 375px', async () => {
    const { context, page } = await newPage(suite.browser, suite.shop.url, PHONE);
    await signInNewGuest(page, suite.shop, 'LNG-5005');
    await page.getByText('Skybox 1 · Saturday').waitFor();
    await noHorizontalScroll(page);
    await screenshot(page, 'shop-phone');
    await viewportShot(page, 'shop-phone-top');
    await addToCart(page, "Hendrick's Gin 70cl");
    const mixDialog = page.getByRole('dialog', { name: 'Choose your mix drinks' });
    await mixDialog.getByRole('button', { name: 'Add Tonic Water' }).click();
    await viewportShot(page, 'shop-mix-dialog-phone');
    await mixDialog.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, "Hendrick's Gin 70cl added to cart");
    await page.goto('/cart');
    await page.getByText('Free mix drinks: Tonic Water').waitFor();
    await noHorizontalScroll(page);
    await screenshot(page, 'cart-phone');
    await context.close();
  });
});
