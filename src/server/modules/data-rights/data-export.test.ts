import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { msg } from '#shared/messages.ts';
import { createdDataExportResponse, dataExportResponse } from '#shared/schemas/data-rights.ts';
import { dataExports, mails, payoutRefunds, payouts, payoutWindows, securityEvents } from '#server/db/schema/index.ts';
import { signIn } from '#server/testing/admin-fixtures.ts';
import { insertPayment } from '#server/modules/payments/payments.repo.ts';
import { ApiClient, errorOf, readJson } from '#server/testing/api-client.ts';
import { currentEditionId, insertEdition } from '#server/testing/fixtures.ts';
import { placeOrder } from '#server/testing/order-fixtures.ts';
import { insertProduct, openShop, registeredGuest } from '#server/testing/shop-fixtures.ts';
import { useTestApp } from '#server/testing/suite.ts';
import { onPostgres } from '#server/testing/test-db.ts';
import { createDataRightsWorker } from './index.ts';

// "Download my data" (docs/decisions/048): an export job prepared by the data-rights worker, a zip of JSON and CSV
// files with the requester's data and nobody else's, behind a link that works once, for that account only.
const t = useTestApp();
const db = () => t.database.db;

/** A guest with a lounge, an order with a line, a payment, a mail and sign-in events. */
async function guestWithHistory() {
  await openShop(db());
  const guest = await registeredGuest(t, { tokens: 300 });
  const product = await insertProduct(db(), { name: `Gin ${randomUUID().slice(0, 6)}`, tokenPrice: 20 });
  const orderId = await placeOrder(guest, [{ productId: product.id, quantity: 2, loungeId: guest.lounge.id }]);
  const payment = await insertPayment(db(), { userId: guest.userId, editionId: await currentEditionId(db()), packageId: 'p50', tokens: 50, amountCents: 5_000, provider: 'demo' });
  // A sign-in from another browser: a security event of the account.
  await signIn(t, guest.email);
  await expect.poll(async () => (await db().select().from(securityEvents).where(eq(securityEvents.userId, guest.userId))).length).toBeGreaterThan(0);
  await db().insert(mails).values({ kind: 'reminder', recipient: guest.email, profileId: guest.userId, payload: {}, subject: `Reminder ${randomUUID()}`, status: 'sent' });
  return { ...guest, orderId, paymentId: payment.id, product: product.name };
}

/** A payout of `tokens` in a window of a closed edition of its own, refunding part of the guest's payment. */
async function payoutOf(guest: Awaited<ReturnType<typeof guestWithHistory>>, tokens: number) {
  const edition = await insertEdition(db(), { state: 'closed' });
  const [window] = await db().insert(payoutWindows).values({ editionId: edition.id, lastDay: '2099-12-31' }).returning();
  const [payout] = await db().insert(payouts).values({ windowId: window!.id, userId: guest.userId, choice: 'payout', tokens }).returning();
  await db().insert(payoutRefunds).values({ payoutId: payout!.id, paymentId: guest.paymentId, position: 0, tokens, amountCents: tokens * 100, currency: 'chf', providerRefundId: `demo_re_${payout!.id}` });
  return payout!.id;
}

async function requestExport(client: ApiClient) {
  const res = await client.post('/api/me/data-exports');
  expect(res.statusCode, res.body).toBe(202);
  return readJson(res, createdDataExportResponse);
}

const downloadUrl = (id: string, token: string) => `/api/me/data-exports/${id}/download?token=${encodeURIComponent(token)}`;

/** The zip's files, as text. */
function filesOf(body: Buffer) {
  return Object.fromEntries(Object.entries(unzipSync(new Uint8Array(body))).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

describe('download my data', () => {
  it('prepares a zip of JSON and CSV files with the guest’s profile, lounges, orders, statement, payments, payouts, mails and security events, and none of another guest’s', async () => {
    const [a, b] = [await guestWithHistory(), await guestWithHistory()];
    const [, otherPayoutId] = [await payoutOf(a, 30), await payoutOf(b, 20)];
    const { export: requested, token } = await requestExport(a.client);
    expect(requested.status).toBe('waiting');
    expect(new Date(requested.expiresAt).getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
    // Only the hash of the token is stored.
    const [stored] = await db().select().from(dataExports).where(eq(dataExports.id, requested.id));
    expect(stored!.tokenHash).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(token);

    expect(await t.app.dataRightsWorker.runOnce()).toBeGreaterThanOrEqual(1);
    expect(readJson(await a.client.get(`/api/me/data-exports/${requested.id}`), dataExportResponse).export.status).toBe('ready');

    const res = await a.client.get(downloadUrl(requested.id, token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = filesOf(res.rawPayload);
    expect(Object.keys(files).sort()).toEqual(
      ['README.txt', 'lounges.csv', 'mails.csv', 'my-data.json', 'order-lines.csv', 'orders.csv', 'payments.csv', 'payouts.csv', 'profile.csv', 'security-events.csv', 'token-statement.csv'].sort(),
    );
    const data = JSON.parse(files['my-data.json']!) as Record<string, unknown[]> & { profile: { email: string; tokenBalance: number } };
    expect(data.profile.email).toBe(a.email);
    expect(data.lounges).toEqual([expect.objectContaining({ loungeId: a.lounge.id, bookingNumber: a.bookingNumber })]);
    expect(data.orders).toEqual([expect.objectContaining({ id: a.orderId, lines: [expect.objectContaining({ product: a.product, quantity: 2, tokenPrice: 20 })] })]);
    expect(data.tokenStatement).toEqual([
      expect.objectContaining({ kind: 'lounge_grant', delta: 300, balanceAfter: 300 }),
      expect.objectContaining({ kind: 'order', delta: -40, balanceAfter: 260, orderId: a.orderId }),
    ]);
    expect(data.payments).toEqual([expect.objectContaining({ id: a.paymentId, tokens: 50 })]);
    expect(data.payouts).toEqual([expect.objectContaining({ choice: 'payout', tokens: 30, refunds: [expect.objectContaining({ paymentId: a.paymentId, tokens: 30, amountCents: 3_000 })] })]);
    expect(data.mails).toContainEqual(expect.objectContaining({ kind: 'reminder', status: 'sent' }));
    expect(data.securityEvents).toContainEqual(expect.objectContaining({ kind: 'sign_in.succeeded' }));
    // Readable CSV: a header row, the guest's rows.
    expect(files['order-lines.csv']!.replace('\uFEFF', '').split('\r\n')[0]).toBe('order_id,product,quantity,token_price,day,lounge_id,delivered_at');
    expect(files['order-lines.csv']).toContain(`${a.orderId},${a.product},2,20,Friday,${a.lounge.id},`);
    expect(files['token-statement.csv']).toContain(',order,-40,260,');
    expect(files['payments.csv']).toContain(',50.00,CHF,demo,');
    expect(files['payouts.csv']).toContain(`,payout,30,0,${a.paymentId},30,30.00,CHF,waiting,`);

    // Nothing of the other guest, in any file.
    const everything = Object.values(files).join('\n');
    for (const secret of [b.email, b.bookingNumber, b.userId, b.orderId, b.paymentId, b.lounge.id, otherPayoutId]) expect(everything).not.toContain(secret);
    // Nor any credential.
    expect(everything).not.toMatch(/argon2|password_hash|passwordHash/);
  });

  it('works once: the second download of the same link is refused, and the archive is gone from the database', async () => {
    const guest = await guestWithHistory();
    const { export: requested, token } = await requestExport(guest.client);
    await t.app.dataRightsWorker.runOnce();
    const downloads = await Promise.all([guest.client.get(downloadUrl(requested.id, token)), guest.client.get(downloadUrl(requested.id, token))]);
    expect(downloads.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const again = await guest.client.get(downloadUrl(requested.id, token));
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe(msg.dataExportGone);
    const [row] = await db().select().from(dataExports).where(eq(dataExports.id, requested.id));
    expect(row).toMatchObject({ status: 'downloaded', archive: null });
  });

  it('does not work for another account, nor with a wrong token, nor signed out; the owner can still download it', async () => {
    const [owner, other] = [await guestWithHistory(), await guestWithHistory()];
    const { export: requested, token } = await requestExport(owner.client);
    await t.app.dataRightsWorker.runOnce();

    expect((await other.client.get(downloadUrl(requested.id, token))).statusCode).toBe(404);
    expect((await other.client.get(`/api/me/data-exports/${requested.id}`)).statusCode).toBe(404);
    expect((await new ApiClient(t.app).get(downloadUrl(requested.id, token))).statusCode).toBe(401);
    expect((await owner.client.get(downloadUrl(requested.id, `${token}x`))).statusCode).toBe(404);
    expect((await owner.client.get(downloadUrl(randomUUID(), token))).statusCode).toBe(404);

    const res = await owner.client.get(downloadUrl(requested.id, token));
    expect(res.statusCode).toBe(200);
    expect((JSON.parse(filesOf(res.rawPayload)['my-data.json']!) as { profile: { email: string } }).profile.email).toBe(owner.email);
  });

  it('answers 404 before the export is ready and after it expired', async () => {
    const guest = await guestWithHistory();
    const { export: requested, token } = await requestExport(guest.client);
    expect((await guest.client.get(downloadUrl(requested.id, token))).statusCode).toBe(404);
    await t.app.dataRightsWorker.runOnce();
    await db().update(dataExports).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(dataExports.id, requested.id));
    expect((await guest.client.get(downloadUrl(requested.id, token))).statusCode).toBe(404);
    expect((await guest.client.get(`/api/me/data-exports/${requested.id}`)).statusCode).toBe(404);
  });

  it('replaces an earlier export not yet downloaded: one link at a time', async () => {
    const guest = await guestWithHistory();
    const first = await requestExport(guest.client);
    const second = await requestExport(guest.client);
    await t.app.dataRightsWorker.runOnce();
    expect((await guest.client.get(downloadUrl(first.export.id, first.token))).statusCode).toBe(404);
    expect((await guest.client.get(downloadUrl(second.export.id, second.token))).statusCode).toBe(200);
  });

  it('is erased with the account: a deleted guest leaves no export behind', async () => {
    await openShop(db());
    const guest = await registeredGuest(t, { tokens: 10 });
    const { export: requested } = await requestExport(guest.client);
    await t.app.dataRightsWorker.runOnce();
    const deleted = await guest.client.post('/api/me/account/delete', { password: 'correct-horse-42', giveUpTokens: true });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await db().select().from(dataExports).where(eq(dataExports.id, requested.id))).toEqual([]);
  });

  it.runIf(onPostgres)('is prepared once when two instances poll at once (FOR UPDATE SKIP LOCKED)', async () => {
    const guests = await Promise.all([1, 2, 3, 4].map(() => registeredGuest(t, { tokens: 5 })));
    const ids = await Promise.all(guests.map(async (g) => (await requestExport(g.client)).export.id));
    const options = { pollMs: 0, leaseMs: 60_000, maxAttempts: 3, retryBaseMs: 50, retentionEveryMs: 60 * 60_000 };
    const quiet = { error: () => {}, warn: () => {}, info: () => {} };
    const [a, b] = [createDataRightsWorker(db(), options, quiet), createDataRightsWorker(db(), options, quiet)];
    // Rounds of BATCH (5) at a time, side by side, until none is left.
    while ((await Promise.all([a.runOnce(), b.runOnce()])).some((n) => n > 0));
    const rows = await db().select({ id: dataExports.id, status: dataExports.status, attempts: dataExports.attempts }).from(dataExports);
    expect(rows.filter((r) => ids.includes(r.id))).toEqual(expect.arrayContaining(ids.map((id) => ({ id, status: 'ready', attempts: 1 }))));
  });
});
