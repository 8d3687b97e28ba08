import { describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import { adminAuditLog, mails, orderItems } from '#server/db/schema/index.ts';
import { PHONE, newPage, screenshot } from './support/browser.ts';
import { HttpSession, seededGuest, staffSession } from './support/seed.ts';
import { keptAnswers, waitForServiceWorker } from './support/service-worker.ts';
import { useShopAndBrowser } from './support/suite.ts';

// The delivery run without a connection (docs/decisions/042-service-worker.md): opened from the service worker, taps
// kept on the phone and sent once, in order, when the network is back, even after the page was closed.
const suite = useShopAndBrowser();
const db = () => suite.shop.database.db;

/** Friday: Terrace 1, Terrace 2 and VIP 5, one completed order each. */
async function fridayRun(admin: HttpSession) {
  const group = await seededGuest(suite.shop, ['LNG-3003']);
  const single = await seededGuest(suite.shop, ['LNG-4004']);
  const orders = {
    'Terrace 1': await group.order([{ product: 'Lager 6-pack', quantity: 1, lounge: 'Terrace 1' }]),
    'Terrace 2': await group.order([{ product: 'Lager 6-pack', quantity: 2, lounge: 'Terrace 2' }]),
    'VIP 5': await single.order([{ product: 'Grey Goose Vodka 70cl', quantity: 1, mixDrinks: ['Tonic Water'] }]),
  };
  for (const id of Object.values(orders)) await admin.call('POST', `/api/admin/orders/${id}/status`, { status: 'completed' });
  return orders;
}

const undeliveredLines = (orderIds: string[]) =>
  db().select({ id: orderItems.id }).from(orderItems).where(and(inArray(orderItems.orderId, orderIds), isNull(orderItems.deliveredAt)));
/** The delivered mails of these orders (one per order and lounge: docs/decisions/028). */
const deliveredMails = async (orderIds: string[]) =>
  (await db().select({ key: mails.dedupeKey }).from(mails)).filter((mail) => orderIds.some((id) => mail.key?.startsWith(`order_delivered:${id}:`)));
/** The orders of each recorded delivery mark that touched these orders. */
const deliveryMarks = async (orderIds: string[]) =>
  (await db().select({ after: adminAuditLog.after }).from(adminAuditLog).where(eq(adminAuditLog.action, 'delivery.mark')))
    .map((row) => (row.after as { orderIds: string[] }).orderIds)
    .filter((marked) => marked.some((id) => orderIds.includes(id)));

describe('the delivery run offline', () => {
  it('opens from the service worker, keeps three taps through a closed page, and records each once', async () => {
    const { admin, staff } = await staffSession(suite.shop);
    const orders = await fridayRun(admin);
    const { context, page } = await newPage(suite.browser, suite.shop.url, PHONE, undefined, 'allow');
    await staff.signInBrowser(page);
    await page.goto('/staff/delivery?day=Friday');
    await page.getByText(msg.deliveryProgress({ n: 0, m: 3 })).waitFor();
    await waitForServiceWorker(page);
    await expect.poll(() => keptAnswers(page), { timeout: 30_000 }).toContainEqual(expect.stringMatching(/^\/api\/admin\/delivery\?/));

    // No connection: the page comes from the service worker, with the run last seen.
    await context.setOffline(true);
    await page.reload();
    await page.getByText(msg.deliveryProgress({ n: 0, m: 3 })).waitFor();
    await page.getByRole('status').filter({ hasText: /^Offline · last updated \d\d:\d\d$/ }).waitFor();
    for (const lounge of Object.keys(orders)) await page.getByRole('button', { name: `Mark delivered ${lounge}` }).click();
    await page.getByText(msg.deliveryProgress({ n: 3, m: 3 })).waitFor();
    await page.getByRole('status').filter({ hasText: '3 taps waiting to be sent' }).waitFor();
    await screenshot(page, 'delivery-offline-waiting-375');
    // Still kept after a reload without a connection.
    await page.reload();
    await page.getByRole('status').filter({ hasText: '3 taps waiting to be sent' }).waitFor();
    await page.close();
    expect(await undeliveredLines(Object.values(orders))).toHaveLength(3);

    // Back online, the run opened again: the taps go (or went already, by Background Sync), each once.
    await context.setOffline(false);
    const again = await context.newPage();
    await again.goto('/staff/delivery?day=Friday');
    await again.getByText(msg.deliveryProgress({ n: 3, m: 3 })).waitFor();
    await again.getByRole('status').filter({ hasText: 'waiting to be sent' }).waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => undeliveredLines(Object.values(orders)), { timeout: 30_000 }).toHaveLength(0);
    const ids = Object.values(orders);
    expect((await deliveryMarks(ids)).flat().sort()).toEqual([...ids].sort());
    expect(await deliveredMails(ids)).toHaveLength(3);
    // A further opening sends nothing again.
    await again.reload();
    await again.getByText(msg.deliveryProgress({ n: 3, m: 3 })).waitFor();
    expect(await deliveryMarks(ids)).toHaveLength(3);
    expect(await deliveredMails(ids)).toHaveLength(3);
    await context.close();
  });
});

describe('a conflict met offline', () => {
  it("drops the runner's tap for an order an admin refunded meanwhile, and says so on the run", async () => {
    const { admin, staff } = await staffSession(suite.shop);
    const guest = await seededGuest(suite.shop, ['LNG-1001']);
    const refunded = await guest.order([{ product: 'Lager 6-pack', quantity: 1 }]);
    await admin.call('POST', `/api/admin/orders/${refunded}/status`, { status: 'completed' });
    const { context, page } = await newPage(suite.browser, suite.shop.url, PHONE, undefined, 'allow');
    await staff.signInBrowser(page);
    await page.goto('/staff/delivery?day=Thursday');
    await page.getByRole('button', { name: 'Mark delivered VIP 1' }).waitFor();
    await waitForServiceWorker(page);
    await expect.poll(() => keptAnswers(page), { timeout: 30_000 }).toContainEqual(expect.stringMatching(/^\/api\/admin\/delivery\?/));

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Mark delivered VIP 1' }).click();
    await page.getByRole('status').filter({ hasText: '1 tap waiting to be sent' }).waitFor();
    // Meanwhile an admin refunds the order.
    await admin.call('POST', `/api/admin/orders/${refunded}/refund`, {});
    await context.setOffline(false);
    await page.reload();

    const note = page.getByRole('alert').filter({ hasText: /^Refunded by an admin at \d\d:\d\d: do not hand over \(Order #/ });
    await note.waitFor({ timeout: 30_000 });
    await page.getByRole('region', { name: 'VIP 1' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'waiting to be sent' }).waitFor({ state: 'detached' });
    await screenshot(page, 'delivery-conflict-375');
    expect(await undeliveredLines([refunded])).toHaveLength(1);
    expect(await deliveredMails([refunded])).toEqual([]);
    await note.getByRole('button', { name: 'OK' }).click();
    await note.waitFor({ state: 'detached' });
    await context.close();
  });
});
