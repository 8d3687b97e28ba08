import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shortId } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import { DESKTOP, PHONE, newPage, screenshot, watchConsole } from './support/browser.ts';
import { expectToast } from './support/flows.ts';
import { adminSession, seededGuest } from './support/seed.ts';
import { adminPage as openAdminPage } from './support/session.ts';
import { useShopAndBrowser } from './support/suite.ts';

const suite = useShopAndBrowser();

const adminPage = (viewport = DESKTOP) => openAdminPage(suite, viewport);

const orderRow = (page: Page, orderId: string) => page.getByRole('row').filter({ hasText: `#${shortId(orderId)}` });

describe('working a festival day in the back office', () => {
  it('reads cancelled orders plainly, filters a day and completes all its pending orders at once', async () => {
    // LNG-6006 is VIP 6 on Saturday (200 tokens).
    const guest = await seededGuest(suite.shop, ['LNG-6006']);
    const refunded = await guest.order([{ product: 'Prosecco DOC 75cl', quantity: 1 }]);
    const kept = await guest.order([{ product: 'Lager 6-pack', quantity: 1 }]);
    const open = [await guest.order([{ product: 'Lager 6-pack', quantity: 2 }]), await guest.order([{ product: 'Still Water 1L', quantity: 1 }])];
    const admin = await adminSession(suite.shop);
    const { message } = await admin.call<{ message: string }>('POST', `/api/admin/orders/${refunded}/refund`);
    const refundedTokens = Number(/(\d+) tokens/.exec(message)![1]);

    const { context, page } = await adminPage();
    const errors = watchConsole(page);
    await page.goto('/admin/orders');
    await page.getByLabel('Search').fill(guest.email);
    await page.getByText('Showing 1 to 4 of 4 orders').waitFor();
    await orderRow(page, refunded).getByText(msg.cancelledRefunded(refundedTokens)).waitFor();

    // Cancel asks with buttons that cannot be confused; keeping changes nothing.
    await page.getByRole('button', { name: `Cancel order #${shortId(kept)}` }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel Order #${shortId(kept)}` });
    await dialog.getByRole('button', { name: 'Keep order', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Cancel order #${shortId(kept)}` }).click();
    await dialog.getByRole('button', { name: 'Cancel order', exact: true }).click();
    await orderRow(page, kept).getByText(msg.cancelledNotRefunded).waitFor();

    // The details say it too.
    await page.getByRole('button', { name: `View details of order #${shortId(refunded)}` }).click();
    const details = page.getByRole('dialog', { name: new RegExp(`^Order #${shortId(refunded)}`) });
    await details.getByText(msg.cancelledRefunded(refundedTokens)).waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });

    // Saturday: two pending orders, completed in one confirmed action.
    await page.getByLabel('Day').selectOption('Saturday');
    const completeAll = page.getByRole('button', { name: 'Complete all pending (2)' });
    await completeAll.waitFor();
    await screenshot(page, 'back-office-orders-day-desktop');
    await completeAll.click();
    const confirm = page.getByRole('dialog', { name: 'Complete all pending orders for Saturday' });
    await confirm.getByText(msg.confirmCompletePending(2, 'Saturday')).waitFor();
    await confirm.getByRole('button', { name: 'Complete 2' }).click();
    await expectToast(page, msg.pendingCompleted(2, 'Saturday'));
    for (const id of open) await orderRow(page, id).getByText('Completed').waitFor();
    expect(await page.getByRole('button', { name: 'Complete all pending (0)' }).isDisabled()).toBe(true);

    // Another day has none of this guest's orders.
    await page.getByLabel('Day').selectOption('Thursday');
    await page.getByText('No orders', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    // The guest reads the same on /orders.
    const guestView = await newPage(suite.browser, suite.shop.url, PHONE);
    await guest.session.signInBrowser(guestView.page);
    await guestView.page.goto('/orders');
    await guestView.page.getByText(msg.cancelledRefunded(refundedTokens)).waitFor();
    await guestView.page.getByText(msg.cancelledNotRefunded).waitFor();
    await screenshot(guestView.page, 'back-office-guest-orders-cancelled-phone');
    await guestView.context.close();
  });

  it('fits the day filters and Complete all pending on a phone', async () => {
    const { context, page } = await adminPage(PHONE);
    await page.goto('/admin/orders');
    await page.getByLabel('Day').selectOption('Friday');
    await page.getByRole('button', { name: /^Complete all pending/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'back-office-orders-day-phone');
    await context.close();
  });
});
