import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { adminPayoutWindowResponse, payoutChoiceResponse, payoutOfferResponse } from '#shared/schemas/payouts.ts';
import { reportsResponse } from '#shared/schemas/admin-reports.ts';
import { mails, payoutRefunds, payouts, payoutWindows, profiles, tokenLedger } from '#server/db/schema/index.ts';
import { findLedgerMismatches, findPayoutMismatches } from '#server/modules/tokens/index.ts';

import { errorOf, readJson } from '#server/testing/api-client.ts';
import { auditRowsSince, lastAuditId, signIn, uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { insertEdition, insertLounge } from '#server/testing/fixtures.ts';
import { closeCurrentEdition, dayFromToday, guestWithPayments } from '#server/testing/payout-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';
import { postLedgerEntry } from '#server/modules/tokens/index.ts';

// docs/decisions/040-payouts.md: the window, the guest's choice, the refund plan, the queue and the ledger.
const t = useTestApp();
const admin = useSignedInAdmin(t);
let editionId: string;
let windowId: string;
beforeAll(async () => {
  editionId = await closeCurrentEdition(t.database.db);
});

const refundsOf = (payoutId: string) => t.database.db.select().from(payoutRefunds).where(eq(payoutRefunds.payoutId, payoutId)).orderBy(asc(payoutRefunds.position));
const payoutOf = async (userId: string) => (await t.database.db.select().from(payouts).where(eq(payouts.userId, userId)))[0];
const balanceOf = async (userId: string) => (await t.database.db.select({ b: profiles.tokenBalance }).from(profiles).where(eq(profiles.id, userId)))[0]!.b;
const drain = async () => {
  while ((await t.app.refundQueue.runOnce()) > 0);
};

describe('the payout window (admin)', () => {
  it('opens only on a closed edition, with a last day ahead and a fee below the minimum, audited, and tells guests', async () => {
    // One guest with tokens bought and a lounge's, one with lounge tokens alone (nothing payable: no mail).
    const { guest: mailed } = await guestWithPayments(t.database.db, uniqueEmail('payout-mailed'), [25], 0);
    const { guest: unmailed } = await guestWithPayments(t.database.db, uniqueEmail('payout-unmailed'), [], 0);
    for (const [guest, tokens] of [[mailed, 5], [unmailed, 40]] as const) {
      const lounge = await insertLounge(t.database.db, { editionId, bookingNumber: crypto.randomUUID(), tableNumber: crypto.randomUUID().slice(0, 6) });
      await t.database.db.transaction((tx) => postLedgerEntry(tx, { userId: guest.id, delta: tokens, kind: 'lounge_grant', loungeId: lounge.id }));
    }
    const preparing = await insertEdition(t.database.db);
    const body = { minimumTokens: 10, feeTokens: 2, lastDay: dayFromToday(30), cause: 'Rescue boats' };
    let res = await admin.client.put(`/api/admin/editions/${preparing.id}/payout-window`, body);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('EDITION_NOT_CLOSED');
    res = await admin.client.put(`/api/admin/editions/${editionId}/payout-window`, { ...body, lastDay: dayFromToday(-1) });
    expect(res.statusCode).toBe(400);
    res = await admin.client.put(`/api/admin/editions/${editionId}/payout-window`, { ...body, feeTokens: 10 });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('The fee must be smaller than the minimum');
    res = await admin.client.put(`/api/admin/editions/${crypto.randomUUID()}/payout-window`, body);
    expect(res.statusCode).toBe(404);

    const audit = await lastAuditId(t.database.db);
    res = await admin.client.put(`/api/admin/editions/${editionId}/payout-window`, body);
    expect(res.statusCode).toBe(200);
    const saved = readJson(res, adminPayoutWindowResponse);
    expect(saved.window).toMatchObject({ editionId, loungeTokens: false, minimumTokens: 10, feeTokens: 2, cause: 'Rescue boats', open: true });
    windowId = saved.window!.id;
    expect((await auditRowsSince(t.database.db, audit)).map((r) => r.action)).toEqual(['payout_window.save']);
    // Guests holding tokens a payout could pay back hear of it once, in their language, through the outbox.
    const notices = await t.database.db.select().from(mails).where(eq(mails.kind, 'payout_window'));
    expect(notices.map((m) => [m.recipient, m.payload])).toEqual([
      [mailed.email, { edition: expect.any(String), tokens: 30, payable: 25, lastDay: dayFromToday(30), cause: 'Rescue boats' }],
    ]);
    // The window of this test file: no fee and a minimum of 1 from here on, so figures read plainly.
    res = await admin.client.put(`/api/admin/editions/${editionId}/payout-window`, { minimumTokens: 1, feeTokens: 0, lastDay: dayFromToday(30), cause: 'Rescue boats' });
    expect(readJson(res, adminPayoutWindowResponse).window!.id).toBe(windowId);
  });
});

describe('a guest in the window', () => {
  it('with payments of 25, 50 and 100 tokens who spent 60 is refunded 100 then 15, newest first, once', async () => {
    const email = uniqueEmail('payout-order');
    const { guest, payments } = await guestWithPayments(t.database.db, email, [25, 50, 100], 60);
    const client = await signIn(t, email);
    const offer = readJson(await client.get('/api/me/payout'), payoutOfferResponse);
    expect(offer).toMatchObject({ balance: 115, payableTokens: 115, payoutTokens: 115, payoutCents: 115_000, canPayOut: true, choice: null });

    const res = await client.post('/api/me/payout', { choice: 'payout' });
    expect(res.statusCode).toBe(200);
    expect(readJson(res, payoutChoiceResponse).offer.choice).toMatchObject({ choice: 'payout', tokens: 115, amountCents: 115_000, status: 'refunding' });
    expect(await balanceOf(guest.id)).toBe(0);
    const payout = (await payoutOf(guest.id))!;
    const ledger = await t.database.db.select().from(tokenLedger).where(and(eq(tokenLedger.userId, guest.id), eq(tokenLedger.kind, 'payout')));
    expect(ledger.map((r) => [r.delta, r.payoutId])).toEqual([[-115, payout.id]]);
    expect((await refundsOf(payout.id)).map((r) => [r.paymentId, r.tokens, r.amountCents, r.status])).toEqual([
      [payments[2]!.id, 100, 100_000, 'waiting'],
      [payments[1]!.id, 15, 15_000, 'waiting'],
    ]);

    await drain();
    const refunds = await refundsOf(payout.id);
    expect(refunds.map((r) => [r.status, r.providerRefundId])).toEqual([
      ['refunded', `demo_re_${refunds[0]!.id}`],
      ['refunded', `demo_re_${refunds[1]!.id}`],
    ]);
    expect(readJson(await client.get('/api/me/payout'), payoutOfferResponse).choice).toMatchObject({ status: 'paid', amountCents: 115_000 });
    // Asking again answers the same and pays nothing more; another choice is refused.
    expect((await client.post('/api/me/payout', { choice: 'payout' })).statusCode).toBe(200);
    const donate = await client.post('/api/me/payout', { choice: 'donation' });
    expect(donate.statusCode).toBe(409);
    expect(errorOf(donate).code).toBe('PAYOUT_ALREADY_CHOSEN');
    expect(await refundsOf(payout.id)).toHaveLength(2);
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);
    expect(await findPayoutMismatches(t.database.db)).toEqual([]);
  });

  it('asking 20 times at once gives one payout, one ledger row and one refund per payment', async () => {
    const email = uniqueEmail('payout-parallel');
    const { guest } = await guestWithPayments(t.database.db, email, [50, 50], 30);
    const client = await signIn(t, email);
    const answers = await Promise.all(Array.from({ length: 20 }, () => client.post('/api/me/payout', { choice: 'payout' })));
    expect(answers.filter((r) => r.statusCode !== 200 && r.statusCode !== 409).map((r) => r.body)).toEqual([]);
    const rows = await t.database.db.select().from(payouts).where(eq(payouts.userId, guest.id));
    expect(rows).toHaveLength(1);
    const ledger = await t.database.db.select().from(tokenLedger).where(and(eq(tokenLedger.userId, guest.id), inArray(tokenLedger.kind, ['payout', 'donation'])));
    expect(ledger.map((r) => r.delta)).toEqual([-70]);
    expect((await refundsOf(rows[0]!.id)).map((r) => [r.tokens, r.amountCents])).toEqual([[50, 50_000], [20, 20_000]]);
    expect(await balanceOf(guest.id)).toBe(0);
  });

  it('donates to the cause, keeps by default and may change keep into a payout; lounge tokens stay unless the window says so', async () => {
    const donorEmail = uniqueEmail('payout-donor');
    const { guest: donor } = await guestWithPayments(t.database.db, donorEmail, [25], 5);
    const donorClient = await signIn(t, donorEmail);
    const res = await donorClient.post('/api/me/payout', { choice: 'donation' });
    expect(readJson(res, payoutChoiceResponse).message).toBe('Thank you: 20 tokens go to Rescue boats.');
    expect((await t.database.db.select().from(tokenLedger).where(and(eq(tokenLedger.userId, donor.id), eq(tokenLedger.kind, 'donation')))).map((r) => r.delta)).toEqual([-20]);
    expect(await t.database.db.select().from(payoutRefunds).innerJoin(payouts, eq(payouts.id, payoutRefunds.payoutId)).where(eq(payouts.userId, donor.id))).toEqual([]);

    // Granted lounge tokens are not payable by default: only the bought 25 of 225.
    const keeperEmail = uniqueEmail('payout-keeper');
    const { guest: keeper } = await guestWithPayments(t.database.db, keeperEmail, [25], 0);
    const lounge = await insertLounge(t.database.db, { editionId, bookingNumber: crypto.randomUUID(), tableNumber: crypto.randomUUID().slice(0, 6) });
    await t.database.db.transaction((tx) => postLedgerEntry(tx, { userId: keeper.id, delta: 200, kind: 'lounge_grant', loungeId: lounge.id }));
    const keeperClient = await signIn(t, keeperEmail);
    expect(readJson(await keeperClient.post('/api/me/payout', { choice: 'keep' }), payoutChoiceResponse).offer).toMatchObject({
      balance: 225,
      payableTokens: 25,
      choice: { choice: 'keep', tokens: 0 },
    });
    expect(await balanceOf(keeper.id)).toBe(225);
    const payout = readJson(await keeperClient.post('/api/me/payout', { choice: 'payout' }), payoutChoiceResponse);
    expect(payout.offer).toMatchObject({ balance: 200, choice: { choice: 'payout', tokens: 25, amountCents: 25_000 } });
  });

  it('pays lounge tokens by bank transfer when the window includes them, and refuses below the minimum', async () => {
    const email = uniqueEmail('payout-lounge');
    const { guest } = await guestWithPayments(t.database.db, email, [10], 0);
    const lounge = await insertLounge(t.database.db, { editionId, bookingNumber: crypto.randomUUID(), tableNumber: crypto.randomUUID().slice(0, 6) });
    await t.database.db.transaction((tx) => postLedgerEntry(tx, { userId: guest.id, delta: 40, kind: 'lounge_grant', loungeId: lounge.id }));
    const client = await signIn(t, email);
    const put = (body: object) => admin.client.put(`/api/admin/editions/${editionId}/payout-window`, { lastDay: dayFromToday(30), cause: 'Rescue boats', ...body });
    expect((await put({ minimumTokens: 60, feeTokens: 5 })).statusCode).toBe(200);
    const below = await client.post('/api/me/payout', { choice: 'payout' });
    expect(below.statusCode).toBe(409);
    expect(errorOf(below)).toMatchObject({ code: 'PAYOUT_BELOW_MINIMUM', details: { payableTokens: 10, minimumTokens: 60 } });

    expect((await put({ minimumTokens: 20, feeTokens: 5, loungeTokens: true, loungeTokenCents: 900 })).statusCode).toBe(200);
    const res = readJson(await client.post('/api/me/payout', { choice: 'payout' }), payoutChoiceResponse);
    // 50 payable, 5 kept as fee: 10 back to the card (10,000), 35 lounge tokens by bank (35 × 9.00 CHF).
    expect(res.offer.choice).toMatchObject({ tokens: 50, feeTokens: 5, amountCents: 10_000 + 31_500, status: 'refunding' });
    await drain();
    expect(readJson(await client.get('/api/me/payout'), payoutOfferResponse).choice).toMatchObject({ status: 'manual' });
    expect(await payoutOf(guest.id)).toMatchObject({ manualTokens: 35, manualCents: 31_500 });
    expect((await put({ minimumTokens: 1, feeTokens: 0 })).statusCode).toBe(200);
  });

  it('is refused without an open window, and the liability after the window is what guests kept', async () => {
    const report = readJson(await admin.client.get('/api/admin/reports'), reportsResponse);
    const [{ kept }] = [readJson(await admin.client.get(`/api/admin/editions/${editionId}/payout-window`), adminPayoutWindowResponse).summary];
    expect(report.tokens.liability).toBe(kept.tokens);
    expect(report.tokens.reconciles).toBe(true);
    expect(report.tokens.lines.paidOut).toBe(-(115 + 70 + 25 + 50));
    expect(report.tokens.lines.donated).toBe(-20);

    await t.database.db.update(payoutWindows).set({ lastDay: dayFromToday(-1) }).where(eq(payoutWindows.id, windowId));
    const email = uniqueEmail('payout-late');
    await guestWithPayments(t.database.db, email, [25], 0);
    const client = await signIn(t, email);
    expect(readJson(await client.get('/api/me/payout'), payoutOfferResponse)).toMatchObject({ window: null, balance: 25 });
    const res = await client.post('/api/me/payout', { choice: 'payout' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('PAYOUT_WINDOW_CLOSED');
  });
});
