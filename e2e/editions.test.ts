import { describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import type { AdminLounge } from '#shared/schemas/admin-lounges.ts';
import type { Edition } from '#shared/schemas/editions.ts';
import { findSeriousViolations } from './support/axe.ts';
import { shortId } from '#shared/constants.ts';
import { DESKTOP, PHONE, newPage, screenshot, watchConsole } from './support/browser.ts';
import { expectToast } from './support/flows.ts';
import { horizontalOverflow } from './support/layout.ts';
import { adminSession, seededGuest } from './support/seed.ts';
import { adminPage } from './support/session.ts';
import { useShopAndBrowser } from './support/suite.ts';

const suite = useShopAndBrowser();

// Next year in the same installation (docs/decisions/031-editions.md): the admin prepares and opens the next
// edition in the back office; year one's orders stay out of year two's packing list, and the guest, with one
// account and one balance, sees both years on /orders.
describe('two festival editions in a browser', () => {
  it('prepare and open the next edition, switch between the years, and the guest sees both histories', async () => {
    const admin = await adminSession(suite.shop);
    const guest = await seededGuest(suite.shop, ['LNG-5005']);
    const yearOneOrder = await guest.order([{ product: 'Still Water 1L', quantity: 2 }]);
    await admin.call('POST', `/api/admin/orders/${yearOneOrder}/status`, { status: 'completed' });
    const { editions: before } = await admin.call<{ editions: Edition[] }>('GET', '/api/admin/editions');
    const yearOne = before.find((e) => e.isCurrent)!;

    // The admin prepares the next edition from the form's proposal: next year's name and dates.
    const { page, context } = await adminPage(suite, DESKTOP);
    const errors = watchConsole(page);
    await page.goto('/admin/editions');
    await page.getByRole('button', { name: 'Prepare next edition' }).click();
    const form = page.getByRole('dialog', { name: 'Prepare next edition' });
    const proposed = await form.getByLabel('Name').inputValue();
    expect(proposed).toBe(yearOne.name.replace(/\d{4}/, (year) => String(Number(year) + 1)));
    await screenshot(page, 'editions-prepare-1280');
    await form.getByRole('button', { name: 'Prepare edition' }).click();
    await expectToast(page, msg.editionPrepared({ edition: proposed }));
    const { editions } = await admin.call<{ editions: Edition[] }>('GET', '/api/admin/editions');
    const yearTwo = editions.find((e) => e.name === proposed)!;
    expect(yearTwo.state).toBe('preparing');

    // Its copy of the guest's lounge gets this year's booking number; then the admin opens it.
    const { lounges } = await admin.call<{ lounges: AdminLounge[] }>('GET', `/api/admin/lounges?edition=${yearTwo.id}`);
    const skybox = lounges.find((l) => l.category === 'Skybox')!;
    await admin.call('PUT', `/api/admin/lounges/${skybox.id}`, { ...skybox, bookingNumber: 'LNG-5005' });
    await page.getByRole('button', { name: `Open ${proposed} for pre-orders` }).click();
    await page.getByRole('dialog', { name: `Open ${proposed}?` }).getByRole('button', { name: 'Open for pre-orders' }).click();
    await expectToast(page, msg.editionOpened({ edition: proposed }));
    await screenshot(page, 'editions-1280');
    expect(await findSeriousViolations(page, 'editions page')).toBeNull();

    // Year two: the guest claims the same booking number again and orders.
    await guest.session.call('POST', '/api/me/lounges/claim', { bookingNumber: 'LNG-5005' });
    const { lounges: mine } = await guest.session.call<{ lounges: { id: string }[] }>('GET', '/api/me/lounges');
    expect(mine.map((l) => l.id)).toEqual([skybox.id]);
    const { products } = await guest.session.call<{ products: { id: string; name: string }[] }>('GET', '/api/products');
    const lager = products.find((p) => p.name === 'Lager 6-pack')!;
    const { order } = await guest.session.call<{ order: { id: string } }>('POST', '/api/checkout', {
      items: [{ productId: lager.id, quantity: 1, loungeId: skybox.id }],
      idempotencyKey: crypto.randomUUID(),
    });
    await admin.call('POST', `/api/admin/orders/${order.id}/status`, { status: 'completed' });

    // The packing list shows this year's order; the edition switcher brings back last year's.
    const day = skybox.day!;
    await page.goto(`/admin/packing?day=${day}&view=lounge`);
    await page.getByText(`#${shortId(order.id)}`, { exact: false }).first().waitFor();
    expect(await page.getByText(`#${shortId(yearOneOrder)}`).count()).toBe(0);
    await page.getByLabel('Edition', { exact: true }).selectOption(yearOne.id);
    await page.waitForURL(new RegExp(`edition=${yearOne.id}`));
    await page.getByText(`#${shortId(yearOneOrder)}`, { exact: false }).first().waitFor();
    expect(await page.getByText(`#${shortId(order.id)}`).count()).toBe(0);
    await screenshot(page, 'editions-switcher-1280');
    expect(errors).toEqual([]);
    await context.close();

    // The guest's /orders on a phone: one heading per edition, this year's first.
    const phone = await newPage(suite.browser, suite.shop.url, PHONE);
    await guest.session.signInBrowser(phone.page);
    await phone.page.goto('/orders');
    const headings = phone.page.getByRole('heading', { level: 2 });
    await expect.poll(() => headings.allInnerTexts()).toEqual([proposed, yearOne.name]);
    expect(await horizontalOverflow(phone.page, PHONE.width)).toBeNull();
    await screenshot(phone.page, 'orders-by-edition-375');
    await phone.context.close();
  });
});
