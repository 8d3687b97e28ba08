import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { shortId } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import { profiles } from '#server/db/schema/index.ts';
import { DESKTOP, PHONE, SCREENSHOT_DIR, newPage, screenshot, watchConsole } from './support/browser.ts';
import { expectToast } from './support/flows.ts';
import { seededGuest, signInNewGuest } from './support/seed.ts';
import { adminPage as openAdminPage } from './support/session.ts';
import { useShopAndBrowser } from './support/suite.ts';

const suite = useShopAndBrowser();



type Named = { id: string; name: string };

/**
 * A guest registered through the API with a demo booking number, signed in in a browser page, who orders
 * through the real checkout API from the same browser (page.request shares the session cookie).
 */
async function guestWithOrder(bookingNumber: string, lines: { product: string; quantity: number; mixDrinks?: string[] }[]) {
  const { context, page } = await newPage(suite.browser, suite.shop.url, DESKTOP);
  const email = await signInNewGuest(page, suite.shop, bookingNumber);
  const origin = { origin: suite.shop.url };
  const { products } = (await (await page.request.get('/api/products')).json()) as { products: Named[] };
  const { mixDrinks } = (await (await page.request.get('/api/mix-drinks')).json()) as { mixDrinks: Named[] };
  const { lounges } = (await (await page.request.get('/api/me/lounges')).json()) as { lounges: { id: string }[] };
  const idOf = (list: Named[], name: string) => list.find((item) => item.name === name)!.id;
  const items = lines.map((line) => ({
    productId: idOf(products, line.product),
    quantity: line.quantity,
    loungeId: lounges[0]!.id,
    ...(line.mixDrinks ? { mixDrinkIds: line.mixDrinks.map((m) => idOf(mixDrinks, m)) } : {}),
  }));
  const res = await page.request.post('/api/checkout', { data: { items, idempotencyKey: randomUUID() }, headers: origin });
  expect(res.status(), await res.text()).toBe(201);
  const { order, tokenBalance } = (await res.json()) as { order: { id: string; totalTokens: number }; tokenBalance: number };
  return { context, page, email, order, tokenBalance };
}

const adminPage = (viewport = DESKTOP) => openAdminPage(suite, viewport);

const orderRow = (page: Page, orderId: string) => page.getByRole('row').filter({ hasText: `#${shortId(orderId)}` });

async function findOrder(page: Page, email: string) {
  await page.goto('/admin/orders');
  await page.getByLabel('Search').fill(email);
  await page.getByText('Showing 1 to').waitFor();
}

async function noHorizontalScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function balanceOf(email: string) {
  const [row] = await suite.shop.database.db.select({ b: profiles.tokenBalance }).from(profiles).where(eq(profiles.email, email));
  return row!.b;
}

describe('orders and packing lists in the back office', () => {
  // The details' lines, the packing list's tables, search, CSV link and empty states are component tests
  // (src/web/features/admin/orders/admin-orders-page.test.tsx, src/web/features/admin/packing/admin-packing-page.test.tsx).
  it("completes a guest's order, which then shows on the packing list under its day and lounge, and prints", async () => {
    // LNG-1001 is VIP 1 on Thursday, 200 tokens.
    const guest = await guestWithOrder('LNG-1001', [
      { product: 'Grey Goose Vodka 70cl', quantity: 1, mixDrinks: ['Tonic Water', 'Ginger Ale'] },
      { product: 'Lager 6-pack', quantity: 2 },
    ]);
    await guest.context.close();
    // A second Thursday lounge (LNG-2002: VIP 2 on Thursday and VIP 4 on Friday), completed through the API.
    const other = await guestWithOrder('LNG-2002', [{ product: 'Prosecco DOC 75cl', quantity: 1 }]);
    await other.context.close();

    const { context, page } = await adminPage();
    const errors = watchConsole(page);
    await findOrder(page, guest.email);
    const row = orderRow(page, guest.order.id);
    await row.getByText('Pending').waitFor();
    await row.getByText(String(guest.order.totalTokens), { exact: true }).waitFor();

    await row.getByRole('button', { name: `View details of order #${shortId(guest.order.id)}` }).click();
    const details = page.getByRole('dialog', { name: `Order #${shortId(guest.order.id)}` });
    await details.getByText('Mix drinks: Ginger Ale x1, Tonic Water x1').waitFor();
    await screenshot(page, 'admin-order-details-desktop');
    await details.getByRole('button', { name: 'Complete' }).click();
    await expectToast(page, msg.orderStatusChanged({ status: 'completed' }));
    await details.getByText('Completed').waitFor();
    await page.keyboard.press('Escape');
    await row.getByText('Completed').waitFor();
    await screenshot(page, 'admin-orders-desktop');

    const completed = await page.request.post(`/api/admin/orders/${other.order.id}/status`, {
      data: { status: 'completed' },
      headers: { origin: suite.shop.url },
    });
    expect(completed.status()).toBe(200);
    await page.goto('/admin/packing?day=Thursday');
    await page.getByRole('tab', { name: 'Thursday (2)' }).waitFor();
    await page.getByRole('tab', { name: 'Friday (0)' }).waitFor();
    const summary = page.getByRole('region', { name: msg.totalProductsHeading });
    await summary.getByRole('row', { name: 'Grey Goose Vodka 70cl 1' }).waitFor();
    await screenshot(page, 'admin-packing-summary-desktop');

    await page.getByRole('button', { name: msg.byLounge }).click();
    const vip1 = page.getByRole('region', { name: 'VIP 1' });
    await vip1.getByText(guest.email).waitFor();
    await vip1.getByRole('row', { name: `Lager 6-pack #${shortId(guest.order.id)} 2` }).waitFor();
    // The drinks sit in their column here; a phone shows them in a row of their own (hidden at this width).
    await vip1.getByText('Ginger Ale x1').filter({ visible: true }).waitFor();
    await screenshot(page, 'admin-packing-lounge-desktop');
    // The CSV link on screen, as the browser sends it with the session cookie.
    const csv = await page.request.get((await page.getByRole('link', { name: msg.exportCsv }).getAttribute('href'))!);
    expect(await csv.text()).toContain(`VIP 1,${guest.email},${shortId(guest.order.id)},Lager 6-pack,2,`);

    // Print: no site header, sidebar or buttons; the list rendered to PDF by Chromium.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Admin' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: msg.printList }).isVisible()).toBe(false);
    expect(await vip1.isVisible()).toBe(true);
    // When it was printed, in the festival's time zone (CET or CEST), for the bar team's wall.
    await page.getByText(/^Printed \d{1,2} \S+ \d{4}, \d\d:\d\d CES?T$/).waitFor();
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const pdf = await page.pdf({ path: `${SCREENSHOT_DIR}/admin-packing-print.pdf`, format: 'A4', printBackground: true });
    // VIP 1 and VIP 2, each on a page of its own.
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length).toBe(2);
    await page.emulateMedia({ media: 'screen' });
    expect(errors).toEqual([]);
    await context.close();
  });

  // The refund's and the cancel's questions and which actions each state offers: admin-orders-page.test.tsx.
  it("refunds an order and the guest's balance is restored", async () => {
    // LNG-5005 is Skybox 1 on Saturday, 500 tokens.
    const guest = await guestWithOrder('LNG-5005', [{ product: "Hendrick's Gin 70cl", quantity: 2, mixDrinks: ['Tonic Water'] }]);
    expect(guest.tokenBalance).toBe(500 - 220);

    const { context, page } = await adminPage();
    await findOrder(page, guest.email);
    const row = orderRow(page, guest.order.id);
    await row.getByRole('button', { name: `Refund order #${shortId(guest.order.id)} (220 tokens)` }).click();
    await page.getByRole('dialog', { name: 'Refund Order' }).getByRole('button', { name: 'Refund' }).click();
    await expectToast(page, msg.orderRefunded({ tokens: 220 }));
    await row.getByText('Cancelled').waitFor();
    expect(await balanceOf(guest.email)).toBe(500);

    // The guest sees the tokens back.
    await guest.page.reload();
    await guest.page.getByRole('banner').getByRole('link', { name: /500/ }).waitFor();
    await guest.context.close();
    await context.close();
  });

  // The dialog's lines, quantities, totals, balance hint, lounge choice and Free: manual-order-dialog.test.tsx.
  it('creates a free and a paid manual order', async () => {
    const guest = await guestWithOrder('LNG-4004', [{ product: 'Still Water 1L', quantity: 1 }]);
    await guest.context.close();
    const start = await balanceOf(guest.email); // VIP 5, 250 tokens, minus 4
    expect(start).toBe(246);

    const { context, page } = await adminPage();
    const errors = watchConsole(page);
    await page.goto('/admin/orders');
    await page.getByRole('button', { name: msg.createManualOrder }).click();
    const dialog = page.getByRole('dialog', { name: msg.createManualOrder });
    const create = dialog.getByRole('button', { name: msg.createOrder });
    await dialog.getByLabel('Search users').fill(guest.email);
    await dialog.getByRole('button', { name: new RegExp(guest.email) }).click();
    // Free: Moët three times (285), more than the balance.
    await dialog.getByRole('button', { name: 'Add Moët & Chandon Brut 75cl' }).click();
    await dialog.getByLabel('Quantity of Moët & Chandon Brut 75cl', { exact: true }).fill('3');
    await dialog.getByRole('group', { name: 'Change quantity of Moët & Chandon Brut 75cl' }).screenshot({ path: `${SCREENSHOT_DIR}/admin-manual-order-quantity.png` });
    await dialog.getByLabel(msg.freeOrder).check();
    await screenshot(page, 'admin-manual-order-desktop');
    await create.click();
    await expectToast(page, msg.manualOrderCreated({ free: 'yes' }));
    expect(await balanceOf(guest.email)).toBe(246);

    // Paid: two Prosecco, 80 tokens.
    await page.getByRole('button', { name: msg.createManualOrder }).click();
    await dialog.getByLabel('Search users').fill(guest.email);
    await dialog.getByRole('button', { name: new RegExp(guest.email) }).click();
    await dialog.getByRole('button', { name: 'Add Prosecco DOC 75cl' }).click();
    await dialog.getByLabel('Quantity of Prosecco DOC 75cl', { exact: true }).fill('2');
    await create.click();
    await expectToast(page, msg.manualOrderCreated({ free: 'no' }));
    expect(await balanceOf(guest.email)).toBe(166);

    await findOrder(page, guest.email);
    await page.getByText('Showing 1 to 3 of 3 orders').waitFor();
    await page.getByRole('region', { name: 'Orders' }).getByText('Manual · Free').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  // The lounges' order in the filter and in each line: admin-orders-page.test.tsx, manual-order-dialog.test.tsx.
  it('manual order at phone width: an added line shown and highlighted', async () => {
    const guest = await seededGuest(suite.shop, ['LNG-6006']);
    const { context, page } = await adminPage(PHONE);
    const errors = watchConsole(page);
    await page.goto('/admin/orders');
    await page.getByRole('button', { name: msg.createManualOrder }).click();
    const dialog = page.getByRole('dialog', { name: msg.createManualOrder });
    await dialog.getByLabel('Search users').fill(guest.email);
    await dialog.getByRole('button', { name: new RegExp(guest.email) }).click();
    const inView = (product: string) =>
      dialog.getByLabel(`Lounge for ${product}`).evaluate((select) => {
        const box = select.closest('li')!.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
    const highlighted = dialog.locator('li[data-just-added]');

    // The catalogue's list stands between the Add buttons and the lines: the new line is scrolled to and lit up.
    await dialog.getByRole('button', { name: 'Add Prosecco DOC 75cl' }).click();
    await expect.poll(() => inView('Prosecco DOC 75cl')).toBe(true);
    expect(await highlighted.getByLabel('Lounge for Prosecco DOC 75cl').count()).toBe(1);
    await screenshot(page, 'admin-manual-order-added-phone');
    // Briefly: the highlight goes by itself.
    await expect.poll(() => highlighted.count()).toBe(0);

    // With reduced motion the line is still brought into view and marked, without the fade.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await dialog.getByRole('button', { name: 'Add Still Water 1L' }).click();
    await expect.poll(() => inView('Still Water 1L')).toBe(true);
    expect(await highlighted.getByLabel('Lounge for Still Water 1L').count()).toBe(1);
    expect(await highlighted.evaluate((li) => getComputedStyle(li).transitionProperty)).toBe('none');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works at phone width: orders as cards, dialogs and the packing list without sideways scrolling', async () => {
    const { context, page } = await adminPage(PHONE);
    await page.goto('/admin/orders');
    await page.getByText(/^Showing 1 to/).waitFor();
    await noHorizontalScroll(page, PHONE.width);
    await screenshot(page, 'admin-orders-phone');
    await page.getByRole('button', { name: /^View details of order/ }).first().click();
    await page.getByRole('dialog').getByText('Items').waitFor();
    await screenshot(page, 'admin-order-details-phone');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: msg.createManualOrder }).click();
    await page.getByRole('dialog', { name: msg.createManualOrder }).getByLabel('Search users').waitFor();
    await screenshot(page, 'admin-manual-order-phone');
    await page.keyboard.press('Escape');

    await page.goto('/admin/packing?day=Thursday&view=lounge');
    await page.getByRole('region', { name: 'VIP 1' }).waitFor();
    await noHorizontalScroll(page, PHONE.width);
    await screenshot(page, 'admin-packing-phone');
    await context.close();
  });
});
