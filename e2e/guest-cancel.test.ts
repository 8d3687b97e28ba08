import { describe, expect, it } from 'vitest';
import { PHONE, newPage, screenshot } from './support/browser.ts';
import { seededGuest } from './support/seed.ts';
import { useShopAndBrowser } from './support/suite.ts';

const suite = useShopAndBrowser();

describe('a guest cancels their own order (docs/product.md#guests-cancel-or-change-their-pending-orders)', () => {
  it('on a phone: "Cancel order", a question, and the tokens are back on the balance', async () => {
    const guest = await seededGuest(suite.shop, ['LNG-1001']);
    await guest.order([{ product: 'Lager 6-pack', quantity: 2 }]);
    const balance = async () => (await guest.session.call<{ profile: { tokenBalance: number } }>('GET', '/api/auth/session')).profile.tokenBalance;
    const before = await balance();
    const { context, page } = await newPage(suite.browser, suite.shop.url, PHONE);
    await guest.session.signInBrowser(page);
    await page.goto('/orders');

    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toMatch(/Cancel this order\? Its \d+ tokens go back to your balance\./);
    await screenshot(page, 'guest-cancel-question-phone');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();

    await page.getByText(/^Order cancelled and \d+ tokens refunded$/).waitFor();
    await expect.poll(balance).toBeGreaterThan(before);
    await page.getByText(/^Cancelled · refunded \d+ tokens$/).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    // No sideways scrolling at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'guest-cancel-done-phone');
    await context.close();
  });
});
