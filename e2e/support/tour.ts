import { msg } from '#shared/messages.ts';
import { openShop, setDeadline } from '#server/testing/shop-fixtures.ts';
import { adminSession } from './seed.ts';
import { changePasswordDialog, dialog, escape, invalidField, visitPage, type Tour } from './tour-steps.ts';

export type { Tour, Visit } from './tour-steps.ts';
export { adminTour, reportsTour } from './admin-tour.ts';
export { openPayoutWindow, payoutTour } from './payout-tour.ts';

/** The visitor's side: signed out, as a guest, after the deadline, as an applicant (tour-steps.ts explains tours). */

export async function signedOutTour(tour: Tour) {
  const { page, visit, tr } = tour;
  await visitPage(tour, '/login', page.getByText(tr('Sign in to your account')), 'login');
  await page.getByRole('button', { name: tr('Sign In'), exact: true }).click();
  await invalidField(page);
  await visit('login with errors');

  await page.getByRole('button', { name: tr('Forgot password?') }).click();
  const forgot = dialog(page, tr('Reset your password'));
  await visit('forgot password dialog');
  await forgot.getByLabel(tr('Email')).fill('someone@example.com');
  await forgot.getByRole('button', { name: tr('Send reset link') }).click();
  await forgot.getByRole('status').waitFor();
  await visit('forgot password dialog: sent');
  await escape(page);

  await page.getByRole('button', { name: tr('Need to register? Create account') }).click();
  await page.getByText(tr('Register for your lounge')).waitFor();
  await visit('register');
  await page.getByLabel(tr('Email')).fill('newcomer@example.com');
  await page.getByLabel(tr('Password')).fill('festival-night-7');
  await page.getByLabel(tr('Booking number')).fill('NO-SUCH-BOOKING');
  await page.getByRole('button', { name: tr('Register'), exact: true }).click();
  await page.getByRole('button', { name: tr('Submit an application instead') }).waitFor();
  await visit('register: application offer');

  await visitPage(tour, '/shop', page.getByRole('button', { name: `${tr(msg.addToCart)}: Lager 6-pack` }), 'shop signed out');
  if (tour.phone) {
    await page.getByRole('button', { name: tr('Open menu') }).click();
    await visit('shop signed out: phone menu open');
  }
  await visitPage(tour, '/cart', page.getByText(tr(msg.cartEmpty)), 'cart empty');
  await visitPage(tour, '/reset-password', page.getByText(tr(msg.resetInvalid)), 'reset password: invalid link');
  await page.goto('/reset-password?token=example-token');
  await page.getByRole('button', { name: tr('Reset Password') }).click();
  await invalidField(page);
  await visit('reset password with errors');
}

/** A guest whose lounges lie on Thursday and Friday, three of them on Friday (see seed.ts). */
export async function guestTour(tour: Tour) {
  const { page, visit, tr } = tour;
  await visitPage(tour, '/shop', page.getByRole('region', { name: tr(msg.yourLounges) }).getByText(`VIP 4 · ${tr.day('Friday')}`), 'shop');
  const categories = page.getByRole('group', { name: tr.key('category.label') });
  // A chip names the products' own category as the back office wrote it, in every language.
  await categories.getByRole('button', { name: 'Wine', exact: true }).click();
  await page.getByRole('heading', { name: 'Pinot Noir 75cl' }).waitFor();
  await visit('shop: one category');
  await categories.getByRole('button', { name: tr('All'), exact: true }).click();

  await page.getByRole('button', { name: `${tr(msg.addToCart)}: Grey Goose Vodka 70cl` }).click();
  const mix = dialog(page, tr('Choose your mix drinks'));
  await mix.getByRole('button', { name: tr('Add Tonic Water') }).waitFor();
  await visit('mix-drink chooser');
  await mix.getByRole('button', { name: tr('Add Tonic Water') }).click();
  await mix.getByRole('button', { name: tr('Tonic Water (selected)') }).click();
  await mix.getByText(tr(msg.mixDrinkAlreadySelected)).waitFor();
  await visit('mix-drink chooser with a problem');
  await mix.getByRole('button', { name: tr('Add Ginger Ale') }).click();
  await mix.getByRole('button', { name: tr('Add Sprite') }).click();
  await mix.getByText(tr('Selected (3 of 3)')).waitFor();
  await visit('mix-drink chooser at the maximum');
  await mix.getByRole('button', { name: tr('Confirm') }).click();
  await dialog(page, tr('Choose a day')).getByRole('button', { name: tr.day('Friday') }).waitFor();
  await visit('day chooser');
  await dialog(page, tr('Choose a day')).getByRole('button', { name: tr.day('Friday') }).click();
  await dialog(page, tr('Choose a lounge')).getByRole('button', { name: 'Terrace 2' }).waitFor();
  await visit('lounge chooser');
  await dialog(page, tr('Choose a lounge')).getByRole('button', { name: 'Terrace 2' }).click();
  await page.getByText(tr('Grey Goose Vodka 70cl added to cart')).waitFor();
  await visit('shop with a notification');
  await page.getByRole('button', { name: `${tr(msg.addToCart)}: Lager 6-pack` }).click();
  await dialog(page, tr('Choose a day')).getByRole('button', { name: tr.day('Thursday') }).click();
  await page.getByText(tr('Lager 6-pack added to cart')).waitFor();

  await page.getByRole('button', { name: tr(msg.assignToOtherLounge) }).click();
  const assign = dialog(page, tr(msg.assignToOtherLounge));
  await visit('assign lounge dialog');
  await assign.getByRole('button', { name: tr.key('shop.assign') }).click();
  await invalidField(page);
  await visit('assign lounge dialog with an error');
  await escape(page);

  await changePasswordDialog(tour, 'shop');
  await visitPage(tour, '/account/sessions', page.getByRole('region', { name: tr('Current session') }).getByRole('article'), 'your sessions');
  await visitPage(tour, '/account/security', page.getByRole('region', { name: tr('Authenticator app') }), 'security');
  await notificationsAndYourData(tour);

  await visitPage(tour, '/cart', page.getByRole('region', { name: tr('Order Summary') }), 'cart');
  await visitPage(tour, '/orders', page.getByText(tr.pattern('partlyDelivered')).first(), 'orders');
  await changeAndCancelOrder(tour);
  await visitPage(tour, '/tokens', page.getByRole('region', { name: tr('Token statement') }).getByRole('row').nth(1), 'tokens');
  await page.getByRole('button', { name: tr('Buy 25 tokens') }).click();
  await page.getByText(tr('25 Lounge Tokens')).waitFor();
  await visit('demo payment');
  await page.getByRole('button', { name: tr.key('common.cancel'), exact: true }).click();
  await page.getByText(tr(msg.paymentCanceled)).waitFor();
  await visit('tokens after a cancelled payment');
  await stockStates(tour);
}

/** The account's Notifications page (docs/decisions/043) and "Your data" with its delete dialog (docs/decisions/041, 048). */
async function notificationsAndYourData(tour: Tour) {
  const { page, visit, tr } = tour;
  await page.goto('/account/notifications');
  // The tours block the service worker, so the page says this browser cannot take messages yet.
  const device = page.getByRole('region', { name: tr.key('notifications.thisDevice') });
  await device.getByRole('status').or(device.getByRole('button', { name: tr.key('notifications.turnOn') })).waitFor();
  await visit('notifications');

  await visitPage(tour, '/account/data', page.getByRole('button', { name: tr.key('dataRights.prepare') }), 'your data');
  await page.getByRole('button', { name: tr.key('dataRights.deleteButton') }).click();
  const remove = dialog(page, tr.key('dataRights.deleteTitle'));
  await remove.getByLabel(tr.key('dataRights.password')).waitFor();
  await visit('delete account dialog');
  // Without the password the form refuses before asking the server: nothing is deleted.
  await remove.getByRole('button', { name: tr.key('dataRights.deleteConfirm') }).click();
  await invalidField(page);
  await visit('delete account dialog with errors');
  await escape(page);
}

/**
 * The guest's own pending order (seed.ts: the first one, before the edition's change cutoff, which is its pre-order
 * deadline): "Change order" with one more of a line, and "Cancel order"'s question; both closed without saving.
 */
async function changeAndCancelOrder(tour: Tour) {
  const { page, visit, tr } = tour;
  await page.getByRole('button', { name: tr.key('orders.change') }).click();
  const change = dialog(page, tr.key('orders.changeTitle'));
  await change.getByRole('button', { name: tr('Increase quantity of Lager 6-pack') }).click();
  await change.getByText(tr.key('orders.toPay')).waitFor();
  await visit('change order dialog');
  await escape(page);
  await page.getByRole('button', { name: tr.key('orders.cancel') }).click();
  await dialog(page, tr.key('orders.cancel')).getByRole('button', { name: tr.key('orders.keep') }).waitFor();
  await visit('cancel order confirmation');
  await escape(page);
}

type StockRow = { productId: string; name: string; sold: number };

/**
 * The shop's stock states (docs/decisions/018) for this guest's days: one product with two units left on Friday, one
 * sold out on both days. The limits are lifted again afterwards, so later tours see the demo catalogue.
 */
async function stockStates(tour: Tour) {
  const { page, visit, shop, tr } = tour;
  const admin = await adminSession(shop);
  const rowsOf = async (day: string) => (await admin.call<{ rows: StockRow[] }>('GET', `/api/admin/stock?day=${day}`)).rows;
  const row = (rows: StockRow[], name: string) => rows.find((r) => r.name === name)!;
  const [friday, thursday] = [await rowsOf('Friday'), await rowsOf('Thursday')];
  const limits = [
    { productId: row(friday, 'Prosecco DOC 75cl').productId, day: 'Friday', quantity: row(friday, 'Prosecco DOC 75cl').sold + 2 },
    ...[friday, thursday].map((rows, i) => ({ productId: row(rows, 'Pinot Noir 75cl').productId, day: ['Friday', 'Thursday'][i]!, quantity: row(rows, 'Pinot Noir 75cl').sold })),
  ];
  const setLimit = (limit: (typeof limits)[number], quantity: number | null) =>
    admin.call('PUT', `/api/admin/stock/${limit.productId}/${limit.day}`, { quantity, maxPerGuest: null });
  for (const limit of limits) await setLimit(limit, limit.quantity);
  try {
    await page.goto('/shop');
    await page.getByText(`${tr.day('Friday')}: ${tr(msg.onlyLeft({ n: 2 }))}`).waitFor();
    await page.getByText(tr(msg.soldOut), { exact: true }).waitFor();
    await visit('shop with stock limits');
    // Sold out on both of the guest's days: a "Notify me" for each (docs/decisions/046), pressed and withdrawn again.
    const notify = page.getByRole('button', { name: `${tr.key('shop.notifyMeDay', { day: tr.day('Friday') })}: Pinot Noir 75cl` });
    await notify.click();
    await page.getByText(tr.key('shop.notifyMeWaiting')).waitFor();
    await visit('shop: notify me pressed');
    await notify.click();
    await page.getByText(tr.key('shop.notifyMeWaiting')).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `${tr(msg.addToCart)}: Prosecco DOC 75cl` }).click();
    await dialog(page, tr('Choose a day')).getByRole('button', { name: new RegExp(`^${tr.day('Friday')}`, 'i') }).getByText(tr(msg.onlyLeft({ n: 2 }))).waitFor();
    await visit('day chooser with stock limits');
    await escape(page);
  } finally {
    for (const limit of limits) await setLimit(limit, null);
  }
}

/** The shop and cart once the pre-order period is over; reopens the shop afterwards. */
export async function endedTour(tour: Tour) {
  const { page, shop, tr } = tour;
  await setDeadline(shop.database.db, new Date(Date.now() - 60_000));
  try {
    await visitPage(tour, '/shop', page.getByText(tr(msg.preorderEnded)), 'shop after the deadline');
    await visitPage(tour, '/cart', page.getByText(tr(msg.preorderEnded)), 'cart after the deadline');
  } finally {
    await openShop(shop.database.db);
  }
}

export async function applicantTour(tour: Tour) {
  const { page, tr } = tour;
  await visitPage(tour, '/shop', page.getByText(tr(msg.accountInactive)).first(), 'shop, application pending');
  await visitPage(tour, '/tokens', page.getByRole('button', { name: tr('Buy 25 tokens') }), 'tokens, application pending');
}
