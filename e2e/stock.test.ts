import { describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import { ADMIN } from './support/server.ts';
import { DESKTOP, PHONE, newPage, screenshot, watchConsole } from './support/browser.ts';
import { expectToast } from './support/flows.ts';
import { signInAs } from './support/session.ts';
import { seededGuest, signInNewGuest } from './support/seed.ts';
import { useShopAndBrowser } from './support/suite.ts';

const suite = useShopAndBrowser();
const PROSECCO = 'Prosecco DOC 75cl';

describe('stock limits in the browser', () => {
  it('an admin limits a product for one day in the product form; the shop says how many are left, then sold out', async () => {
    const admin = await newPage(suite.browser, suite.shop.url, DESKTOP);
    const adminErrors = watchConsole(admin.page);
    await signInAs(admin.page, suite.shop, ADMIN.email);
    await admin.page.goto('/admin/products');
    await admin.page.getByRole('button', { name: `Edit ${PROSECCO}` }).click();
    const edit = admin.page.getByRole('dialog', { name: 'Edit Product' });
    // Unlimited until now: the fields are empty.
    await expect.poll(() => edit.getByLabel('Saturday stock').inputValue()).toBe('');
    await edit.getByLabel('Saturday stock').fill('2');
    await screenshot(admin.page, 'stock-product-form-desktop');
    await edit.getByRole('button', { name: 'Save Product' }).click();
    await expectToast(admin.page, msg.productUpdated);

    // The stock page shows the limit; reopening the form shows it too.
    await admin.page.goto('/admin/stock?day=Saturday');
    await admin.page.getByRole('form', { name: `Stock of ${PROSECCO}` }).waitFor();
    expect(await admin.page.getByRole('form', { name: `Stock of ${PROSECCO}` }).getByLabel('Stock').inputValue()).toBe('2');
    await screenshot(admin.page, 'stock-page-desktop');

    // A Saturday guest sees "Only 2 left" on a phone.
    const guest = await newPage(suite.browser, suite.shop.url, PHONE);
    const guestErrors = watchConsole(guest.page);
    await signInNewGuest(guest.page, suite.shop, 'LNG-6006');
    const card = guest.page.getByRole('article').filter({ hasText: PROSECCO });
    await card.getByText(msg.onlyLeft({ n: 2 })).waitFor();

    // Another Saturday guest buys both; the first guest's shop now says Sold out and cannot add it.
    const other = await seededGuest(suite.shop, ['LNG-5005']);
    await other.order([{ product: PROSECCO, quantity: 2 }]);
    await guest.page.reload();
    await card.getByText(msg.soldOut).waitFor();
    expect(await card.getByRole('button', { name: `${msg.addToCart}: ${PROSECCO}` }).isDisabled()).toBe(true);
    await screenshot(guest.page, 'stock-sold-out-phone');

    // Lowering the limit below what is sold is refused, with the figure.
    await admin.page.goto('/admin/products');
    await admin.page.getByRole('button', { name: `Edit ${PROSECCO}` }).click();
    await expect.poll(() => edit.getByLabel('Saturday stock').inputValue()).toBe('2');
    await edit.getByLabel('Saturday stock').fill('1');
    await edit.getByRole('button', { name: 'Save Product' }).click();
    await expectToast(admin.page, msg.stockBelowSold({ product: PROSECCO, day: 'Saturday', sold: 2 }));

    expect(adminErrors.filter((e) => !e.includes('409'))).toEqual([]);
    expect(guestErrors).toEqual([]);
    await admin.context.close();
    await guest.context.close();
  });
});
