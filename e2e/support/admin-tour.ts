import { msg } from '#shared/messages.ts';
import { changePasswordDialog, dialog, escape, invalidField, startingWith, type Tour } from './tour-steps.ts';

/** The back office: every admin page and dialog (see tour.ts). */
type People = { guestEmail: string; applicantEmail: string };

export async function adminTour(tour: Tour, people: People) {
  await peopleAndCatalogueTour(tour, people);
  await ordersAndPackingTour(tour, people);
}

/** Dashboard, users and applications, lounges, products, mix drinks. */
export async function peopleAndCatalogueTour(tour: Tour, people: People) {
  const { page, visit, tr } = tour;
  await page.goto('/admin');
  await page.getByText(tr('System Status')).waitFor();
  await visit('admin dashboard');
  if (tour.phone) {
    await page.getByRole('button', { name: tr.key('admin.layout.menuToggle', { page: tr('Dashboard') }) }).click();
    await visit('admin dashboard: admin menu open');
    await page.getByRole('button', { name: tr.key('admin.layout.menuToggle', { page: tr('Dashboard') }) }).click();
  }
  await changePasswordDialog(tour, 'admin dashboard');

  await page.goto('/admin/users');
  await page.getByRole('button', { name: tr(`Edit tokens of ${people.guestEmail}`) }).waitFor();
  await visit('admin users');
  await page.getByRole('link', { name: people.guestEmail }).filter({ visible: true }).click();
  await page.getByRole('heading', { name: tr('Token statement') }).waitFor();
  await visit('admin guest page');
  await page.getByRole('button', { name: tr('End all sessions') }).click();
  await dialog(page, tr('End all sessions?')).waitFor();
  await visit('end all sessions confirmation');
  await escape(page);
  await page.getByRole('button', { name: tr('Remove second factors') }).click();
  await dialog(page, tr('Remove second factors')).waitFor();
  await visit('remove second factors confirmation');
  await escape(page);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: tr(`Edit tokens of ${people.guestEmail}`) }).waitFor();
  await page.getByRole('button', { name: tr('Create User') }).click();
  await dialog(page, tr('Create User')).getByRole('button', { name: tr('Create User') }).click();
  await invalidField(page);
  await visit('create user dialog with errors');
  await escape(page);
  await page.getByRole('button', { name: tr(`Edit tokens of ${people.guestEmail}`) }).click();
  await visit('edit token balance dialog');
  await escape(page);
  await page.getByRole('tab', { name: tr.pattern('admin.users.applicationsCount') }).click();
  await page.getByRole('button', { name: tr(`Approve ${people.applicantEmail}`) }).click();
  await visit('approve application confirmation');
  await escape(page);
  await visit('admin applications');

  await page.goto('/admin/lounges');
  await page.getByRole('button', { name: tr('Assign user to VIP 3') }).waitFor();
  await visit('admin lounges');
  await page.getByRole('button', { name: tr.key('admin.lounges.addLounge') }).click();
  await dialog(page, tr.key('admin.lounges.addLounge')).getByRole('button', { name: tr.key('admin.lounges.addLounge') }).click();
  await invalidField(page);
  await visit('add lounge dialog with errors');
  await escape(page);
  await page.getByRole('button', { name: tr('Edit Terrace 1') }).click();
  await visit('edit lounge dialog');
  await escape(page);
  await page.getByRole('button', { name: tr('Assign user to VIP 3') }).click();
  await dialog(page, tr('Assign User to VIP 3')).getByRole('button', { name: tr(`Assign ${people.guestEmail}`) }).waitFor();
  await visit('assign user dialog');
  await dialog(page, tr('Assign User to VIP 3')).getByRole('button', { name: tr(`Assign ${people.guestEmail}`) }).click();
  await dialog(page, tr('Assign lounge')).getByText(tr(msg.confirmAssign({ email: people.guestEmail, tokens: 150 }))).waitFor();
  await visit('assign confirmation');
  await page.keyboard.press('Escape');
  await dialog(page, tr('Assign lounge')).waitFor({ state: 'detached' });
  await escape(page);
  await page.getByRole('button', { name: tr('Move Terrace 1 to another guest') }).click();
  await dialog(page, tr('Move Terrace 1 to another guest')).getByRole('list', { name: tr.key('admin.lounges.userList') }).waitFor();
  await visit('move lounge dialog');
  await escape(page);
  await page.getByRole('button', { name: tr(`Unassign ${people.guestEmail} from Terrace 1`) }).click();
  await visit('unassign confirmation');
  await escape(page);

  await page.goto('/admin/products');
  await page.getByRole('button', { name: tr('Edit Lager 6-pack') }).waitFor();
  await visit('admin products');
  await page.getByRole('button', { name: tr.key('admin.catalogue.addProduct') }).click();
  await dialog(page, tr.key('admin.catalogue.addProduct')).getByRole('button', { name: tr.key('admin.catalogue.addProduct') }).click();
  await invalidField(page);
  await visit('product form with errors');
  await escape(page);
  // An existing product's form has the photo field (docs/decisions/047): closed without saving.
  await page.getByRole('button', { name: tr('Edit Lager 6-pack') }).click();
  // Scrolled to, so that the screenshot on a phone shows the field rather than the form's top.
  await dialog(page, tr.key('admin.catalogue.editProduct')).getByRole('button', { name: tr.key('admin.catalogue.choosePhoto') }).scrollIntoViewIfNeeded();
  await visit('edit product dialog with the photo field');
  await escape(page);
  await page.getByRole('button', { name: tr('Delete Lager 6-pack') }).click();
  await visit('delete product confirmation');
  await escape(page);

  await page.goto('/admin/stock?day=Friday');
  await page.getByRole('form', { name: tr('Stock of Lager 6-pack') }).waitFor();
  await visit('admin stock');

  await page.goto('/admin/mix-drinks');
  await page.getByRole('button', { name: tr('Edit Tonic Water') }).waitFor();
  await visit('admin mix drinks');
  await page.getByRole('button', { name: tr('Add Mix Drink') }).click();
  await dialog(page, tr('Add Mix Drink')).getByRole('button', { name: tr('Add Mix Drink') }).click();
  await invalidField(page);
  await visit('mix drink form with errors');
  await escape(page);
  await page.getByRole('button', { name: tr('Delete Tonic Water') }).click();
  await visit('delete mix drink confirmation');
  await escape(page);
}

/** Orders with their dialogs, packing lists, mail, editions, settings, the security and audit log. */
export async function ordersAndPackingTour(tour: Tour, people: People) {
  const { page, visit, tr } = tour;
  await ordersTour(tour, people);
  await packingTour(tour);
  await deliveryTour(tour);
  await mailTour(tour);
  await editionsTour(tour);
  await page.goto('/admin/settings');
  await page.getByRole('heading', { name: tr.key('admin.settings.packagesHeading') }).waitFor();
  await page.getByRole('heading', { name: tr.key('admin.retention.heading') }).waitFor();
  await visit('admin settings');
  // The retention rule switched on shows its months and the dry run's count (docs/decisions/048); never saved here.
  await page.getByLabel(tr.key('admin.retention.on')).check();
  await page.getByText(tr.pattern('admin.retention.dryRun')).waitFor();
  await visit('admin settings: data retention switched on');
  await securityLogTour(tour);
}

/** The two logs (docs/features.md#security-and-audit-log): the tour's own changes and sign-ins are in them. */
async function securityLogTour(tour: Tour) {
  const { page, visit, tr } = tour;
  await page.goto('/admin/security-log');
  await page.getByRole('navigation', { name: tr.key('admin.securityLog.auditPages') }).waitFor();
  await visit('admin security log: audit log');
  await page.getByRole('tab', { name: tr.key('admin.securityLog.securityEvents') }).click();
  await page.getByRole('navigation', { name: tr.key('admin.securityLog.securityPages') }).waitFor();
  await visit('admin security log: security events');
}

async function ordersTour(tour: Tour, people: { guestEmail: string }) {
  const { page, visit, tr } = tour;
  await page.goto('/admin/orders');
  await page.getByRole('button', { name: tr.pattern('admin.orders.cancelOrderOf') }).first().waitFor();
  await visit('admin orders');
  await page.getByRole('button', { name: tr.pattern('admin.orders.viewDetailsOf') }).first().click();
  await page.getByRole('dialog', { name: tr.pattern('orders.heading') }).getByText(tr('Customer')).waitFor();
  await visit('order details dialog');
  await escape(page);
  await page.getByRole('button', { name: tr.pattern('admin.orders.cancelOrderOf') }).first().click();
  await visit('cancel order confirmation');
  await escape(page);
  await page.getByRole('button', { name: tr.pattern('admin.orders.refundOrderOf') }).first().click();
  await visit('refund confirmation');
  await escape(page);
  await page.getByRole('button', { name: tr(msg.createManualOrder) }).click();
  const manual = dialog(page, tr(msg.createManualOrder));
  await manual.getByRole('button', { name: new RegExp(people.guestEmail) }).click();
  await manual.getByRole('button', { name: tr('Add Grey Goose Vodka 70cl') }).click();
  const mix = dialog(page, tr('Choose your mix drinks'));
  await mix.getByRole('button', { name: tr('Add Tonic Water') }).click();
  await visit('manual order: mix drinks');
  await mix.getByRole('button', { name: tr('Confirm') }).click();
  await mix.waitFor({ state: 'detached' });
  await manual.getByRole('button', { name: tr('Add Lager 6-pack') }).click();
  await manual.getByRole('group', { name: tr('Change quantity of Lager 6-pack') }).waitFor();
  await manual.getByLabel(tr('Lounge for Lager 6-pack')).selectOption({ label: tr(msg.noLoungeNotPacked) });
  await visit('manual order dialog');
  await escape(page);
}

 /** The Mail page (decision 022) with the guests' mails waiting, the reminder's confirmation and schedule dialog. */
async function mailTour(tour: Tour) {
  const { page, visit, tr } = tour;
  await page.goto('/admin/mail');
  await page.getByRole('tab', { name: tr.pattern('admin.mail.tabWithCount', { list: tr('Waiting') }) }).waitFor();
  await page.getByText(tr('No reminder scheduled.')).waitFor();
  await visit('admin mail');
  await page.getByRole('button', { name: tr('Send reminder now') }).click();
  const reminder = dialog(page, tr('Send reminder now'));
  await reminder.getByText(tr.pattern('admin.mail.confirmSendReminder')).or(reminder.getByText(tr.key('admin.mail.confirmSendReminderNobody'))).waitFor();
  await visit('send reminder confirmation');
  await escape(page);
  await page.getByRole('button', { name: tr('Schedule reminder') }).click();
  await dialog(page, tr('Schedule reminder')).getByRole('button', { name: tr('Schedule') }).click();
  await invalidField(page);
  await visit('schedule reminder dialog with errors');
  await escape(page);
}

/** The festival editions (docs/decisions/031): the list, preparing the next one, and closing one asks first. */
async function editionsTour(tour: Tour) {
  const { page, visit, tr } = tour;
  await page.goto('/admin/editions');
  await page.getByRole('button', { name: tr.pattern('admin.editions.editNamed') }).first().waitFor();
  await visit('admin editions');
  await page.getByRole('button', { name: tr.key('admin.editions.prepareNext') }).click();
  await dialog(page, tr.key('admin.editions.prepareNext')).getByLabel(tr.key('admin.editions.name'), { exact: true }).waitFor();
  await visit('prepare next edition dialog');
  await escape(page);
  await page.getByRole('button', { name: tr.pattern('admin.editions.closeNamed') }).first().click();
  await visit('close edition confirmation');
  await escape(page);
}

async function packingTour(tour: Tour) {
  const { page, visit, tr } = tour;
  await page.goto('/admin/packing?day=Thursday');
  await page.getByText('Prosecco DOC 75cl').first().waitFor();
  await visit('packing list: product summary');
  await page.getByRole('button', { name: tr(msg.byLounge) }).click();
  await page.getByText('VIP 2').first().waitFor();
  await visit('packing list: by lounge');
  // Friday holds the rest of an order whose Thursday lounge is delivered: its note says so.
  await page.getByRole('tab', { name: startingWith(tr.day('Friday')) }).click();
  await page.getByText(tr.pattern('partlyDelivered')).first().waitFor();
  await visit('packing list: by lounge, an order partly delivered');
  await page.getByRole('searchbox', { name: tr.key('admin.packing.search') }).fill('Absinthe');
  await page.getByText(tr.pattern('noPackingMatch')).waitFor();
  await visit('packing list: nothing found');
}

/**
 * The Reports page, festival and one day (docs/decisions/027), walked by the accessibility test and photographed by
 * `npm run screenshots`; its own browser test (e2e/reports.test.ts) checks the figures, the phone width and
 * the print view.
 */
export async function reportsTour(tour: Tour) {
  const { page, visit, tr } = tour;
  await page.goto('/admin/reports');
  await page.getByRole('heading', { name: tr('Consumption') }).waitFor();
  await visit('admin reports: whole festival');
  await page.getByRole('tab', { name: tr.day('Friday') }).click();
  await page.waitForURL('**/admin/reports?day=Friday');
  await page.getByRole('heading', { name: tr('Consumption') }).waitFor();
  await visit('admin reports: Friday');
}

/**
 * The delivery run, phone first, in the back office: Thursday with a lounge delivered, Friday with the rest of
 * that order still to bring (it reads partly delivered).
 */
async function deliveryTour(tour: Tour) {
  const { page, visit, tr } = tour;
  await page.goto('/admin/delivery?day=Thursday');
  await page.getByText(tr.pattern('deliveryProgress')).waitFor();
  await page.getByRole('button', { name: startingWith(`${tr.key('admin.delivery.markDelivered')} VIP`) }).first().waitFor();
  await visit('delivery run');
  await page.goto('/admin/delivery?day=Friday');
  await page.getByText(tr.pattern('partlyDelivered')).first().waitFor();
  await visit('delivery run: partly delivered order');
}
