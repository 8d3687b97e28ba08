import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { LOUNGE_DAYS, type LoungeDay } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import { DESKTOP, PHONE, screenshot, watchConsole } from './support/browser.ts';
import { expectToast } from './support/flows.ts';
import { adminSession, seededGuest } from './support/seed.ts';
import { adminPage as openAdminPage } from './support/session.ts';
import { useShopAndBrowser } from './support/suite.ts';

const suite = useShopAndBrowser();

const adminPage = (viewport = DESKTOP) => openAdminPage(suite, viewport);

type AdminUser = { id: string; email: string; tokenBalance: number };
async function userByEmail(email: string) {
  const { users } = await (await adminSession(suite.shop)).call<{ users: AdminUser[] }>('GET', '/api/admin/users');
  return users.find((u) => u.email === email)!;
}

async function openManualOrder(page: Page, guestEmail: string) {
  await page.goto('/admin/orders');
  await page.getByRole('button', { name: msg.createManualOrder }).click();
  const dialog = page.getByRole('dialog', { name: msg.createManualOrder });
  await dialog.getByLabel('Search users').fill(guestEmail);
  await dialog.getByRole('button', { name: new RegExp(guestEmail) }).click();
  return dialog;
}

async function chooseMixDrinks(page: Page, drinks: string[]) {
  const chooser = page.getByRole('dialog', { name: 'Choose your mix drinks' });
  for (const drink of drinks) await chooser.getByRole('button', { name: `Add ${drink}` }).click();
  await chooser.getByRole('button', { name: 'Confirm' }).click();
  await chooser.waitFor({ state: 'hidden' });
}

/** Elements inside `root` (itself excluded) that scroll vertically on their own. */
const innerScrollers = (root: Locator) =>
  root.evaluate((el) =>
    [...el.querySelectorAll('*')].filter((child) => {
      const { overflowY } = getComputedStyle(child);
      return (overflowY === 'auto' || overflowY === 'scroll') && child.scrollHeight > child.clientHeight + 1;
    }).length,
  );

const lineCount = async (locator: Locator) => {
  const box = await locator.boundingBox();
  const lineHeight = await locator.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  return Math.round(box!.height / lineHeight);
};

// The manual order dialog's lounge choice, disabled Create, changing drinks and the no-lounge choice are component
// tests (src/web/features/admin/orders/manual-order-dialog.test.tsx, docs/decisions/029-component-tests.md).
describe('back office: manual orders that get packed', () => {
  it('gives each line a lounge from the guest (or, on purpose, none) and bottles their mix drinks, and the packing list shows them', async () => {
    // LNG-3003: Terrace 1 and Terrace 2, both on Friday, so the admin chooses a lounge per line.
    const guest = await seededGuest(suite.shop, ['LNG-3003']);
    const { context, page } = await adminPage();
    const errors = watchConsole(page);
    const dialog = await openManualOrder(page, guest.email);

    await dialog.getByRole('button', { name: 'Add Grey Goose Vodka 70cl' }).click();
    await chooseMixDrinks(page, ['Tonic Water']);
    await dialog.getByLabel('Lounge for Grey Goose Vodka 70cl').selectOption({ label: 'Terrace 2 · Friday' });
    // A line without a lounge, chosen on purpose: it is never packed.
    await dialog.getByRole('button', { name: 'Add Lager 6-pack' }).click();
    await dialog.getByLabel('Lounge for Lager 6-pack').selectOption({ label: msg.noLoungeNotPacked });
    await screenshot(page, 'back-office-manual-order-lines-desktop');
    await dialog.getByRole('button', { name: msg.createOrder }).click();
    await expectToast(page, msg.manualOrderCreated({ free: 'no' }));

    // Manual orders are completed at once, so Friday's packing list has the vodka, with its drink, for Terrace 2.
    await page.goto('/admin/packing?day=Friday&view=lounge');
    const terrace2 = page.getByRole('region', { name: 'Terrace 2' });
    await terrace2.getByText('Grey Goose Vodka 70cl').waitFor();
    await terrace2.getByText('Tonic Water x1').filter({ visible: true }).waitFor();
    expect(await page.getByText('Lager 6-pack').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  // The only lounge preselected: manual-order-dialog.test.tsx.
  it('keeps one scrolling area on a phone', async () => {
    const guest = await seededGuest(suite.shop, ['LNG-4004']);
    const { context, page } = await adminPage(PHONE);
    const dialog = await openManualOrder(page, guest.email);
    await dialog.getByRole('button', { name: "Add Hendrick's Gin 70cl" }).click();
    await chooseMixDrinks(page, ['Tonic Water']);
    await dialog.getByRole('button', { name: 'Add Still Water 1L' }).click();
    expect(await innerScrollers(dialog)).toBe(0);
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.screenshot({ path: 'test-results/screenshots/back-office-manual-order-phone.png' });
    await dialog.getByRole('button', { name: msg.createOrder }).click();
    await expectToast(page, msg.manualOrderCreated({ free: 'no' }));
    await context.close();
  });
});

// The lounges' order, the questions before assigning and moving, and the users search are component tests
// (src/web/features/admin/lounges/admin-lounges-page.test.tsx, src/web/features/admin/users/admin-users-page.test.tsx).
describe('back office: lounges and users that scan', () => {
  it('assigns a lounge, which grants its tokens, and moves it to another guest, which moves none', async () => {
    const [first, second] = [await seededGuest(suite.shop, ['LNG-1001']), await seededGuest(suite.shop, ['LNG-6006'])];
    const { context, page } = await adminPage();
    const errors = watchConsole(page);
    await page.goto('/admin/lounges');
    const table = page.getByRole('region', { name: 'Lounges' });
    await table.getByRole('button', { name: 'Assign user to VIP 3' }).waitFor();

    // Edit and the second action (Assign or Move) sit in the same place on every row.
    for (const name of [/^Edit /, /^(Assign user to|Move) /]) {
      const lefts = await table.getByRole('button', { name }).evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().left)));
      expect(new Set(lefts).size).toBe(1);
    }

    const firstBefore = (await userByEmail(first.email)).tokenBalance;
    await table.getByRole('button', { name: 'Assign user to VIP 3' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign User to VIP 3' });
    await assign.getByLabel('Search users').fill(first.email);
    await assign.getByRole('button', { name: `Assign ${first.email}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Assign lounge' });
    await screenshot(page, 'back-office-assign-confirmation-desktop');
    await confirm.getByRole('button', { name: 'Assign' }).click();
    await expectToast(page, msg.userAssigned);
    expect((await userByEmail(first.email)).tokenBalance).toBe(firstBefore + 150);
    // The whole address on one line at 1280 px.
    expect(await lineCount(table.locator('tr', { hasText: 'VIP 3' }).getByText(first.email, { exact: true }))).toBe(1);

    // Wrong guest: move VIP 3 to the second guest; the tokens stay where the ledger put them.
    const secondBefore = (await userByEmail(second.email)).tokenBalance;
    await table.getByRole('button', { name: 'Move VIP 3 to another guest' }).click();
    const move = page.getByRole('dialog', { name: 'Move VIP 3 to another guest' });
    await move.getByLabel('Search users').fill(second.email);
    await move.getByRole('button', { name: `Move to ${second.email}` }).click();
    const confirmMove = page.getByRole('dialog', { name: 'Move lounge' });
    await confirmMove.waitFor();
    await screenshot(page, 'back-office-move-lounge-desktop');
    await confirmMove.getByRole('button', { name: 'Move' }).click();
    await expectToast(page, msg.loungeMoved({ email: second.email }));
    await table.getByRole('button', { name: `Unassign ${second.email} from VIP 3` }).waitFor();
    expect((await userByEmail(first.email)).tokenBalance).toBe(firstBefore + 150);
    expect((await userByEmail(second.email)).tokenBalance).toBe(secondBefore);
    await screenshot(page, 'back-office-lounges-desktop');
    expect(errors).toEqual([]);
    await context.close();

    const phone = await adminPage(PHONE);
    await phone.page.goto('/admin/lounges');
    await phone.page.getByRole('button', { name: 'Move VIP 3 to another guest' }).click();
    await phone.page.getByRole('dialog', { name: 'Move VIP 3 to another guest' }).getByLabel('Search users').waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone.page, 'back-office-move-lounge-phone');
    await phone.context.close();
  });

  it("opens one guest's page from the users table: lounges, orders, statement and the actions", async () => {
    const guest = await seededGuest(suite.shop, ['LNG-5005']);
    const orderId = await guest.order([{ product: "Hendrick's Gin 70cl", quantity: 1, mixDrinks: ['Tonic Water'] }]);
    for (const [viewport, suffix] of [[DESKTOP, 'desktop'], [PHONE, 'phone']] as const) {
      const { context, page } = await adminPage(viewport);
      const errors = watchConsole(page);
      await page.goto('/admin/users');
      await page.getByLabel('Search by e-mail').fill(guest.email);
      const link = page.getByRole('link', { name: guest.email }).filter({ visible: true });
      await link.waitFor();
      if (viewport === DESKTOP) expect(await lineCount(link.locator('span'))).toBe(1);
      await link.click();
      await page.waitForURL(/\/admin\/users\/[0-9a-f-]{36}$/);
      await page.getByRole('heading', { level: 1, name: guest.email }).waitFor();
      await page.getByRole('region', { name: 'Lounges (1)' }).getByText('Skybox 1 · Saturday').waitFor();
      await page.getByRole('region', { name: 'Orders (1)' }).getByRole('heading', { name: `Order #${orderId.slice(0, 8)}` }).waitFor();
      await page.getByRole('region', { name: 'Token statement' }).getByText('+500').first().waitFor();
      expect(await page.title()).toBe('Guest · Admin · Lounge Pre-Order');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `back-office-guest-page-${suffix}`);
      expect(errors).toEqual([]);
      await context.close();
    }

    // The existing actions work from the page: a balance edit shows up in the statement, a reset mail goes out.
    const { context, page } = await adminPage();
    await page.goto('/admin/users');
    await page.getByLabel('Search by e-mail').fill(guest.email);
    await page.getByRole('link', { name: guest.email }).filter({ visible: true }).click();
    await page.getByRole('button', { name: `Edit tokens of ${guest.email}` }).click();
    const balance = (await userByEmail(guest.email)).tokenBalance;
    await page.getByLabel('New balance (tokens)').fill(String(balance + 7));
    await page.getByLabel('Reason').fill('Bottle of Prosecco broken at delivery');
    await page.getByRole('button', { name: 'Save Balance' }).click();
    const adjustment = page.getByRole('region', { name: 'Token statement' }).getByRole('row').filter({ hasText: '+7' });
    await adjustment.getByText('Reason: Bottle of Prosecco broken at delivery').waitFor();
    await page.getByRole('button', { name: `Send Reset password e-mail to ${guest.email}` }).click();
    await expectToast(page, msg.resetEmailSent({ email: guest.email }));
    await context.close();
  });
});

describe('back office: a packing list that reads well', () => {
  // Searches that find nothing: src/web/features/admin/packing/admin-packing-page.test.tsx.
  it('opens on the first day with orders, lines up By Lounge and keeps mix drinks whole on a phone', async () => {
    // Two lounges of its own on Saturday, so the other tests' guests do not matter here.
    const admin = await adminSession(suite.shop);
    for (const table of ['1', '2']) {
      const bookingNumber = `PACK-${table}`;
      await admin.call('POST', '/api/admin/lounges', { tableNumber: table, category: 'Cabana', day: 'Saturday', minimumConsumptionTokens: 500, bookingNumber });
      const guest = await seededGuest(suite.shop, [bookingNumber]);
      const id = await guest.order([{ product: 'Grey Goose Vodka 70cl', quantity: 1, mixDrinks: ['Tonic Water', 'Ginger Ale', 'Cranberry Juice'] }]);
      await admin.call('POST', `/api/admin/orders/${id}/status`, { status: 'completed' });
    }
    const { dayCounts } = await admin.call<{ dayCounts: Record<LoungeDay, number> }>('GET', '/api/admin/packing?day=Thursday');
    const firstDay = LOUNGE_DAYS.find((d) => dayCounts[d] > 0)!;
    expect(firstDay).not.toBe('Thursday');

    const { context, page } = await adminPage();
    await page.goto('/admin/packing');
    await page.waitForURL(new RegExp(`day=${firstDay}`));
    expect(await page.getByRole('tab', { name: new RegExp(`^${firstDay}`) }).getAttribute('aria-selected')).toBe('true');

    await page.goto('/admin/packing?day=Saturday&view=lounge');
    await page.getByRole('region', { name: 'Cabana 2' }).waitFor();
    const qtyLefts = await page.getByRole('columnheader', { name: 'Qty' }).evaluateAll((cells) => cells.map((c) => Math.round(c.getBoundingClientRect().left)));
    expect(qtyLefts.length).toBeGreaterThan(1);
    expect(new Set(qtyLefts).size).toBe(1);
    await screenshot(page, 'back-office-packing-by-lounge-desktop');
    await context.close();

    const phone = await adminPage(PHONE);
    await phone.page.goto('/admin/packing?day=Saturday&view=lounge');
    const drink = phone.page.getByRole('region', { name: 'Cabana 2' }).getByText('Cranberry Juice x1').filter({ visible: true });
    await drink.waitFor();
    expect(await lineCount(drink)).toBe(1);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone.page, 'back-office-packing-by-lounge-phone');
    await phone.context.close();
  });
});
