import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import { products } from '#server/db/schema/index.ts';
import { setDeadline, openShop } from '#server/testing/shop-fixtures.ts';
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

    await addToCart(page, 'Grey Goose Vodka 70cl');
    const mixDialog = page.getByRole('dialog', { name: 'Choose your mix drinks' });
    const confirm = mixDialog.getByRole('button', { name: 'Confirm' });
    expect(await confirm.isDisabled()).toBe(true);
    await mixDialog.getByRole('button', { name: 'Add Tonic Water' }).click();
    await mixDialog.getByRole('button', { name: 'Tonic Water (selected)' }).click();
    await mixDialog.getByText(msg.mixDrinkAlreadySelected).waitFor();
    await mixDialog.getByRole('button', { name: 'Add Ginger Ale' }).click();
    await mixDialog.getByRole('button', { name: 'Add Sprite' }).click();
    await mixDialog.getByRole('button', { name: 'Add Coca-Cola', exact: true }).click();
    await mixDialog.getByText(msg.tooManyMixDrinks(3)).waitFor();
    await screenshot(page, 'shop-mix-dialog-desktop');
    await confirm.click();

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

  it('claims another booking and asks for the day when lounges span days', async () => {
    const { context, page } = await newPage(suite.browser, suite.shop.url, DESKTOP);
    await signInNewGuest(page, suite.shop, 'LNG-1001');
    await page.getByRole('button', { name: msg.assignToOtherLounge }).click();
    const dialog = page.getByRole('dialog', { name: msg.assignToOtherLounge });
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await dialog.getByText(msg.enterBookingNumber).waitFor();
    await dialog.getByLabel('Booking number').fill('LNG-0000');
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await dialog.getByText(msg.invalidBooking).waitFor();
    await dialog.getByLabel('Booking number').fill('LNG-2002');
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await expectToast(page, 'Successfully assigned to VIP 2, VIP 4 and received 300 tokens!');
    await page.getByRole('banner').getByRole('link', { name: /500/ }).waitFor();
    await page.getByText('VIP 4 · Friday').waitFor();

    await addToCart(page, 'Lager 6-pack');
    const dayDialog = page.getByRole('dialog', { name: 'Choose a day' });
    // Each day with its date in the current edition ('Friday 18 September', docs/decisions/031).
    const dayChoices = await dayDialog.getByRole('button').allTextContents();
    expect(dayChoices.map((text) => text.split(' ')[0])).toEqual(expect.arrayContaining(['Thursday', 'Friday']));
    expect(dayChoices.find((text) => text.startsWith('Friday'))).toMatch(/^Friday \d{1,2} [A-Z][a-z]+/);
    await dayDialog.getByRole('button', { name: 'Friday' }).click();
    // VIP 4 is the only Friday lounge, so it is used without asking.
    await expectToast(page, 'Lager 6-pack added to cart');
    await addToCart(page, 'Snack Platter');
    await page.getByRole('dialog', { name: 'Choose a day' }).getByRole('button', { name: 'Thursday' }).click();
    // Thursday has VIP 1 and VIP 2: the lounge chooser offers just those two.
    const loungeDialog = page.getByRole('dialog', { name: 'Choose a lounge' });
    expect(await loungeDialog.getByRole('list').getByRole('button').allTextContents()).toEqual(['VIP 1', 'VIP 2']);
    await loungeDialog.getByRole('button', { name: 'VIP 2' }).click();
    await page.goto('/cart');
    await page.getByText('VIP 4 · Friday').waitFor();
    await page.getByText('VIP 2 · Thursday').waitFor();

    // A product that goes inactive leaves the stored cart on the next load, with a notice.
    await suite.shop.database.db.update(products).set({ isActive: false }).where(eq(products.name, 'Snack Platter'));
    await page.reload();
    await expectToast(page, msg.cartItemsRemoved);
    await page.getByText('Lager 6-pack').waitFor();
    expect(await page.getByText('Snack Platter').count()).toBe(0);
    await context.close();
  });

  it('shows the ended pre-order period and refuses to order', async () => {
    const { context, page } = await newPage(suite.browser, suite.shop.url, DESKTOP);
    await signInNewGuest(page, suite.shop, 'LNG-4004');
    await addToCart(page, 'Lager 6-pack');
    await expectToast(page, 'Lager 6-pack added to cart');
    await setDeadline(suite.shop.database.db, new Date(Date.now() - 60_000), 'orders@festival.example');
    try {
      await page.reload();
      await page.getByText(msg.preorderEnded).waitFor();
      await page.getByText(msg.preorderEndedContact('orders@festival.example')).waitFor();
      expect(await page.getByRole('button', { name: `${msg.addToCart}: Lager 6-pack` }).isDisabled()).toBe(true);
      await screenshot(page, 'shop-ended-desktop');
      await page.goto('/cart');
      await page.getByText(msg.preorderEnded).waitFor();
      expect(await page.getByRole('button', { name: msg.placeOrder }).isDisabled()).toBe(true);
    } finally {
      await openShop(suite.shop.database.db);
    }
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
