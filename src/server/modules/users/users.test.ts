import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import { messageResponse, sessionResponse } from '#shared/schemas/auth.ts';
import { adminUserResponse, adminUsersResponse } from '#shared/schemas/admin-users.ts';
import { mails, profiles } from '#server/db/schema/index.ts';
import { createMailQueue } from '#server/modules/mail/index.ts';
import { postLedgerEntry } from '#server/modules/tokens/ledger.service.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { errorOf, readJson } from '#server/testing/api-client.ts';
import { GOOD_PASSWORD, insertProfile } from '#server/testing/fixtures.ts';
import { onPostgres } from '#server/testing/test-db.ts';
import { auditRowsSince, lastAuditId, ledgerRowsOf, signIn, signedInAdmin, uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';
import { MemoryMailer, TEST_ORIGIN } from '#server/testing/test-app.ts';

const t = useTestApp();
const admin = useSignedInAdmin(t);

const resetMailsTo = (email: string) =>
  t.database.db
    .select({ status: mails.status, attempts: mails.attempts })
    .from(mails)
    .where(and(eq(mails.recipient, email), eq(mails.kind, 'password_reset')));

const profileOf = async (id: string) => (await t.database.db.select().from(profiles).where(eq(profiles.id, id)))[0];

async function userWithBalance(balance: number) {
  const user = await insertProfile(t.database.db, { email: uniqueEmail('user') });
  if (balance > 0) {
    await t.database.db.transaction((tx) => postLedgerEntry(tx, { userId: user.id, delta: balance, kind: 'purchase' }));
  }
  return user;
}

describe('lists', () => {
  it('shows active users (admins included) and applications separately', async () => {
    const active = await insertProfile(t.database.db, { email: uniqueEmail('active') });
    const applicant = await insertProfile(t.database.db, { email: uniqueEmail('applicant'), status: 'inactive' });
    const { users } = readJson(await admin.client.get('/api/admin/users'), adminUsersResponse);
    const applications = readJson(await admin.client.get('/api/admin/applications'), adminUsersResponse).users;
    expect(users.map((u) => u.id)).toEqual(expect.arrayContaining([active.id, admin.id]));
    expect(users.map((u) => u.id)).not.toContain(applicant.id);
    expect(users.every((u) => u.status === 'active')).toBe(true);
    expect(applications.map((u) => u.id)).toEqual([applicant.id]);
    expect(JSON.stringify(users)).not.toContain('passwordHash');
  });
});

describe('create user', () => {
  it('creates an active account that can sign in, with the default 100 tokens as one ledger row, and audits it', async () => {
    const email = uniqueEmail('created');
    const since = await lastAuditId(t.database.db);
    const res = await admin.client.post('/api/admin/users', { email: email.toUpperCase(), password: GOOD_PASSWORD, role: 'user' });
    expect(res.statusCode).toBe(201);
    const { user, message } = readJson(res, adminUserResponse);
    expect(message).toBe(msg.userCreated);
    expect(user).toMatchObject({ email, role: 'user', status: 'active', tokenBalance: 100 });
    const ledger = await ledgerRowsOf(t.database.db, user.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ kind: 'admin_adjustment', delta: 100, actorId: admin.id });
    expect(ledger[0]!.note).toBeTruthy();
    const audit = await auditRowsSince(t.database.db, since);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'user.create', actorId: admin.id, entityId: user.id });
    expect(JSON.stringify(audit[0])).not.toContain('argon2');
    await signIn(t, email);
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);
  });

  it('writes no ledger row for 0 initial tokens and can create admins', async () => {
    const res = await admin.client.post('/api/admin/users', { email: uniqueEmail('zero'), password: GOOD_PASSWORD, role: 'admin', initialTokens: 0 });
    expect(res.statusCode).toBe(201);
    const { user } = readJson(res, adminUserResponse);
    expect(user).toMatchObject({ role: 'admin', tokenBalance: 0 });
    expect(await ledgerRowsOf(t.database.db, user.id)).toHaveLength(0);
  });

  it.each([
    [{ email: 'bad', password: GOOD_PASSWORD }, msg.invalidEmail],
    [{ email: 'a@b.ch', password: '123' }, msg.passwordTooShort],
    [{ email: 'a@b.ch', password: GOOD_PASSWORD, initialTokens: -1 }, msg.invalidInitialTokens],
    [{ email: 'a@b.ch', password: GOOD_PASSWORD, initialTokens: 1.5 }, msg.invalidInitialTokens],
    [{ email: 'a@b.ch', password: GOOD_PASSWORD, initialTokens: '100' }, msg.invalidInitialTokens],
    [{ email: 'a@b.ch', password: GOOD_PASSWORD, role: 'owner' }, undefined],
  ])('refuses bad input %# with 400 and creates nothing', async (body, message) => {
    const res = await admin.client.post('/api/admin/users', body);
    expect(res.statusCode).toBe(400);
    if (message) expect(errorOf(res).message).toBe(message);
    expect(await t.database.db.select().from(profiles).where(eq(profiles.email, 'a@b.ch'))).toHaveLength(0);
  });

  it('refuses an e-mail that already exists', async () => {
    const res = await admin.client.post('/api/admin/users', { email: admin.email, password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(msg.emailAlreadyRegistered);
  });
});

describe('token balance edit', () => {
  it('writes exactly one admin_adjustment of the difference with its reason, audited with before, after and reason', async () => {
    const user = await userWithBalance(250);
    const since = await lastAuditId(t.database.db);
    const res = await admin.client.put(`/api/admin/users/${user.id}/token-balance`, { tokenBalance: 90, reason: '  Double booking refunded by bank  ' });
    expect(res.statusCode).toBe(200);
    expect(readJson(res, adminUserResponse).user.tokenBalance).toBe(90);
    const adjustments = await ledgerRowsOf(t.database.db, user.id, 'admin_adjustment');
    expect(adjustments).toHaveLength(1);
    expect(adjustments[0]).toMatchObject({ delta: -160, actorId: admin.id, note: 'Double booking refunded by bank' });
    const audit = await auditRowsSince(t.database.db, since);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'user.token_balance',
      before: { tokenBalance: 250 },
      after: { tokenBalance: 90, reason: 'Double booking refunded by bank' },
    });
    expect((await profileOf(user.id))!.tokenBalance).toBe(90);
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);
  });

  it('writes nothing when the balance is unchanged', async () => {
    const user = await userWithBalance(40);
    const since = await lastAuditId(t.database.db);
    expect((await admin.client.put(`/api/admin/users/${user.id}/token-balance`, { tokenBalance: 40, reason: 'No change' })).statusCode).toBe(200);
    expect(await ledgerRowsOf(t.database.db, user.id, 'admin_adjustment')).toHaveLength(0);
    expect(await auditRowsSince(t.database.db, since)).toHaveLength(0);
  });

  it.each([[-1], [2.5], ['50'], [null], [Number.MAX_SAFE_INTEGER]])('refuses %j with the spec message', async (tokenBalance) => {
    const user = await userWithBalance(10);
    const res = await admin.client.put(`/api/admin/users/${user.id}/token-balance`, { tokenBalance, reason: 'Correction' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(msg.invalidTokenAmount);
    expect((await profileOf(user.id))!.tokenBalance).toBe(10);
  });

  it.each([
    ['missing', undefined, 'adjustmentReasonRequired'],
    ['null', null, 'adjustmentReasonRequired'],
    ['empty', '', 'adjustmentReasonRequired'],
    ['only spaces', '   ', 'adjustmentReasonRequired'],
    ['a number', 42, 'adjustmentReasonRequired'],
    ['201 characters', 'x'.repeat(201), 'adjustmentReasonTooLong'],
  ] as const)('refuses a reason that is %s, changing nothing', async (_, reason, messageKey) => {
    const user = await userWithBalance(10);
    const since = await lastAuditId(t.database.db);
    const res = await admin.client.put(`/api/admin/users/${user.id}/token-balance`, { tokenBalance: 30, reason });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ message: msg[messageKey], messageKey });
    expect((await profileOf(user.id))!.tokenBalance).toBe(10);
    expect(await ledgerRowsOf(t.database.db, user.id, 'admin_adjustment')).toHaveLength(0);
    expect(await auditRowsSince(t.database.db, since)).toHaveLength(0);
  });

  it('takes a reason of 200 characters', async () => {
    const user = await userWithBalance(10);
    const reason = 'r'.repeat(200);
    expect((await admin.client.put(`/api/admin/users/${user.id}/token-balance`, { tokenBalance: 11, reason })).statusCode).toBe(200);
    expect(await ledgerRowsOf(t.database.db, user.id, 'admin_adjustment')).toMatchObject([{ delta: 1, note: reason }]);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    expect((await admin.client.put(`/api/admin/users/${crypto.randomUUID()}/token-balance`, { tokenBalance: 1, reason: 'Check' })).statusCode).toBe(404);
    expect((await admin.client.put('/api/admin/users/nope/token-balance', { tokenBalance: 1, reason: 'Check' })).statusCode).toBe(400);
  });
});

describe('password reset e-mail', () => {
  it('mails a working single-use reset link to the user and audits it', async () => {
    const user = await userWithBalance(0);
    const since = await lastAuditId(t.database.db);
    const res = await admin.client.post(`/api/admin/users/${user.id}/password-reset`);
    expect(res.statusCode).toBe(200);
    expect(readJson(res, messageResponse).message).toBe(msg.resetEmailSent({ email: user.email }));
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe(user.email);
    const token = /token=([^\s]+)/.exec(mail.text)![1]!;
    const reset = await admin.client.post('/api/auth/reset-password', {
      token: decodeURIComponent(token),
      password: 'brand-new-pass-9',
      confirmPassword: 'brand-new-pass-9',
    });
    expect(reset.statusCode).toBe(200);
    await signIn(t, user.email, 'brand-new-pass-9');
    expect((await auditRowsSince(t.database.db, since)).map((a) => a.action)).toEqual(['user.password_reset_sent']);
  });

  it('answers once with success and audits once when another worker takes the mail first', async () => {
    const user = await userWithBalance(0);
    const since = await lastAuditId(t.database.db);
    // Another instance's worker, on the same outbox.
    const otherMailer = new MemoryMailer();
    const otherWorker = createMailQueue(t.database.db, otherMailer, { ...t.config.mail, shopUrl: TEST_ORIGIN }, { error: () => {}, warn: () => {} });
    const queue = t.app.mailQueue;
    const handOver = queue.deliverSoon;
    // It claims the mail in the moment between this request's commit and its hand-over to its own worker.
    queue.deliverSoon = async (ids) => {
      expect(await otherWorker.runOnce()).toBeGreaterThan(0);
      return handOver(ids);
    };
    let res;
    try {
      res = await admin.client.post(`/api/admin/users/${user.id}/password-reset`);
    } finally {
      queue.deliverSoon = handOver;
    }
    expect(res.statusCode, res.body).toBe(200);
    expect(readJson(res, messageResponse).message).toBe(msg.resetEmailSent({ email: user.email }));
    await otherWorker.settled();
    expect(otherMailer.sent.filter((m) => m.to === user.email)).toHaveLength(1);
    expect(t.mailer.sent.filter((m) => m.to === user.email)).toEqual([]);
    expect(await resetMailsTo(user.email)).toEqual([{ status: 'sent', attempts: 1 }]);
    expect((await auditRowsSince(t.database.db, since)).map((a) => a.action)).toEqual(['user.password_reset_sent']);
  });

  it('answers with success while the mail server refuses, and the outbox tries the mail again', async () => {
    const user = await userWithBalance(0);
    const send = t.mailer.send;
    t.mailer.send = async () => {
      throw new Error('smtp down');
    };
    try {
      const res = await admin.client.post(`/api/admin/users/${user.id}/password-reset`);
      expect(res.statusCode).toBe(200);
      expect(readJson(res, messageResponse).message).toBe(msg.resetEmailSent({ email: user.email }));
      await t.app.mailQueue.settled();
    } finally {
      t.mailer.send = send;
    }
    expect(await resetMailsTo(user.email)).toEqual([{ status: 'waiting', attempts: 1 }]);
  });

  it('answers 404 for an unknown user and sends nothing', async () => {
    const since = await lastAuditId(t.database.db);
    const sent = t.mailer.sent.length;
    const res = await admin.client.post(`/api/admin/users/${crypto.randomUUID()}/password-reset`);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(msg.adminUserNotFound);
    expect(t.mailer.sent.length).toBe(sent);
    expect(await auditRowsSince(t.database.db, since)).toEqual([]);
  });
});

describe('applications', () => {
  it('approving activates the account as a user and keeps the ledger balance', async () => {
    const applicant = await insertProfile(t.database.db, { email: uniqueEmail('apply'), status: 'inactive' });
    const since = await lastAuditId(t.database.db);
    const res = await admin.client.post(`/api/admin/applications/${applicant.id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(readJson(res, adminUserResponse).user).toMatchObject({ status: 'active', role: 'user', tokenBalance: 0 });
    expect((await auditRowsSince(t.database.db, since)).map((a) => a.action)).toEqual(['application.approve']);
    // Approving twice is not possible: it is no longer an application.
    expect((await admin.client.post(`/api/admin/applications/${applicant.id}/approve`)).statusCode).toBe(404);
  });

  it('rejecting deletes the application (and its sessions) and audits it', async () => {
    const email = uniqueEmail('reject');
    const applicant = await insertProfile(t.database.db, { email, status: 'inactive' });
    const applicantClient = await signIn(t, email);
    const since = await lastAuditId(t.database.db);
    const res = await admin.client.delete(`/api/admin/applications/${applicant.id}`);
    expect(res.statusCode).toBe(200);
    expect(readJson(res, messageResponse).message).toBe(msg.applicationRejected);
    expect(await profileOf(applicant.id)).toBeUndefined();
    expect(readJson(await applicantClient.get('/api/auth/session'), sessionResponse).profile).toBeNull();
    const audit = await auditRowsSince(t.database.db, since);
    expect(audit).toMatchObject([{ action: 'application.reject', entityId: applicant.id, before: { email } }]);
  });

  it('refuses to reject an active account or an application with token history', async () => {
    const active = await userWithBalance(0);
    const activeRes = await admin.client.delete(`/api/admin/applications/${active.id}`);
    expect(activeRes.statusCode).toBe(409);
    expect(errorOf(activeRes).message).toBe(msg.onlyApplicationsRejectable);

    const withHistory = await userWithBalance(5);
    await t.database.db.update(profiles).set({ status: 'inactive' }).where(eq(profiles.id, withHistory.id));
    const historyRes = await admin.client.delete(`/api/admin/applications/${withHistory.id}`);
    expect(historyRes.statusCode).toBe(409);
    expect(errorOf(historyRes).message).toBe(msg.applicationHasHistory);
    expect(await profileOf(withHistory.id)).toBeDefined();
    expect(await profileOf(active.id)).toBeDefined();
  });
});

describe.runIf(onPostgres)('concurrency on PostgreSQL', () => {
  it('simultaneous balance edits stay exact: the final balance is one of the targets and matches the ledger', async () => {
    const user = await userWithBalance(100);
    const targets = [0, 10, 250, 40, 999, 5, 100, 73];
    const admins = await Promise.all(targets.map(() => signedInAdmin(t)));
    const results = await Promise.all(
      targets.map((tokenBalance, i) => admins[i]!.client.put(`/api/admin/users/${user.id}/token-balance`, { tokenBalance, reason: `Set to ${tokenBalance}` })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(targets.map(() => 200));
    const final = (await profileOf(user.id))!.tokenBalance;
    expect(targets).toContain(final);
    const sum = (await ledgerRowsOf(t.database.db, user.id)).reduce((s, r) => s + r.delta, 0);
    expect(sum).toBe(final);
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);
  });
});
