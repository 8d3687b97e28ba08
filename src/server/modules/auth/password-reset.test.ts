import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { and, count, eq, sql } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import { messageResponse } from '#shared/schemas/auth.ts';
import { mails, passwordResetTokens } from '#server/db/schema/index.ts';
import { ApiClient, errorOf, readJson } from '#server/testing/api-client.ts';
import { signIn, uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { GOOD_PASSWORD, insertProfile } from '#server/testing/fixtures.ts';
import { useTestApp } from '#server/testing/suite.ts';
import { TEST_ORIGIN } from '#server/testing/test-app.ts';
import { RESET_MAILS_PER_WINDOW } from './password-reset.service.ts';

// The reset link's life (docs/decisions/034): a new password ends every link still open, and one mailbox gets at
// most RESET_MAILS_PER_WINDOW reset mails an hour, however many addresses ask.
const t = useTestApp();
const db = () => t.database.db;

let address = 0;
/** "Forgot password?" for `email`, each request from another client address, as a botnet would send them. */
const forgot = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    remoteAddress: `198.51.100.${++address % 250}`,
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    payload: JSON.stringify({ email }),
  });

/** The token of each reset link mailed to `email` so far, oldest first. */
const linksMailedTo = (email: string) =>
  t.mailer.sent.filter((m) => m.to === email).map((m) => decodeURIComponent(/reset-password\?token=([^\s]+)/.exec(m.text)![1]!));

const resetMailsQueuedFor = async (email: string) =>
  (await db().select({ n: count() }).from(mails).where(and(eq(mails.recipient, email), eq(mails.kind, 'password_reset'))))[0]!.n;

const resetWith = (token: string, password = 'brand-new-77') =>
  new ApiClient(t.app).post('/api/auth/reset-password', { token, password, confirmPassword: password });

/** What a client can tell apart: the status, the body and the headers other than the date and the rate-limit count. */
const observable = (res: LightMyRequestResponse) => {
  const { date: _date, 'x-ratelimit-remaining': _remaining, 'x-ratelimit-reset': _reset, ...headers } = res.headers;
  return { status: res.statusCode, headers, body: res.body };
};

describe('reset links still open', () => {
  it('end when one of them resets the password: an older link cannot set another one', async () => {
    const email = uniqueEmail('two-links');
    await insertProfile(db(), { email });
    await forgot(email);
    await forgot(email);
    const [older, newer] = linksMailedTo(email);

    expect((await resetWith(newer!, 'brand-new-77')).statusCode).toBe(200);
    const replay = await resetWith(older!, 'attacker-pass-1');
    expect(replay.statusCode).toBe(400);
    expect(errorOf(replay).message).toBe(msg.resetInvalid);
    await signIn(t, email, 'brand-new-77');
  });

  it('end when the password is changed while signed in', async () => {
    const email = uniqueEmail('change');
    await insertProfile(db(), { email });
    await forgot(email);
    const [link] = linksMailedTo(email);
    const client = await signIn(t, email);
    const changed = await client.post('/api/auth/change-password', { currentPassword: GOOD_PASSWORD, newPassword: 'my-new-secret-5', confirmPassword: 'my-new-secret-5' });
    expect(changed.statusCode).toBe(200);

    const replay = await resetWith(link!, 'attacker-pass-1');
    expect(replay.statusCode).toBe(400);
    expect(errorOf(replay).message).toBe(msg.resetInvalid);
    await signIn(t, email, 'my-new-secret-5');
  });
});

describe('reset mails to one mailbox', () => {
  it(`are at most ${RESET_MAILS_PER_WINDOW} an hour whatever addresses ask, and every answer is the neutral one`, async () => {
    const email = uniqueEmail('flooded');
    const guest = await insertProfile(db(), { email });
    const neutral = observable(await forgot(uniqueEmail('nobody')));
    expect(readJson(await forgot(uniqueEmail('nobody')), messageResponse).message).toBe(msg.resetRequested);

    for (let i = 0; i < RESET_MAILS_PER_WINDOW + 3; i++) expect(observable(await forgot(email))).toEqual(neutral);
    expect(await resetMailsQueuedFor(email)).toBe(RESET_MAILS_PER_WINDOW);

    // An hour later the mailbox may be sent one again.
    await db()
      .update(passwordResetTokens)
      .set({ createdAt: sql`${passwordResetTokens.createdAt} - interval '61 minutes'` })
      .where(eq(passwordResetTokens.userId, guest.id));
    expect(observable(await forgot(email))).toEqual(neutral);
    expect(await resetMailsQueuedFor(email)).toBe(RESET_MAILS_PER_WINDOW + 1);
  });

  it("do not bind an admin, whose mail the guest's limit counts", async () => {
    const email = uniqueEmail('helped');
    const guest = await insertProfile(db(), { email });
    for (let i = 0; i < RESET_MAILS_PER_WINDOW; i++) await forgot(email);
    const admin = await insertProfile(db(), { email: uniqueEmail('admin'), role: 'admin' });
    const sent = await (await signIn(t, admin.email)).post(`/api/admin/users/${guest.id}/password-reset`);
    expect(sent.statusCode).toBe(200);
    expect(await resetMailsQueuedFor(email)).toBe(RESET_MAILS_PER_WINDOW + 1);
    await forgot(email);
    expect(await resetMailsQueuedFor(email)).toBe(RESET_MAILS_PER_WINDOW + 1);
  });
});
