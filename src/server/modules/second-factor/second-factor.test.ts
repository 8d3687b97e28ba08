import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import { loginResponse, sessionResponse } from '#shared/schemas/auth.ts';
import { factorAddedResponse, secondFactorStatus } from '#shared/schemas/second-factor.ts';
import { profiles, recoveryCodes, sessions } from '#server/db/schema/index.ts';
import { ApiClient, errorOf, readJson, sessionProfile } from '#server/testing/api-client.ts';
import { auditRowsSince, lastAuditId, signIn, uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { GOOD_PASSWORD, insertProfile } from '#server/testing/fixtures.ts';
import { addAuthenticatorApp, ageSecondFactorProof, securityMailsTo, totpCode } from '#server/testing/second-factor-fixtures.ts';
import { SoftwarePasskey } from '#server/testing/software-passkey.ts';
import { useTestApp } from '#server/testing/suite.ts';
import { hashToken } from '#server/auth/tokens.ts';
import { TEST_ORIGIN } from '#server/testing/test-app.ts';

// Throttle counts low enough to reach in a test: five attempts from unknown browsers (docs/decisions/035).
const t = useTestApp({ loginThrottle: { unknownBrowsers: { max: 5, windowMs: 60_000 }, knownDevice: { max: 5, windowMs: 60_000 } } });

async function guestWithApp(prefix: string) {
  const email = uniqueEmail(prefix);
  const profile = await insertProfile(t.database.db, { email });
  const client = await signIn(t, email);
  return { email, profile, client, ...(await addAuthenticatorApp(client)) };
}

/** A fresh browser that gave the right password and now awaits the second factor. */
async function passwordOnly(email: string) {
  const client = new ApiClient(t.app);
  const res = await client.post('/api/auth/login', { email, password: GOOD_PASSWORD });
  expect(res.statusCode).toBe(200);
  return { client, answer: readJson(res, loginResponse) };
}

describe('the authenticator app', () => {
  it('is set up with a code, gives ten recovery codes once, and is then asked after the password', async () => {
    const { email, recoveryCodes: codes, secret } = await guestWithApp('totp');
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(await securityMailsTo(t.database.db, email)).toEqual(['totp_added']);

    const { client, answer } = await passwordOnly(email);
    expect(answer).toEqual({ secondFactor: { methods: ['totp', 'recovery'] } });
    // The awaiting session is not signed in: the session says what it waits for, the shop's routes answer 401.
    expect(readJson(await client.get('/api/auth/session'), sessionResponse)).toEqual({ profile: null, secondFactor: { methods: ['totp', 'recovery'] } });
    expect((await client.get('/api/me/orders')).statusCode).toBe(401);

    const awaitingCookie = client.sessionCookie;
    const done = await client.post('/api/auth/second-factor', { method: 'totp', code: totpCode(secret, 1) });
    expect(done.statusCode).toBe(200);
    expect((await sessionProfile(client))!.email).toBe(email);
    // The proof got a new session: the cookie the password step gave opens nothing.
    expect(client.sessionCookie).not.toBe(awaitingCookie);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(awaitingCookie!)))).toEqual([]);
    const replay = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: `session=${awaitingCookie}` } });
    expect(readJson(replay, sessionResponse).profile).toBeNull();
  });

  it('accepts a code once: the code that set it up, or one already used, is refused', async () => {
    const { email, secret, setupCode } = await guestWithApp('replay');
    const { client } = await passwordOnly(email);
    // Each code is computed once: a 30-second step that ends between two requests would otherwise make a new one.
    const used = await client.post('/api/auth/second-factor', { method: 'totp', code: setupCode });
    expect(used.statusCode).toBe(400);
    expect(errorOf(used)).toMatchObject({ code: ERROR_CODES.secondFactorInvalid, message: msg.secondFactorCodeInvalid });
    const next = totpCode(secret, 1);
    const wrong = await client.post('/api/auth/second-factor', { method: 'totp', code: next === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect((await client.post('/api/auth/second-factor', { method: 'totp', code: next })).statusCode).toBe(200);
    const again = await passwordOnly(email);
    expect((await again.client.post('/api/auth/second-factor', { method: 'totp', code: next })).statusCode).toBe(400);
  });

  it('refuses a code that is not six digits with a clear message', async () => {
    const { email } = await guestWithApp('format');
    const { client } = await passwordOnly(email);
    const res = await client.post('/api/auth/second-factor', { method: 'totp', code: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(msg.secondFactorCodeFormat);
  });
});

describe('passkeys', () => {
  it('are added with the browser\'s answer, then sign in after the password, each challenge once', async () => {
    const email = uniqueEmail('passkey');
    await insertProfile(t.database.db, { email });
    const client = await signIn(t, email);
    const passkey = new SoftwarePasskey(TEST_ORIGIN);
    const options = (await client.post('/api/auth/second-factor/passkeys/options')).json<{ challenge: string; rp: { id: string } }>();
    const added = await client.post('/api/auth/second-factor/passkeys', { name: 'Work laptop', response: passkey.register(options) });
    expect(added.statusCode).toBe(200);
    expect(readJson(added, factorAddedResponse).recoveryCodes).toHaveLength(10);
    expect(readJson(await client.get('/api/auth/second-factor'), secondFactorStatus).passkeys).toMatchObject([{ name: 'Work laptop', lastUsedAt: null }]);
    expect(await securityMailsTo(t.database.db, email)).toEqual(['passkey_added']);

    const { client: browser, answer } = await passwordOnly(email);
    expect(answer).toEqual({ secondFactor: { methods: ['webauthn', 'recovery'] } });
    const challenge = (await browser.post('/api/auth/second-factor/webauthn/options')).json<{ challenge: string; rpId: string }>();
    const proof = { method: 'webauthn', response: passkey.authenticate(challenge) };
    expect((await browser.post('/api/auth/second-factor', proof)).statusCode).toBe(200);
    expect((await sessionProfile(browser))!.email).toBe(email);
    // The same answer again: its challenge was used up.
    const replayed = await browser.post('/api/auth/second-factor', proof);
    expect(replayed.statusCode).toBe(400);
    expect(errorOf(replayed).message).toBe(msg.passkeyInvalid);
    // Another passkey than the account's does not verify.
    const stranger = new SoftwarePasskey(TEST_ORIGIN);
    const { client: other } = await passwordOnly(email);
    const otherChallenge = (await other.post('/api/auth/second-factor/webauthn/options')).json<{ challenge: string; rpId: string }>();
    expect((await other.post('/api/auth/second-factor', { method: 'webauthn', response: stranger.authenticate(otherChallenge) })).statusCode).toBe(400);
  });
});

describe('recovery codes', () => {
  it('sign in once each, in any spelling, and tell the owner', async () => {
    const { email, recoveryCodes: codes } = await guestWithApp('recovery');
    const [first] = codes!;
    const { client } = await passwordOnly(email);
    const res = await client.post('/api/auth/second-factor', { method: 'recovery', code: ` ${first!.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(await securityMailsTo(t.database.db, email)).toEqual(['totp_added', 'recovery_code_used']);
    const status = readJson(await client.get('/api/auth/second-factor'), secondFactorStatus);
    expect(status.recoveryCodesLeft).toBe(9);

    const again = await passwordOnly(email);
    const reused = await again.client.post('/api/auth/second-factor', { method: 'recovery', code: first });
    expect(reused.statusCode).toBe(400);
    expect(errorOf(reused).code).toBe(ERROR_CODES.secondFactorInvalid);
  });
});

describe('failed second factors', () => {
  it('count like wrong passwords, and the right password does not forgive them', async () => {
    const { email } = await guestWithApp('guess');
    // Five attempts from unknown browsers: each password and each code is one, forgiven only by a whole sign-in.
    const guess = async (client: ApiClient) => (await client.post('/api/auth/second-factor', { method: 'recovery', code: 'aaaaa-aaaaa' })).statusCode;
    expect(await guess((await passwordOnly(email)).client)).toBe(400);
    expect(await guess((await passwordOnly(email)).client)).toBe(400);
    expect(await guess((await passwordOnly(email)).client)).toBe(429);
    // The password, still right, is refused with the rest: the limit was reached by the second factor.
    const res = await new ApiClient(t.app).post('/api/auth/login', { email, password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(errorOf(res).code).toBe(ERROR_CODES.accountLocked);
  });
});

describe('step-up', () => {
  it('asks an admin with a factor for a recent proof before moving tokens, and the same request then goes through', async () => {
    const email = uniqueEmail('stepper');
    await insertProfile(t.database.db, { email, role: 'admin' });
    const admin = await signIn(t, email);
    const { secret } = await addAuthenticatorApp(admin);
    const guest = await insertProfile(t.database.db, { email: uniqueEmail('wallet') });
    const edit = () => admin.put(`/api/admin/users/${guest.id}/token-balance`, { tokenBalance: 500, reason: 'Festival gift' });

    // Setting the app up just proved it: the edit goes through.
    expect((await edit()).statusCode).toBe(200);
    await ageSecondFactorProof(t.database.db, admin, 16);
    const refused = await admin.put(`/api/admin/users/${guest.id}/token-balance`, { tokenBalance: 900, reason: 'Again' });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ code: ERROR_CODES.stepUpRequired, message: msg.stepUpRequired, details: { methods: ['totp', 'recovery'] } });
    const [unchanged] = await t.database.db.select().from(profiles).where(eq(profiles.id, guest.id));
    expect(unchanged!.tokenBalance).toBe(500);

    expect((await admin.post('/api/auth/second-factor', { method: 'totp', code: totpCode(secret, 1) })).statusCode).toBe(200);
    expect((await admin.put(`/api/admin/users/${guest.id}/token-balance`, { tokenBalance: 900, reason: 'Again' })).statusCode).toBe(200);
  });

  it('guards every action that creates or moves tokens', async () => {
    const email = uniqueEmail('guarded');
    const admin = await insertProfile(t.database.db, { email, role: 'admin' });
    const client = await signIn(t, email);
    await addAuthenticatorApp(client);
    await ageSecondFactorProof(t.database.db, client, 20);
    const id = admin.id;
    // Bodies the schemas accept, so that what answers is the step-up and not the validation.
    const attempts = await Promise.all([
      client.post('/api/admin/users', { email: uniqueEmail('minted'), password: GOOD_PASSWORD, initialTokens: 1_000_000 }),
      client.put(`/api/admin/users/${id}/token-balance`, { tokenBalance: 1, reason: 'x' }),
      client.put(`/api/admin/users/${id}/role`, { role: 'staff' }),
      client.post(`/api/admin/orders/${id}/refund`, {}),
      client.post(`/api/admin/orders/${id}/status`, { status: 'cancelled' }),
      client.post('/api/admin/orders/manual', { userId: id, items: [{ productId: id, quantity: 1, withoutLounge: true }], free: true }),
      client.put('/api/admin/settings', { preorderDeadline: new Date().toISOString(), contactEmail: 'a@b.ch', tokenPackages: [{ id: 'p', tokens: 1, priceChf: 1 }] }),
      client.delete(`/api/admin/users/${id}/second-factor`),
      // A payout window decides what money leaves the shop (docs/decisions/040-payouts.md).
      client.put(`/api/admin/editions/${id}/payout-window`, { minimumTokens: 10, lastDay: '2099-12-31' }),
    ]);
    expect(attempts.map((res) => `${res.statusCode} ${errorOf(res).code}`)).toEqual(attempts.map(() => `403 ${ERROR_CODES.stepUpRequired}`));
  });

  it('lets an account without any factor through: it has nothing to prove', async () => {
    const email = uniqueEmail('nofactor');
    await insertProfile(t.database.db, { email, role: 'admin' });
    const admin = await signIn(t, email);
    const guest = await insertProfile(t.database.db, { email: uniqueEmail('plain') });
    expect((await admin.put(`/api/admin/users/${guest.id}/token-balance`, { tokenBalance: 5, reason: 'Gift' })).statusCode).toBe(200);
  });
});

describe('changing factors', () => {
  it('asks for a recent proof before adding another factor or making new recovery codes', async () => {
    const { client, email } = await guestWithApp('adder');
    await ageSecondFactorProof(t.database.db, client, 30);
    for (const res of [await client.post('/api/auth/second-factor/passkeys/options'), await client.post('/api/auth/second-factor/recovery-codes')]) {
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe(ERROR_CODES.stepUpRequired);
    }
    expect(await securityMailsTo(t.database.db, email)).toEqual(['totp_added']);
  });

  it('lets a guest remove their only factor, which takes the recovery codes and the second step with it', async () => {
    const { client, email, profile } = await guestWithApp('remover');
    const res = await client.delete('/api/auth/second-factor/totp');
    expect(res.statusCode).toBe(200);
    expect(await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, profile.id))).toEqual([]);
    expect(await securityMailsTo(t.database.db, email)).toEqual(['totp_added', 'totp_removed']);
    const { answer } = await passwordOnly(email);
    expect(answer).toHaveProperty('profile');
  });

  it('refuses a passkey answer it did not ask for, and one that does not verify', async () => {
    const { client } = await guestWithApp('passkey');
    const unasked = await client.post('/api/auth/second-factor/passkeys', { name: 'Laptop', response: { id: 'abc', type: 'public-key' } });
    expect(unasked.statusCode).toBe(400);
    expect(errorOf(unasked).message).toBe(msg.passkeyStartAgain);
    expect((await client.post('/api/auth/second-factor/passkeys/options')).statusCode).toBe(200);
    const forged = await client.post('/api/auth/second-factor/passkeys', { name: 'Laptop', response: { id: 'abc', rawId: 'abc', type: 'public-key', response: {} } });
    expect(forged.statusCode).toBe(400);
    expect(errorOf(forged).message).toBe(msg.passkeyInvalid);
  });

  it('lets another admin remove every factor of an account: audited, mailed, its sessions ended', async () => {
    const { client: owner, email, profile } = await guestWithApp('lostphone');
    const adminEmail = uniqueEmail('helpdesk');
    await insertProfile(t.database.db, { email: adminEmail, role: 'admin' });
    const admin = await signIn(t, adminEmail);
    const auditFrom = await lastAuditId(t.database.db);
    const res = await admin.delete(`/api/admin/users/${profile.id}/second-factor`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: msg.secondFactorReset({ email }) });
    expect(await sessionProfile(owner)).toBeNull();
    expect((await auditRowsSince(t.database.db, auditFrom)).map((row) => row.action)).toEqual(['user.second_factor_reset']);
    expect(await securityMailsTo(t.database.db, email)).toEqual(['totp_added', 'factors_removed_by_admin']);
    expect((await passwordOnly(email)).answer).toHaveProperty('profile');
  });
});

describe('security mails', () => {
  it('tell the owner of a new password and of a new role', async () => {
    const email = uniqueEmail('mailed');
    const guest = await insertProfile(t.database.db, { email });
    const client = await signIn(t, email);
    expect((await client.post('/api/auth/change-password', { currentPassword: GOOD_PASSWORD, newPassword: 'fresh-secret-77', confirmPassword: 'fresh-secret-77' })).statusCode).toBe(200);
    const adminEmail = uniqueEmail('promoter');
    await insertProfile(t.database.db, { email: adminEmail, role: 'admin' });
    const admin = await signIn(t, adminEmail);
    expect((await admin.put(`/api/admin/users/${guest.id}/role`, { role: 'staff' })).statusCode).toBe(200);
    expect(await securityMailsTo(t.database.db, email)).toEqual(['password_changed', 'role_changed']);
  });
});
