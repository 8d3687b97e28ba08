import { msg } from '#shared/messages.ts';
import { changePasswordDialog, dialog, escape, invalidField, type Tour } from './tour-steps.ts';

/** The back office: every admin page and dialog (see tour.ts). */
type People = { guestEmail: string; applicantEmail: string };

export async function adminTour(tour: Tour, people: People) {
  await peopleAndCatalogueTour(tour, people);
  await ordersAndPackingTour(tour, people);
}

/** Dashboard, users and applications, lounges, products, mix drinks. */
export async function peopleAndCatalogueTour(tour: Tour, people: People) {
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
  await page.getByRole('link', { name: people.guestEmail }).filter({ visible: true }).click();
  await page.getByRole('heading', { name: 'Token statement' }).waitFor();
  await visit('admin guest page');
  await page.goto('/admin/users');
  await page.getByRole('button', { name: `Edit tokens of ${people.guestEmail}` }).waitFor();
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
  await dialog(page, 'Assign User to VIP 3').getByRole('button', { name: `Assign ${people.guestEmail}` }).click();
  await dialog(page, 'Assign lounge').getByText(msg.confirmAssign(people.guestEmail, 150)).waitFor();
  await visit('assign confirmation');
  await page.keyboard.press('Escape');
  await dialog(page, 'Assign lounge').waitFor({ state: 'detached' });
  await escape(page);
  await page.getByRole('button', { name: 'Move Terrace 1 to another guest' }).click();
  await dialog(page, 'Move Terrace 1 to another guest').getByRole('list', { name: 'Users' }).waitFor();
  await visit('move lounge dialog');
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

  await page.goto('/admin/stock?day=Friday');
  await page.getByRole('form', { name: 'Stock of Lager 6-pack' }).waitFor();
  await visit('admin stock');

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
}

/** Orders with their dialogs, packing lists, settings. */
export async function ordersAndPackingTour(tour: Tour, people: People) {
  const { page, visit } = tour;
  await ordersTour(tour, people);
  await packingTour(tour);
  await deliveryTour(tour);
  await page.goto('/admin/settings');
  await page.getByRole('heading', { name: 'Token packages' }).waitFor();
  await visit('admin settings');
}

async function ordersTour(tour: Tour, people: { guestEmail: string }) {
  const { page, visit } = tour;
  await page.goto('/admin/orders');
  await page.getByRole('button', { name: /^Cancel order #/ }).first().waitFor();
  await visit('admin orders');
  await page.getByRole('button', { name: /^View details of order #/ }).first().click();
  await page.getByRole('dialog', { name: /^Order #/ }).getByText('Customer').waitFor();
  await visit('order details dialog');
  await escape(page);
  await page.getByRole('button', { name: /^Cancel order #/ }).first().click();
  await visit('cancel order confirmation');
  await escape(page);
  await page.getByRole('button', { name: /^Refund order #/ }).first().click();
  await visit('refund confirmation');
  await escape(page);
  await page.getByRole('button', { name: msg.createManualOrder }).click();
  const manual = dialog(page, msg.createManualOrder);
  await manual.getByRole('button', { name: new RegExp(people.guestEmail) }).click();
  await manual.getByRole('button', { name: 'Add Grey Goose Vodka 70cl' }).click();
  const mix = dialog(page, 'Choose your mix drinks');
  await mix.getByRole('button', { name: 'Add Tonic Water' }).click();
  await visit('manual order: mix drinks');
  await mix.getByRole('button', { name: 'Confirm' }).click();
  await mix.waitFor({ state: 'detached' });
  await manual.getByRole('button', { name: 'Add Lager 6-pack' }).click();
  await manual.getByRole('group', { name: 'Change quantity of Lager 6-pack' }).waitFor();
  await manual.getByLabel('Lounge for Lager 6-pack').selectOption({ label: msg.noLoungeNotPacked });
  await visit('manual order dialog');
  await escape(page);
}

async function packingTour(tour: Tour) {
  const { page, visit } = tour;
  await page.goto('/admin/packing?day=Thursday');
  await page.getByText('Prosecco DOC 75cl').first().waitFor();
  await visit('packing list: product summary');
  await page.getByRole('button', { name: msg.byLounge }).click();
  await page.getByText('VIP 2').first().waitFor();
  await visit('packing list: by lounge');
  await page.getByRole('tab', { name: /^Friday/ }).click();
  await page.getByText(msg.noItemsForDay).waitFor();
  await visit('packing list: empty day');
}

/**
 * The Reports page, festival and one day (issue 20), walked by the accessibility test and photographed by
 * `npm run screenshots`; its own browser test (e2e/reports.test.ts) checks the figures, the phone width and
 * the print view.
 */
export async function reportsTour(tour: Tour) {
  const { page, visit } = tour;
  await page.goto('/admin/reports');
  await page.getByRole('heading', { name: 'Consumption' }).waitFor();
  await visit('admin reports: whole festival');
  await page.getByRole('tab', { name: 'Friday' }).click();
  await page.waitForURL('**/admin/reports?day=Friday');
  await page.getByRole('heading', { name: 'Consumption' }).waitFor();
  await visit('admin reports: Friday');
}

/** The delivery run (issue 17), phone first: the admin reaches the staff page. */
async function deliveryTour(tour: Tour) {
  const { page, visit } = tour;
  await page.goto('/staff/delivery?day=Thursday');
  await page.getByText(/lounges delivered$/).waitFor();
  await page.getByRole('button', { name: /^Delivered VIP/ }).first().waitFor();
  await visit('delivery run');
}
