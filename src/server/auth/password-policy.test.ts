import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import { passwordResetTokens, profiles } from '#server/db/schema/index.ts';
import { ensureAdmin } from '#server/db/seed.ts';
import { ApiClient, errorOf } from '#server/testing/api-client.ts';
import { signIn, uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { GOOD_PASSWORD, insertLounge, insertProfile } from '#server/testing/fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';
import { hashToken, newSecretToken } from './tokens.ts';

// Every place a password is set meets the rule of docs/decisions/036 (password-policy.ts).
const t = useTestApp();
const admin = useSignedInAdmin(t);

/** Strong, but 7 characters: enough for a guest, too short for staff and admins. */
const SEVEN = 'kx7#Qm2';
const EIGHT = 'kx7#Qm2a';

const profileOf = async (email: string) => (await t.database.db.select().from(profiles).where(eq(profiles.email, email)))[0];

function expectRefused(res: Awaited<ReturnType<ApiClient['post']>>, message: string, field: string) {
  expect(res.statusCode).toBe(400);
  expect(errorOf(res)).toEqual({ code: ERROR_CODES.validation, message, messageKey: expect.any(String), details: { field } });
}

async function resetLink(email: string) {
  const { id } = (await profileOf(email))!;
  const token = newSecretToken();
  await t.database.db.insert(passwordResetTokens).values({ tokenHash: hashToken(token), userId: id, expiresAt: new Date(Date.now() + 60_000) });
  return token;
}

describe('a guest choosing a password', () => {
  it('is refused one on the common-password list, with its own message, and nothing is written', async () => {
    const bookingNumber = `BK-${crypto.randomUUID().slice(0, 8)}`;
    await insertLounge(t.database.db, { bookingNumber });
    const [registering, applying] = [uniqueEmail('common'), uniqueEmail('common')];
    expectRefused(await new ApiClient(t.app).post('/api/auth/register', { email: registering, password: 'iloveyou', bookingNumber }), msg.passwordTooGuessable, 'password');
    expectRefused(await new ApiClient(t.app).post('/api/auth/apply', { email: applying, password: 'Password1' }), msg.passwordTooGuessable, 'password');
    expect(errorOf(await new ApiClient(t.app).post('/api/auth/apply', { email: applying, password: 'password1' })).messageKey).toBe('passwordTooGuessable');
    expect(await profileOf(registering)).toBeUndefined();
    expect(await profileOf(applying)).toBeUndefined();
  });

  it('is refused one built on their e-mail', async () => {
    const email = `marlene.huber@${crypto.randomUUID().slice(0, 8)}.example.com`;
    expectRefused(await new ApiClient(t.app).post('/api/auth/apply', { email, password: 'marlene.huber1' }), msg.passwordTooGuessable, 'password');
  });

  it("keeps the spec's 6-character minimum with its text, and takes a strong password of 6 or 7 characters", async () => {
    expectRefused(await new ApiClient(t.app).post('/api/auth/apply', { email: uniqueEmail('short'), password: 'kx7#Q' }), msg.passwordTooShort, 'password');
    expect(msg.passwordTooShort).toBe('Password must be at least 6 characters');
    expect((await new ApiClient(t.app).post('/api/auth/apply', { email: uniqueEmail('six'), password: 'zq9!Lw' })).statusCode).toBe(201);
    const bookingNumber = `BK-${crypto.randomUUID().slice(0, 8)}`;
    await insertLounge(t.database.db, { bookingNumber });
    const email = uniqueEmail('seven');
    expect((await new ApiClient(t.app).post('/api/auth/register', { email, password: SEVEN, bookingNumber })).statusCode).toBe(201);
    await signIn(t, email, SEVEN);
  });

  it('is refused a common password on change and reset too, and the reset link stays usable', async () => {
    const email = uniqueEmail('guest');
    await insertProfile(t.database.db, { email });
    const client = await signIn(t, email);
    expectRefused(
      await client.post('/api/auth/change-password', { currentPassword: GOOD_PASSWORD, newPassword: 'iloveyou1', confirmPassword: 'iloveyou1' }),
      msg.passwordTooGuessable,
      'newPassword',
    );
    const token = await resetLink(email);
    expectRefused(await new ApiClient(t.app).post('/api/auth/reset-password', { token, password: 'whatever1', confirmPassword: 'whatever1' }), msg.passwordTooGuessable, 'password');
    expect((await new ApiClient(t.app).post('/api/auth/reset-password', { token, password: SEVEN, confirmPassword: SEVEN })).statusCode).toBe(200);
    await signIn(t, email, SEVEN);
  });
});

describe('staff and admins choosing a password', () => {
  it('are refused a strong password of 7 characters on change and reset, and take one of 8', async () => {
    for (const role of ['staff', 'admin'] as const) {
      const email = uniqueEmail(role);
      await insertProfile(t.database.db, { email, role });
      const client = await signIn(t, email);
      expectRefused(
        await client.post('/api/auth/change-password', { currentPassword: GOOD_PASSWORD, newPassword: SEVEN, confirmPassword: SEVEN }),
        msg.staffPasswordTooShort,
        'newPassword',
      );
      await signIn(t, email, GOOD_PASSWORD);

      const token = await resetLink(email);
      expectRefused(await new ApiClient(t.app).post('/api/auth/reset-password', { token, password: SEVEN, confirmPassword: SEVEN }), msg.staffPasswordTooShort, 'password');
      expect((await new ApiClient(t.app).post('/api/auth/reset-password', { token, password: EIGHT, confirmPassword: EIGHT })).statusCode).toBe(200);
      await signIn(t, email, EIGHT);
    }
  });

  it('are created by an admin only with a password of their role', async () => {
    for (const role of ['staff', 'admin'] as const) {
      const email = uniqueEmail(`made-${role}`);
      expectRefused(await admin.client.post('/api/admin/users', { email, password: SEVEN, role }), msg.staffPasswordTooShort, 'password');
      expectRefused(await admin.client.post('/api/admin/users', { email, password: 'festival2025', role }), msg.passwordTooGuessable, 'password');
      expect(await profileOf(email)).toBeUndefined();
      expect((await admin.client.post('/api/admin/users', { email, password: EIGHT, role })).statusCode).toBe(201);
    }
    const guest = uniqueEmail('made-guest');
    expect((await admin.client.post('/api/admin/users', { email: guest, password: SEVEN, role: 'user' })).statusCode).toBe(201);
  });

  it('start with an ADMIN_PASSWORD only if it meets the rule', async () => {
    const email = uniqueEmail('configured');
    await expect(ensureAdmin(t.database.db, email, 'festival2025')).rejects.toThrow(/ADMIN_PASSWORD is too common or easy to guess/);
    expect(await profileOf(email)).toBeUndefined();
    expect(await ensureAdmin(t.database.db, email, 'my-own-secret-7')).toEqual({ email, created: true });
  });
});
