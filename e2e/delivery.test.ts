import { describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import { editions, lounges, orderItems } from '#server/db/schema/index.ts';
import { defaultDeliveryDay } from '#server/modules/orders/delivery/delivery.service.ts';
import { findSeriousViolations } from './support/axe.ts';
import { DESKTOP, PHONE, newPage, screenshot, watchConsole } from './support/browser.ts';
import { horizontalOverflow, smallTouchTargets } from './support/layout.ts';
import { HttpSession, adminSession, seededGuest, staffSession } from './support/seed.ts';
import { useShopAndBrowser } from './support/suite.ts';

const suite = useShopAndBrowser();

/**
 * Thursday: VIP 1 with one completed order, VIP 2 with two; the second of those also brings a bottle to the
 * same guest's Friday lounge VIP 4 (LNG-2002 covers both days), so Thursday's run delivers it only in part.
 */
async function thursdayRun(admin: HttpSession) {
  const complete = (id: string) => admin.call('POST', `/api/admin/orders/${id}/status`, { status: 'completed' });
  const first = await seededGuest(suite.shop, ['LNG-1001']);
  const single = await first.order([{ product: 'Grey Goose Vodka 70cl', quantity: 1, mixDrinks: ['Tonic Water'] }]);
  await complete(single);
  const second = await seededGuest(suite.shop, ['LNG-2002']);
  const pair = [
    await second.order([{ product: 'Lager 6-pack', quantity: 2, lounge: 'VIP 2' }]),
    await second.order([
      { product: 'Lager 6-pack', quantity: 1, lounge: 'VIP 2' },
      { product: 'Grey Goose Vodka 70cl', quantity: 1, lounge: 'VIP 4', mixDrinks: ['Tonic Water'] },
    ]),
  ];
  for (const id of pair) await complete(id);
  return { first, second, single, pair };
}

/** The lounges of an order whose lines are delivered, by lounge label. */
async function deliveredLoungesOf(orderId: string) {
  const rows = await suite.shop.database.db
    .select({ category: lounges.category, table: lounges.tableNumber })
    .from(orderItems)
    .innerJoin(lounges, eq(lounges.id, orderItems.loungeId))
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.deliveredAt)));
  return [...new Set(rows.map((r) => `${r.category} ${r.table}`))].sort();
}

describe('the delivery run in a browser', () => {
  it('on a phone: progress, a lounge tap, undo, the filter, one order of several, a tap while offline, the partly delivered order', async () => {
    const { admin, staff } = await staffSession(suite.shop);
    const { first, second, single, pair } = await thursdayRun(admin);
    const { context, page } = await newPage(suite.browser, suite.shop.url, PHONE);
    const errors = watchConsole(page);
    await staff.signInBrowser(page);
    await page.goto('/shop');
    // Staff reach their pages from the header (in the phone menu), not the back office. Without a day the
    // run opens on today's festival day, or the first day with deliveries still open.
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('link', { name: 'Packing & Delivery' }).click();
    await page.getByRole('heading', { name: 'Delivery Run' }).waitFor();
    const [edition] = await suite.shop.database.db.select().from(editions).where(eq(editions.isCurrent, true));
    const opensOn = await defaultDeliveryDay(suite.shop.database.db, edition!);
    await page.getByRole('tab', { name: opensOn, selected: true }).waitFor();
    await page.getByRole('tab', { name: 'Thursday' }).click();
    await page.getByText(msg.deliveryProgress({ n: 0, m: 2 })).waitFor();

    expect(await horizontalOverflow(page, PHONE.width)).toBeNull();
    expect(await smallTouchTargets(page)).toEqual([]);
    expect(await findSeriousViolations(page, 'delivery run (phone)')).toBeNull();
    await screenshot(page, 'delivery-375');

    // "On my way" for VIP 2, by keyboard: the run says since when, for every runner (docs/decisions/049-on-its-way.md).
    await page.getByRole('button', { name: 'On my way VIP 2' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(/^On the way since \d\d:\d\d$/).waitFor();
    await page.getByRole('button', { name: 'On my way VIP 1' }).waitFor();
    expect(await smallTouchTargets(page)).toEqual([]);
    await screenshot(page, 'delivery-on-the-way-375');

    // The large button of VIP 1, by keyboard.
    await page.getByRole('button', { name: 'Mark delivered VIP 1' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(msg.deliveryProgress({ n: 1, m: 2 })).waitFor();
    await expect.poll(() => deliveredLoungesOf(single)).toEqual(['VIP 1']);
    await page.getByRole('button', { name: 'Undo VIP 1' }).click();
    await page.getByText(msg.deliveryProgress({ n: 0, m: 2 })).waitFor();
    await expect.poll(() => deliveredLoungesOf(single)).toEqual([]);
    await page.getByRole('button', { name: 'Mark delivered VIP 1' }).click();
    await page.getByText(msg.deliveryProgress({ n: 1, m: 2 })).waitFor();

    await page.getByRole('button', { name: msg.notDeliveredYet }).click();
    await page.getByRole('heading', { name: 'VIP 1' }).waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'VIP 2' }).waitFor();

    // VIP 2 has two orders: each has its own button. The network drops before the tap: the tap shows at
    // once, says it is not sent yet, and is sent when the network is back (docs/decisions/042-service-worker.md).
    await context.setOffline(true);
    await page.getByRole('button', { name: `Mark delivered order #${pair[1]!.slice(0, 8)}` }).click();
    await page.getByRole('status').filter({ hasText: '1 tap waiting to be sent' }).waitFor();
    await page.getByText('Not sent yet').first().waitFor();
    await screenshot(page, 'delivery-offline-375');
    await context.setOffline(false);
    await page.getByText('Not sent yet').first().waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => deliveredLoungesOf(pair[1]!), { timeout: 30_000 }).toEqual(['VIP 2']);
    expect(await deliveredLoungesOf(pair[0]!)).toEqual([]);
    // That order's Friday lounge is another trip: the order reads partly delivered.
    await page.getByText(msg.partlyDelivered({ lounges: 'VIP 2, Thursday' })).first().waitFor();
    await page.getByRole('button', { name: 'Mark delivered VIP 2' }).click();
    await page.getByText(msg.allDelivered).waitFor();
    await page.getByRole('button', { name: msg.notDeliveredYet }).click();
    await page.getByText(msg.deliveryProgress({ n: 2, m: 2 })).waitFor();
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/.test(e))).toEqual([]);
    await context.close();

    // The guests see it on /orders: delivered on a weekday at a time, or partly with the lounge that was.
    const guest = await newPage(suite.browser, suite.shop.url, PHONE);
    await first.session.signInBrowser(guest.page);
    await guest.page.goto('/orders');
    await guest.page.getByText(/^Delivered on \w+day at \d\d:\d\d$/).waitFor();
    await guest.context.close();
    const groupGuest = await newPage(suite.browser, suite.shop.url, PHONE);
    await second.session.signInBrowser(groupGuest.page);
    await groupGuest.page.goto('/orders');
    await groupGuest.page.getByText(msg.partlyDelivered({ lounges: 'VIP 2, Thursday' })).waitFor();
    expect(await horizontalOverflow(groupGuest.page, PHONE.width)).toBeNull();
    await screenshot(groupGuest.page, 'orders-partly-delivered-375');
    await groupGuest.context.close();
  });

  it('at 1280 px for an admin, from the back office', async () => {
    const admin = await adminSession(suite.shop);
    const { context, page } = await newPage(suite.browser, suite.shop.url, DESKTOP);
    await admin.signInBrowser(page);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Delivery' }).click();
    await page.getByRole('heading', { name: 'Delivery Run' }).waitFor();
    // The back office's own page: its sidebar stays.
    // The run keeps the day it opened on in the address (day=…).
    await page.waitForURL(/\/admin\/delivery(\?|$)/);
    await page.getByRole('navigation', { name: 'Admin' }).waitFor();
    await page.getByText(/lounges delivered$/).waitFor();
    expect(await findSeriousViolations(page, 'delivery run (desktop)')).toBeNull();
    await screenshot(page, 'delivery-1280');
    await context.close();
  });

  it('keeps guests out', async () => {
    const guest = await seededGuest(suite.shop, ['LNG-4004']);
    const { context, page } = await newPage(suite.browser, suite.shop.url, PHONE);
    await guest.session.signInBrowser(page);
    await page.goto('/staff/delivery');
    await page.waitForURL('**/shop');
    await context.close();
  });
});
