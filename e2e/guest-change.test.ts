import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser.ts';
import { seededGuest } from './support/seed.ts';
import { guestPage } from './support/session.ts';
import { useShopAndBrowser } from './support/suite.ts';

const suite = useShopAndBrowser();

/** The demo catalogue's price of the platter, as the shop lists it. */
async function snackPlatterPrice(guest: Awaited<ReturnType<typeof seededGuest>>) {
  const { products } = await guest.session.call<{ products: { name: string; tokenPrice: number }[] }>('GET', '/api/products');
  return products.find((p) => p.name === 'Snack Platter')!.tokenPrice;
}

describe('a guest changes their own order (docs/product.md#guests-cancel-or-change-their-pending-orders)', () => {
  it('on a phone: "Change order", other drinks for the bottle, two more of a line, a line removed, the difference charged', async () => {
    const guest = await seededGuest(suite.shop, ['LNG-1001']);
    await guest.order([
      { product: 'Grey Goose Vodka 70cl', quantity: 1, mixDrinks: ['Tonic Water'] },
      { product: 'Lager 6-pack', quantity: 1 },
      { product: 'Snack Platter', quantity: 1 },
    ]);
    const before = await guest.balance();
    const { context, page } = await guestPage(suite, guest.session, PHONE, '/orders');

    await page.getByRole('button', { name: 'Change order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change order' });
    await dialog.getByRole('button', { name: 'Increase quantity of Lager 6-pack' }).click();
    await dialog.getByRole('button', { name: 'Increase quantity of Lager 6-pack' }).click();
    await dialog.getByRole('button', { name: 'Remove Snack Platter' }).click();
    await dialog.getByRole('button', { name: 'Change drinks' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose your mix drinks' });
    await chooser.getByRole('button', { name: 'Add Ginger Ale' }).click();
    await chooser.getByRole('button', { name: /^Confirm/ }).click();
    await expect.poll(() => dialog.textContent()).toContain('Mix drinks: Tonic Water, Ginger Ale');
    // Two more lagers (36) less the platter given back.
    const platter = await snackPlatterPrice(guest);
    await expect.poll(() => dialog.textContent()).toContain(`To pay${36 - platter} tokens`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'guest-change-dialog-phone');
    await dialog.getByRole('button', { name: 'Save changes' }).click();

    await page.getByText(`Order changed: ${36 - platter} tokens charged`).waitFor();
    await expect.poll(guest.balance).toBe(before - (36 - platter));
    await page.getByText(/^3 × 18 = 54 tokens$/).waitFor();
    expect(await page.getByText('Snack Platter').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'guest-change-done-phone');
    await context.close();
  });

  it('on a wide screen: the dialog with every line, the totals and the cutoff', async () => {
    const guest = await seededGuest(suite.shop, ['LNG-2002']);
    await guest.order([
      { product: "Hendrick's Gin 70cl", quantity: 1, mixDrinks: ['Tonic Water'] },
      { product: 'Lager 6-pack', quantity: 3 },
    ]);
    const { context, page } = await guestPage(suite, guest.session, DESKTOP, '/orders');
    await page.getByRole('button', { name: 'Change order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change order' });
    await dialog.getByRole('button', { name: 'Decrease quantity of Lager 6-pack' }).click();
    await expect.poll(() => dialog.textContent()).toMatch(/Back to your balance\s*18 tokens/);
    await screenshot(page, 'guest-change-dialog-desktop');
    await context.close();
  });
});
