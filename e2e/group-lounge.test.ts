import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { msg } from '#shared/messages.ts';
import type { SessionResponse } from '#shared/schemas/auth.ts';
import { PHONE, newPage, screenshot, watchConsole } from './support/browser.ts';
import { expectToast, uniqueEmail } from './support/flows.ts';
import { seededGuest, type HttpSession } from './support/seed.ts';
import { ADMIN } from './support/server.ts';
import { signInAs } from './support/session.ts';
import { useShopAndBrowser } from './support/suite.ts';

const suite = useShopAndBrowser();

const balanceOf = async (session: HttpSession) => (await session.call<SessionResponse>('GET', '/api/auth/session')).profile!.tokenBalance;
const tokenPill = (page: Page, tokens: number) => page.getByRole('banner').getByRole('link', { name: `Token balance: ${tokens}` });

// A lounge is a group's table (docs/product.md#group-lounges, docs/decisions/032-group-lounges.md). The rules (who gets
// the tokens, racing claims, the notes in three languages, '+N more' and the last-guest note) are server and component
// tests; this is the group's journey on phones, from the second guest joining to the admin taking them off again.
describe('a group lounge in the browser', () => {
  it('a second guest joins a booking without its tokens, orders for it, and an admin unassigns them', async () => {
    // The demo's booking numbers (src/server/db/seed.ts): the second guest's own lounge is on another day, with
    // another balance, so that joining the group shows in neither.
    const groupBooking = suite.shop.bookingNumbers[0]!; // VIP 1 on Thursday, 200 tokens
    const ownBooking = suite.shop.bookingNumbers[4]!; // Skybox 1 on Saturday, 500 tokens
    const first = await seededGuest(suite.shop, [groupBooking], uniqueEmail('first'));
    expect(await balanceOf(first.session)).toBe(200);
    const second = await seededGuest(suite.shop, [ownBooking], uniqueEmail('second'));

    const guest = await newPage(suite.browser, suite.shop.url, PHONE);
    const guestErrors = watchConsole(guest.page);
    await second.session.signInBrowser(guest.page);
    await guest.page.goto('/shop');
    const lounges = guest.page.getByRole('region', { name: msg.yourLounges });
    await lounges.getByText('Skybox 1 · Saturday').waitFor();
    await tokenPill(guest.page, 500).waitFor();

    await guest.page.getByRole('button', { name: msg.assignToOtherLounge }).click();
    const claim = guest.page.getByRole('dialog', { name: msg.assignToOtherLounge });
    await claim.getByLabel('Booking number').fill(groupBooking);
    await claim.getByRole('button', { name: 'Assign' }).click();
    await expectToast(guest.page, `${msg.loungeClaimSuccess({ lounges: 'VIP 1', tokens: 0 })} ${msg.loungeClaimWithoutTokens({ lounges: 'VIP 1' })}`);
    await lounges.getByText('VIP 1 · Thursday').waitFor();
    expect(await balanceOf(second.session)).toBe(500);
    // The claim reloads the balance before its message shows: the header still reads 500.
    expect(await tokenPill(guest.page, 500).isVisible()).toBe(true);

    // Their lounges span two days: the day chooser, then Thursday's only lounge, the group's.
    await guest.page.getByRole('button', { name: `${msg.addToCart}: Lager 6-pack` }).click();
    await guest.page.getByRole('dialog', { name: 'Choose a day' }).getByRole('button', { name: /^Thursday/ }).click();
    await expectToast(guest.page, 'Lager 6-pack added to cart');
    await guest.page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).click();
    await guest.page.getByText('VIP 1 · Thursday').waitFor();
    // On a phone the one Place Order sits in the bar at the foot of the cart.
    await guest.page.getByRole('button', { name: msg.placeOrder }).click();
    await guest.page.waitForURL('**/orders');
    await expectToast(guest.page, msg.orderPlaced);
    const order = guest.page.getByRole('article').first();
    await order.getByText('VIP 1 · Thursday').waitFor();
    await order.getByText('Lager 6-pack').waitFor();
    // Each guest pays from their own balance (the 6-pack is 18 tokens): the first guest's tokens stay theirs.
    await tokenPill(guest.page, 482).waitFor();
    expect(await balanceOf(first.session)).toBe(200);
    expect(guestErrors).toEqual([]);
    await guest.context.close();

    const { context, page } = await newPage(suite.browser, suite.shop.url, PHONE);
    const adminErrors = watchConsole(page);
    await signInAs(page, suite.shop, ADMIN.email);
    await page.goto('/admin/lounges');
    const card = page.getByRole('list', { name: 'Lounges' }).getByRole('listitem').filter({ has: page.getByText('VIP 1', { exact: true }) });
    await card.getByText(first.email, { exact: true }).waitFor();
    await card.getByText('+1 more', { exact: true }).waitFor();
    await screenshot(page, 'group-lounge-admin-phone');

    await card.getByRole('button', { name: `Unassign ${second.email} from VIP 1` }).click();
    const confirm = page.getByRole('dialog', { name: 'Unassign User' });
    await confirm.getByText(msg.confirmUnassign({ email: second.email, lounge: 'VIP 1' }), { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Unassign' }).click();
    await expectToast(page, msg.userUnassigned);
    await card.getByText('+1 more', { exact: true }).waitFor({ state: 'detached' });
    await card.getByText(first.email, { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: /^Unassign / }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))).toEqual([
      `Unassign ${first.email} from VIP 1`,
    ]);
    expect(adminErrors).toEqual([]);
    await context.close();
  });
});
