import { describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import { messageResponse, sessionResponse } from '#shared/schemas/auth.ts';
import { errorOf, readJson, sessionProfile } from '#server/testing/api-client.ts';
import { GOOD_PASSWORD, insertProfile } from '#server/testing/fixtures.ts';
import { signIn, uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { useTestApp } from '#server/testing/suite.ts';

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
