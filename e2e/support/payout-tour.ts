import type { EditionsResponse } from '#shared/schemas/editions.ts';
import type { PayoutWindow, PayoutWindowBody } from '#shared/schemas/payouts.ts';
import { dayFromToday, guestWithPayments } from '#server/testing/payout-fixtures.ts';
import { uniqueEmail } from './flows.ts';
import { adminSession } from './seed.ts';
import type { ShopServer } from './server.ts';
import { dialog, signInSpeaking, type Tour } from './tour-steps.ts';

/**
 * After the festival (docs/decisions/040-payouts.md): the admin closes the current edition and opens its payout
 * window through the back office's API, as the Editions page does. Closing makes the shop read-only for good, so this
 * comes after every other tour on the shop. A window already open (an earlier test of the same shop) is kept.
 */
export async function openPayoutWindow(shop: ShopServer) {
  const admin = await adminSession(shop);
  const { editions } = await admin.call<EditionsResponse>('GET', '/api/admin/editions');
  const current = editions.find((edition) => edition.isCurrent);
  if (current) await admin.call('POST', `/api/admin/editions/${current.id}/close`);
  const edition = current ?? editions.find((e) => e.state === 'closed');
  if (!edition) throw new Error('openPayoutWindow: no edition to close');
  const { window } = await admin.call<{ window: PayoutWindow | null }>('GET', `/api/admin/editions/${edition.id}/payout-window`);
  const rules: PayoutWindowBody = { minimumTokens: 10, feeTokens: 2, lastDay: dayFromToday(20), cause: 'Sea rescue' };
  if (!window) await admin.call('PUT', `/api/admin/editions/${edition.id}/payout-window`, rules);
}

/**
 * A guest with tokens bought by card on /tokens while the window is open (openPayoutWindow): the three choices, the
 * payout's question, and the payout requested. Each run has a guest of its own, since a payout is final.
 */
export async function payoutTour(tour: Tour) {
  const { page, visit, shop, tr } = tour;
  const { guest } = await guestWithPayments(shop.database.db, uniqueEmail('payout'), [25, 50], 15);
  await signInSpeaking(page, shop, guest.email, tr.language);
  await page.goto('/tokens');
  const choices = page.getByRole('region', { name: tr.pattern('payout.title') });
  const askForPayout = choices.getByRole('list', { name: tr.key('payout.options') }).getByRole('button', { name: tr.key('payout.payout.button') });
  await askForPayout.waitFor();
  await visit('tokens: payout choice');
  await askForPayout.click();
  const question = dialog(page, tr.key('payout.payout.confirmTitle'));
  await question.getByRole('button', { name: tr.key('payout.payout.button') }).waitFor();
  await visit('payout question');
  await question.getByRole('button', { name: tr.key('payout.payout.button') }).click();
  await question.waitFor({ state: 'detached' });
  // Refunding or, once the refund queue got to it, paid: either is the request confirmed.
  await choices.getByRole('status').waitFor();
  await visit('tokens: payout requested');
}
