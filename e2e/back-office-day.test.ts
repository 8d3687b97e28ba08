import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shortId } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import { DESKTOP, PHONE, screenshot, watchConsole } from './support/browser.ts';
import { expectToast } from './support/flows.ts';
import { seededGuest } from './support/seed.ts';
import { adminPage as openAdminPage } from './support/session.ts';
import { useShopAndBrowser } from './support/suite.ts';

const suite = useShopAndBrowser();

const adminPage = (viewport = DESKTOP) => openAdminPage(suite, viewport);

const orderRow = (page: Page, orderId: string) => page.getByRole('row').filter({ hasText: `#${shortId(orderId)}` });

describe('working a festival day in the back office', () => {
  // How cancelled orders read (list, details, the guest's /orders), Keep order, the question's wording and an empty
  // day are component tests (src/web/features/admin/orders/admin-orders-page.test.tsx,
  // src/web/features/orders/orders-page.test.tsx, docs/decisions/029-component-tests.md).
  it("completes a day's pending orders at once", async () => {
    // LNG-6006 is VIP 6 on Saturday (200 tokens).
    const guest = await seededGuest(suite.shop, ['LNG-6006']);
    const open = [await guest.order([{ product: 'Lager 6-pack', quantity: 2 }]), await guest.order([{ product: 'Still Water 1L', quantity: 1 }])];

    const { context, page } = await adminPage();
    const errors = watchConsole(page);
    await page.goto('/admin/orders');
    await page.getByLabel('Search').fill(guest.email);
    await page.getByText('Showing 1 to 2 of 2 orders').waitFor();

    // Saturday: two pending orders, completed in one confirmed action.
    await page.getByLabel('Day').selectOption('Saturday');
    const completeAll = page.getByRole('button', { name: 'Complete all pending (2)' });
    await completeAll.waitFor();
    await screenshot(page, 'back-office-orders-day-desktop');
    await completeAll.click();
    await page.getByRole('dialog', { name: 'Complete all pending orders for Saturday' }).getByRole('button', { name: 'Complete 2' }).click();
    await expectToast(page, msg.pendingCompleted({ n: 2, count: '2', day: 'Saturday' }));
    for (const id of open) await orderRow(page, id).getByText('Completed').waitFor();
    expect(errors).toEqual([]);
    await context.close();
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
