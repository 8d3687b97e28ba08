import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import { messageResponse, sessionResponse } from '#shared/schemas/auth.ts';
import { ensureAdmin } from '#server/db/seed.ts';
import { ApiClient, errorOf, readJson, sessionProfile } from '#server/testing/api-client.ts';
import { GOOD_PASSWORD, insertProfile } from '#server/testing/fixtures.ts';
import { signIn, uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { routeTable } from '#server/testing/route-table.ts';
import { useTestApp } from '#server/testing/suite.ts';
import { insertResetToken } from './password-reset.repo.ts';
import { hashToken, newSecretToken } from '#server/auth/tokens.ts';

const t = useTestApp();

describe('changing the password', () => {
  it('replaces the session token of the request too: the old cookie stops working, the new one works, other sessions end', async () => {
    const email = uniqueEmail('changer');
    await insertProfile(t.database.db, { email });
    const [here, elsewhere] = [await signIn(t, email), await signIn(t, email)];
    const oldCookie = here.sessionCookie!;
    const res = await here.post('/api/auth/change-password', {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'another-secret-9',
      confirmPassword: 'another-secret-9',
    });
    expect(readJson(res, messageResponse).message).toBe(msg.passwordChanged);
    expect(here.sessionCookie).toBeDefined();
    expect(here.sessionCookie).not.toBe(oldCookie);
    expect((await sessionProfile(here))!.email).toBe(email);

    const replay = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: `session=${oldCookie}` } });
    expect(readJson(replay, sessionResponse).profile).toBeNull();
    expect(await sessionProfile(elsewhere)).toBeNull();
  });

  it('keeps the session and changes nothing when the current password is wrong', async () => {
    const email = uniqueEmail('typo');
    await insertProfile(t.database.db, { email });
    const client = await signIn(t, email);
    const cookie = client.sessionCookie;
    const res = await client.post('/api/auth/change-password', {
      currentPassword: 'not-my-password',
      newPassword: 'another-secret-9',
      confirmPassword: 'another-secret-9',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).details).toEqual({ field: 'currentPassword' });
    expect(client.sessionCookie).toBe(cookie);
    expect((await sessionProfile(client))!.email).toBe(email);
  });
});

describe('a password the server generated for the first admin', () => {
  const NEW_PASSWORD = 'my-own-secret-7';
  /** Every back-office route (admin and staff scopes), its path parameters filled in. */
  const backOfficeRoutes = () =>
    routeTable(t)
      .filter((route) => route.url.startsWith('/api/admin/'))
      .map((route) => ({ ...route, path: route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000') }));

  async function generatedAdmin() {
    const admin = await ensureAdmin(t.database.db, uniqueEmail('first-admin'));
    expect(admin?.password).toBeDefined();
    return { email: admin!.email, client: await signIn(t, admin!.email, admin!.password), password: admin!.password! };
  }

  it('keeps every back-office route closed (403 PASSWORD_CHANGE_REQUIRED) until a new password is set', async () => {
    const { client, password } = await generatedAdmin();
    expect((await sessionProfile(client))!.mustChangePassword).toBe(true);
    const routes = backOfficeRoutes();
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const res = await client.request(route.method as 'GET', route.path, {});
      expect(res.statusCode, route.key).toBe(403);
      expect(errorOf(res), route.key).toMatchObject({ code: ERROR_CODES.passwordChangeRequired, message: msg.passwordChangeRequired, messageKey: 'passwordChangeRequired' });
    }

    const changed = await client.post('/api/auth/change-password', { currentPassword: password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(changed.statusCode).toBe(200);
    expect((await sessionProfile(client))!.mustChangePassword).toBe(false);
    expect((await client.get('/api/admin/dashboard')).statusCode).toBe(200);
    expect((await client.get('/api/admin/packing?day=Friday')).statusCode).toBe(200);
  });

  it('is not asked for a password set through ADMIN_PASSWORD', async () => {
    const email = uniqueEmail('configured-admin');
    expect(await ensureAdmin(t.database.db, email, NEW_PASSWORD)).toEqual({ email, created: true });
    const client = await signIn(t, email, NEW_PASSWORD);
    expect((await sessionProfile(client))!.mustChangePassword).toBe(false);
    expect((await client.get('/api/admin/dashboard')).statusCode).toBe(200);
  });

  it('is also replaced by a password reset', async () => {
    const { email, client } = await generatedAdmin();
    const token = newSecretToken();
    const { id } = (await sessionProfile(client))!;
    await insertResetToken(t.database.db, { tokenHash: hashToken(token), userId: id, expiresAt: new Date(Date.now() + 60_000) });
    const reset = await new ApiClient(t.app).post('/api/auth/reset-password', { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    const again = await signIn(t, email, NEW_PASSWORD);
    expect((await again.get('/api/admin/dashboard')).statusCode).toBe(200);
  });
});
