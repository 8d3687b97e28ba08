import type { Page } from 'playwright-core';
import { msg } from '#shared/messages.ts';
import { openShop, setDeadline } from '#server/testing/shop-fixtures.ts';
import type { ShopServer } from './server.ts';

/**
 * Walks through every page and dialog of the app the way a person would, calling `visit` at each
 * stop. The accessibility test runs axe there, the screenshot script takes a picture: one tour, so
 * both always cover the same screens.
 */
export type Visit = (label: string) => Promise<void>;
export type Tour = { page: Page; phone: boolean; visit: Visit; shop: ShopServer };

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const invalidField = (page: Page) => page.locator('[aria-invalid="true"]').first().waitFor();

/** Closes the open dialog the keyboard way, which also proves Escape works everywhere. */
async function escape(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** The header's account actions: a dropdown on desktop, the collapsible menu on phones. */
async function openAccountMenu({ page, phone, visit }: Tour, label: string) {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await visit(`${label}: phone menu open`);
  } else {
    await page.getByRole('banner').getByRole('button', { name: /@/ }).click();
    await page.getByRole('menu').waitFor();
    await visit(`${label}: account menu open`);
  }
}

async function changePasswordDialog(tour: Tour, label: string) {
  const { page, visit } = tour;
  await openAccountMenu(tour, label);
  await page.getByRole(tour.phone ? 'button' : 'menuitem', { name: 'Change Password' }).click();
  const change = dialog(page, 'Change Password');
  await visit(`${label}: change password dialog`);
  await change.getByRole('button', { name: 'Change', exact: true }).click();
  await invalidField(page);
  await visit(`${label}: change password dialog with errors`);
  await escape(page);
}

export async function signedOutTour(tour: Tour) {
  const { page, visit } = tour;
  await page.goto('/login');
  await page.getByText('Sign in to your account').waitFor();
  await visit('login');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await invalidField(page);
  await visit('login with errors');

  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = dialog(page, 'Reset your password');
  await visit('forgot password dialog');
  await forgot.getByLabel('Email').fill('someone@example.com');
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await forgot.getByRole('status').waitFor();
  await visit('forgot password dialog: sent');
  await escape(page);

  await page.getByRole('button', { name: 'Need to register? Create account' }).click();
  await page.getByText('Register for your lounge').waitFor();
  await visit('register');
  await page.getByLabel('Email').fill('newcomer@example.com');
  await page.getByLabel('Password').fill('festival-night-7');
  await page.getByLabel('Booking number').fill('NO-SUCH-BOOKING');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.getByRole('button', { name: 'Submit an application instead' }).waitFor();
  await visit('register: application offer');

  await page.goto('/shop');
  await page.getByRole('button', { name: `${msg.addToCart}: Lager 6-pack` }).waitFor();
  await visit('shop signed out');
  if (tour.phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await visit('shop signed out: phone menu open');
  }
  await page.goto('/cart');
  await page.getByText(msg.cartEmpty).waitFor();
  await visit('cart empty');
  await page.goto('/reset-password');
  await page.getByText(msg.resetInvalid).waitFor();
  await visit('reset password: invalid link');
  await page.goto('/reset-password?token=example-token');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await invalidField(page);
  await visit('reset password with errors');
}

/** A guest whose lounges lie on Thursday and Friday, three of them on Friday (see seed.ts). */
export async function guestTour(tour: Tour) {
  const { page, visit } = tour;
  await page.goto('/shop');
  await page.getByRole('region', { name: msg.yourLounges }).getByText('VIP 4 · Friday').waitFor();
  await visit('shop');

  await page.getByRole('button', { name: `${msg.addToCart}: Grey Goose Vodka 70cl` }).click();
  const mix = dialog(page, 'Choose your mix drinks');
  await mix.getByRole('button', { name: 'Add Tonic Water' }).waitFor();
  await visit('mix-drink chooser');
  await mix.getByRole('button', { name: 'Add Tonic Water' }).click();
  await mix.getByRole('button', { name: 'Tonic Water (selected)' }).click();
  await mix.getByText(msg.mixDrinkAlreadySelected).waitFor();
  await visit('mix-drink chooser with a problem');
  await mix.getByRole('button', { name: 'Confirm' }).click();
  await dialog(page, 'Choose a day').getByRole('button', { name: 'Friday' }).waitFor();
  await visit('day chooser');
  await dialog(page, 'Choose a day').getByRole('button', { name: 'Friday' }).click();
  await dialog(page, 'Choose a lounge').getByRole('button', { name: 'Terrace 2' }).waitFor();
  await visit('lounge chooser');
  await dialog(page, 'Choose a lounge').getByRole('button', { name: 'Terrace 2' }).click();
  await page.getByText('Grey Goose Vodka 70cl added to cart').waitFor();
  await visit('shop with a notification');
  await page.getByRole('button', { name: `${msg.addToCart}: Lager 6-pack` }).click();
  await dialog(page, 'Choose a day').getByRole('button', { name: 'Thursday' }).click();
  await page.getByText('Lager 6-pack added to cart').waitFor();

  await page.getByRole('button', { name: msg.assignToOtherLounge }).click();
  const assign = dialog(page, msg.assignToOtherLounge);
  await visit('assign lounge dialog');
  await assign.getByRole('button', { name: 'Assign' }).click();
  await invalidField(page);
  await visit('assign lounge dialog with an error');
  await escape(page);

  await changePasswordDialog(tour, 'shop');

  await page.goto('/cart');
  await page.getByRole('region', { name: 'Order Summary' }).waitFor();
  await visit('cart');
  await page.goto('/orders');
  await page.getByRole('article').first().waitFor();
  await visit('orders');
  await page.goto('/tokens');
  await page.getByRole('region', { name: 'Token statement' }).getByRole('row').nth(1).waitFor();
  await visit('tokens');
  await page.getByRole('button', { name: 'Buy 25 tokens' }).click();
  await page.getByText('25 Lounge Tokens').waitFor();
  await visit('demo payment');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByText(msg.paymentCanceled).waitFor();
  await visit('tokens after a cancelled payment');
}

/** The shop and cart once the pre-order period is over; reopens the shop afterwards. */
export async function endedTour(tour: Tour) {
  const { page, visit, shop } = tour;
  await setDeadline(shop.database.db, new Date(Date.now() - 60_000));
  try {
    await page.goto('/shop');
    await page.getByText(msg.preorderEnded).waitFor();
    await visit('shop after the deadline');
    await page.goto('/cart');
    await page.getByText(msg.preorderEnded).waitFor();
    await visit('cart after the deadline');
  } finally {
    await openShop(shop.database.db);
  }
}

export async function applicantTour(tour: Tour) {
  const { page, visit } = tour;
  await page.goto('/shop');
  await page.getByText(msg.accountInactive).first().waitFor();
  await visit('shop, application pending');
  await page.goto('/tokens');
  await page.getByRole('button', { name: 'Buy 25 tokens' }).waitFor();
  await visit('tokens, application pending');
}

export async function adminTour(tour: Tour, people: { guestEmail: string; applicantEmail: string }) {
  const { page, visit } = tour;
  await page.goto('/admin');
  await page.getByText('System Status').waitFor();
  await visit('admin dashboard');
  if (tour.phone) {
    await page.getByRole('button', { name: 'Admin: Dashboard' }).click();
    await visit('admin dashboard: admin menu open');
    await page.getByRole('button', { name: 'Admin: Dashboard' }).click();
  }
  await changePasswordDialog(tour, 'admin dashboard');

  await page.goto('/admin/users');
  await page.getByRole('button', { name: `Edit tokens of ${people.guestEmail}` }).waitFor();
  await visit('admin users');
  await page.getByRole('button', { name: 'Create User' }).click();
  await dialog(page, 'Create User').getByRole('button', { name: 'Create User' }).click();
  await invalidField(page);
  await visit('create user dialog with errors');
  await escape(page);
  await page.getByRole('button', { name: `Edit tokens of ${people.guestEmail}` }).click();
  await visit('edit token balance dialog');
  await escape(page);
  await page.getByRole('tab', { name: /^Applications/ }).click();
  await page.getByRole('button', { name: `Approve ${people.applicantEmail}` }).click();
  await visit('approve application confirmation');
  await escape(page);
  await visit('admin applications');

  await page.goto('/admin/lounges');
  await page.getByRole('button', { name: 'Assign user to VIP 3' }).waitFor();
  await visit('admin lounges');
  await page.getByRole('button', { name: 'Add Lounge' }).click();
  await dialog(page, 'Add Lounge').getByRole('button', { name: 'Add Lounge' }).click();
  await invalidField(page);
  await visit('add lounge dialog with errors');
  await escape(page);
  await page.getByRole('button', { name: 'Edit Terrace 1' }).click();
  await visit('edit lounge dialog');
  await escape(page);
  await page.getByRole('button', { name: 'Assign user to VIP 3' }).click();
  await dialog(page, 'Assign User to VIP 3').getByRole('button', { name: `Assign ${people.guestEmail}` }).waitFor();
  await visit('assign user dialog');
  await escape(page);
  await page.getByRole('button', { name: `Unassign ${people.guestEmail} from Terrace 1` }).click();
  await visit('unassign confirmation');
  await escape(page);

  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Edit Lager 6-pack' }).waitFor();
  await visit('admin products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await dialog(page, 'Add Product').getByRole('button', { name: 'Add Product' }).click();
  await invalidField(page);
  await visit('product form with errors');
  await escape(page);
  await page.getByRole('button', { name: 'Delete Lager 6-pack' }).click();
  await visit('delete product confirmation');
  await escape(page);

  await page.goto('/admin/mix-drinks');
  await page.getByRole('button', { name: 'Edit Tonic Water' }).waitFor();
  await visit('admin mix drinks');
  await page.getByRole('button', { name: 'Add Mix Drink' }).click();
  await dialog(page, 'Add Mix Drink').getByRole('button', { name: 'Add Mix Drink' }).click();
  await invalidField(page);
  await visit('mix drink form with errors');
  await escape(page);
  await page.getByRole('button', { name: 'Delete Tonic Water' }).click();
  await visit('delete mix drink confirmation');
  await escape(page);

  await page.goto('/admin/orders');
  await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
  await visit('admin orders');
  await page.goto('/admin/packing');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await visit('admin packing');
  await page.goto('/admin/settings');
  await page.getByRole('heading', { name: 'Token packages' }).waitFor();
  await visit('admin settings');
}
