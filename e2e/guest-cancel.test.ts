import { describe, expect, it } from 'vitest';
import { PHONE, screenshot } from './support/browser.ts';
import { seededGuest } from './support/seed.ts';
import { guestPage } from './support/session.ts';
import { useShopAndBrowser } from './support/suite.ts';

const suite = useShopAndBrowser();

describe('a guest cancels their own order (docs/product.md#guests-cancel-or-change-their-pending-orders)', () => {
  it('on a phone: "Cancel order", a question, and the tokens are back on the balance', async () => {
    const guest = await seededGuest(suite.shop, ['LNG-1001']);
    await guest.order([{ product: 'Lager 6-pack', quantity: 2 }]);
    const before = await guest.balance();
    const { context, page } = await guestPage(suite, guest.session, PHONE, '/orders');

    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toMatch(/Cancel this order\? Its \d+ tokens go back to your balance\./);
    await screenshot(page, 'guest-cancel-question-phone');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();

    await page.getByText(/^Order cancelled and \d+ tokens refunded$/).waitFor();
    await expect.poll(guest.balance).toBeGreaterThan(before);
    await page.getByText(/^Cancelled · refunded \d+ tokens$/).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    // No sideways scrolling at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'guest-cancel-done-phone');
    await context.close();
  });
});
