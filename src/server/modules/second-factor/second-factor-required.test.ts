import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import { loginResponse } from '#shared/schemas/auth.ts';
import { secondFactorStatus } from '#shared/schemas/second-factor.ts';
import { ApiClient, errorOf, readJson } from '#server/testing/api-client.ts';
import { signIn, uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { GOOD_PASSWORD, insertProfile } from '#server/testing/fixtures.ts';
import { addAuthenticatorApp, totpCode } from '#server/testing/second-factor-fixtures.ts';
import { useTestApp } from '#server/testing/suite.ts';

// As an installation runs by default: admins must have a second factor (docs/decisions/038).
const t = useTestApp({ adminSecondFactor: 'required' });

const setupRequired = { status: 403, code: ERROR_CODES.secondFactorSetupRequired, message: msg.secondFactorSetupRequired };
const answerOf = async (response: Promise<Awaited<ReturnType<ApiClient['get']>>>) => {
  const res = await response;
  return res.statusCode < 400 ? { status: res.statusCode } : { status: res.statusCode, code: errorOf(res).code, message: errorOf(res).message };
};

async function accountOf(role: 'admin' | 'staff' | 'user') {
  const email = uniqueEmail(role);
  await insertProfile(t.database.db, { email, role });
  return { email, client: await signIn(t, email) };
}

describe('an admin without a second factor', () => {
  it('is kept out of the back office until they add one; then every sign-in asks for it', async () => {
    const { email, client } = await accountOf('admin');
    expect(await answerOf(client.get('/api/admin/users'))).toEqual(setupRequired);
    expect(await answerOf(client.get('/api/admin/delivery?day=Friday'))).toEqual(setupRequired);
    expect(readJson(await client.get('/api/auth/second-factor'), secondFactorStatus)).toMatchObject({ required: true, totp: false });

    const { secret } = await addAuthenticatorApp(client);
    expect(await answerOf(client.get('/api/admin/users'))).toEqual({ status: 200 });

    const browser = new ApiClient(t.app);
    const login = await browser.post('/api/auth/login', { email, password: GOOD_PASSWORD });
    expect(readJson(login, loginResponse)).toEqual({ secondFactor: { methods: ['totp', 'recovery'] } });
    expect((await browser.get('/api/admin/users')).statusCode).toBe(401);
    expect((await browser.post('/api/auth/second-factor', { method: 'totp', code: totpCode(secret, 1) })).statusCode).toBe(200);
    expect(await answerOf(browser.get('/api/admin/users'))).toEqual({ status: 200 });
  });

  it('cannot remove the last factor of their account', async () => {
    const { client } = await accountOf('admin');
    await addAuthenticatorApp(client);
    const res = await client.delete('/api/auth/second-factor/totp');
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(msg.lastSecondFactor);
    expect(readJson(await client.get('/api/auth/second-factor'), secondFactorStatus).totp).toBe(true);
  });
});

describe('staff', () => {
  it('need a second factor only when the shop says so', async () => {
    const staff = await accountOf('staff');
    expect(await answerOf(staff.client.get('/api/admin/delivery?day=Friday'))).toEqual({ status: 200 });

    const admin = await accountOf('admin');
    await addAuthenticatorApp(admin.client);
    const settings = (await admin.client.get('/api/admin/settings')).json<Record<string, unknown>>();
    expect(settings.staffSecondFactorRequired).toBe(false);
    const { edition: _edition, ...editable } = settings;
    expect((await admin.client.put('/api/admin/settings', { ...editable, staffSecondFactorRequired: true })).statusCode).toBe(200);

    expect(await answerOf(staff.client.get('/api/admin/delivery?day=Friday'))).toEqual(setupRequired);
    expect(readJson(await staff.client.get('/api/auth/second-factor'), secondFactorStatus).required).toBe(true);
    await addAuthenticatorApp(staff.client);
    expect(await answerOf(staff.client.get('/api/admin/delivery?day=Friday'))).toEqual({ status: 200 });

    // Put back for the other tests of this file.
    expect((await admin.client.put('/api/admin/settings', { ...editable, staffSecondFactorRequired: false })).statusCode).toBe(200);
  });

  it('never concerns a guest', async () => {
    const guest = await accountOf('user');
    expect(readJson(await guest.client.get('/api/auth/second-factor'), secondFactorStatus)).toMatchObject({ required: false });
  });
});
