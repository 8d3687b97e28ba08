import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { msg } from '#shared/messages.ts';
import { messageResponse, sessionResponse } from '#shared/schemas/auth.ts';
import { passwordResetTokens, sessions } from '#server/db/schema/index.ts';
import { createTestApp, TEST_ORIGIN } from '#server/testing/test-app.ts';
import { ApiClient, errorOf, readJson, sessionProfile } from '#server/testing/api-client.ts';
import { GOOD_PASSWORD, insertProfile } from '#server/testing/fixtures.ts';
import { useTestApp } from '#server/testing/suite.ts';
import { SESSION_IDLE_MS, resolveSession } from '#server/auth/sessions.repo.ts';
import { hashToken } from '#server/auth/tokens.ts';

const t = useTestApp();
let n = 0;
const email = () => `member${++n}@example.com`;

async function signedIn(address = email()) {
  await insertProfile(t.database.db, { email: address });
  const client = new ApiClient(t.app);
  const res = await client.post('/api/auth/login', { email: address, password: GOOD_PASSWORD });
  expect(res.statusCode).toBe(200);
  return { client, address, res };
}

/** A new member and a JSON sign-in for them sent straight to `app` from `origin` (ApiClient always sends ours). */
async function memberSignIn(app: FastifyInstance, origin: string) {
  const address = email();
  await insertProfile(t.database.db, { email: address });
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json', origin },
    payload: { email: address, password: GOOD_PASSWORD },
  });
  return { address, res };
}

const sessionCount = async (userId?: string) =>
  (await t.database.db.select({ n: count() }).from(sessions).where(userId ? eq(sessions.userId, userId) : undefined))[0]!.n;

describe('sign in', () => {
  it('sets an HttpOnly SameSite=Lax session cookie holding a token stored only as its hash', async () => {
    const { res } = await signedIn();
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    const token = cookie.slice('session='.length, cookie.indexOf(';'));
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(row).toBeDefined();
    const [raw] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(raw).toBeUndefined();
    expect(readJson(res, sessionResponse).profile).not.toHaveProperty('passwordHash');
  });

  it('issues a fresh token at every sign-in', async () => {
    const { address, client } = await signedIn();
    const first = client.sessionCookie;
    await client.post('/api/auth/login', { email: address, password: GOOD_PASSWORD });
    expect(client.sessionCookie).not.toBe(first);
  });

  it('answers the same for a wrong password and an unknown e-mail', async () => {
    const { address } = await signedIn();
    const wrong = await new ApiClient(t.app).post('/api/auth/login', { email: address, password: 'wrong-password' });
    const unknown = await new ApiClient(t.app).post('/api/auth/login', { email: 'nobody@example.com', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(errorOf(wrong).message).toBe(msg.invalidCredentials);
  });

  it('marks the cookie Secure with the __Host- prefix when served over HTTPS', async () => {
    const secure = await createTestApp({ publicUrl: 'https://shop.example' }, t.database);
    try {
      const { res } = await memberSignIn(secure.app, 'https://shop.example');
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/^__Host-session=.*; Secure/);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
    } finally {
      await secure.app.close();
    }
  });
});

describe('sessions', () => {
  it('sign-out deletes the session on the server, so the old cookie no longer works', async () => {
    const { client } = await signedIn();
    const token = client.sessionCookie!;
    const res = await client.post('/api/auth/logout');
    expect(res.statusCode).toBe(200);
    expect(readJson(res, messageResponse).message).toBe(msg.signedOut);
    const replay = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: `session=${token}` } });
    expect(readJson(replay, sessionResponse).profile).toBeNull();
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(row).toBeUndefined();
  });

  it('expires after the idle period and after the absolute lifetime', async () => {
    const { client } = await signedIn();
    const token = client.sessionCookie!;
    const now = Date.now();
    expect(await resolveSession(t.database.db, token, new Date(now + 60_000))).not.toBeNull();
    expect(await resolveSession(t.database.db, token, new Date(now + SESSION_IDLE_MS + 60_000 * 10))).toBeNull();
    await t.database.db.update(sessions).set({ expiresAt: new Date(now - 1000) }).where(eq(sessions.tokenHash, hashToken(token)));
    expect(await sessionProfile(client)).toBeNull();
  });
});

describe('change password', () => {
  it('verifies the current password, changes it and ends the other sessions only', async () => {
    const { client, address } = await signedIn();
    const phone = new ApiClient(t.app);
    await phone.post('/api/auth/login', { email: address, password: GOOD_PASSWORD });
    const userId = (await sessionProfile(client))!.id;
    expect(await sessionCount(userId)).toBe(2);

    const wrong = await client.post('/api/auth/change-password', { currentPassword: 'not-it-at-all', newPassword: 'new-secret-99', confirmPassword: 'new-secret-99' });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).message).toBe(msg.currentPasswordWrong);

    const res = await client.post('/api/auth/change-password', { currentPassword: GOOD_PASSWORD, newPassword: 'new-secret-99', confirmPassword: 'new-secret-99' });
    expect(res.statusCode).toBe(200);
    expect(readJson(res, messageResponse).message).toBe(msg.passwordChanged);
    expect((await sessionProfile(client))!.email).toBe(address);
    expect(await sessionProfile(phone)).toBeNull();
    expect((await new ApiClient(t.app).post('/api/auth/login', { email: address, password: 'new-secret-99' })).statusCode).toBe(200);
    expect((await new ApiClient(t.app).post('/api/auth/login', { email: address, password: GOOD_PASSWORD })).statusCode).toBe(401);
  });

  it.each([
    [{ currentPassword: GOOD_PASSWORD, newPassword: 'abcdefg1', confirmPassword: 'abcdefg2' }, msg.newPasswordsMismatch],
    [{ currentPassword: GOOD_PASSWORD, newPassword: 'abc', confirmPassword: 'abc' }, msg.newPasswordTooShort],
    [{ currentPassword: '', newPassword: 'abcdefg1', confirmPassword: 'abcdefg1' }, msg.currentPasswordRequired],
  ])('refuses %o with the spec message', async (body, message) => {
    const { client } = await signedIn();
    const res = await client.post('/api/auth/change-password', body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(message);
  });

  it('needs a signed-in user', async () => {
    const res = await new ApiClient(t.app).post('/api/auth/change-password', { currentPassword: 'x', newPassword: 'abcdefg1', confirmPassword: 'abcdefg1' });
    expect(res.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  const linkToken = (text: string) => decodeURIComponent(/reset-password\?token=([^\s]+)/.exec(text)![1]!);

  it('mails a single-use link; using it sets the password and ends every session', async () => {
    const { client, address } = await signedIn();
    const res = await new ApiClient(t.app).post('/api/auth/forgot-password', { email: address });
    expect(res.statusCode).toBe(200);
    expect(readJson(res, messageResponse).message).toBe(msg.resetRequested);
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe(address);
    expect(mail.text).toContain(`${TEST_ORIGIN}/reset-password?token=`);
    const token = linkToken(mail.text);

    const reset = await new ApiClient(t.app).post('/api/auth/reset-password', { token, password: 'brand-new-77', confirmPassword: 'brand-new-77' });
    expect(reset.statusCode).toBe(200);
    expect(await sessionProfile(client)).toBeNull();
    expect((await new ApiClient(t.app).post('/api/auth/login', { email: address, password: 'brand-new-77' })).statusCode).toBe(200);

    const again = await new ApiClient(t.app).post('/api/auth/reset-password', { token, password: 'other-pass-88', confirmPassword: 'other-pass-88' });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).message).toBe(msg.resetInvalid);
  });

  it('refuses an expired token', async () => {
    const { address } = await signedIn();
    await new ApiClient(t.app).post('/api/auth/forgot-password', { email: address });
    const token = linkToken(t.mailer.sent.at(-1)!.text);
    await t.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    const res = await new ApiClient(t.app).post('/api/auth/reset-password', { token, password: 'brand-new-77', confirmPassword: 'brand-new-77' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(msg.resetInvalid);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const sent = t.mailer.sent.length;
    const res = await new ApiClient(t.app).post('/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(res.statusCode).toBe(200);
    expect(readJson(res, messageResponse).message).toBe(msg.resetRequested);
    expect(t.mailer.sent.length).toBe(sent);
  });
});

describe('request guards', () => {
  it('refuses a mutating request from a foreign Origin or without JSON, and writes nothing', async () => {
    const before = await sessionCount();
    const { address, res: foreign } = await memberSignIn(t.app, 'https://evil.example');
    expect(foreign.statusCode).toBe(403);
    expect(errorOf(foreign).message).toBe(msg.wrongAddress({ publicUrl: TEST_ORIGIN }));
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_ORIGIN },
      payload: `email=${address}&password=${GOOD_PASSWORD}`,
    });
    expect(form.statusCode).toBe(403);
    expect(errorOf(form).message).toBe(msg.jsonRequired);
    expect(await sessionCount()).toBe(before);
  });

  it('rate-limits sign-in attempts with a 429 and a clear message', async () => {
    const limited = await createTestApp({ rateLimits: { auth: { max: 3, windowMs: 60_000 }, checkout: { max: 3, windowMs: 60_000 } } }, t.database);
    try {
      const client = new ApiClient(limited.app);
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await client.post('/api/auth/login', { email: 'x@example.com', password: 'whatever1' })).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      const res = await client.post('/api/auth/login', { email: 'x@example.com', password: 'whatever1' });
      expect(errorOf(res)).toEqual({ code: 'RATE_LIMITED', message: msg.rateLimited, messageKey: 'rateLimited' });
    } finally {
      await limited.app.close();
    }
  });

  it('answers 404 JSON for unknown API routes and 413 for oversized bodies', async () => {
    const missing = await new ApiClient(t.app).get('/api/nope');
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('NOT_FOUND');
    const huge = await new ApiClient(t.app).post('/api/auth/login', { email: 'a@b.ch', password: 'x'.repeat(200_000) });
    expect(huge.statusCode).toBe(413);
  });

  it('serves the OpenAPI document and a health check', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(readJson(doc, z.object({ paths: z.record(z.string(), z.unknown()) })).paths)).toContain('/api/auth/register');
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(readJson(health, z.object({ status: z.string(), database: z.string() }))).toEqual({ status: 'ok', database: 'up' });
  });

  it('ends the session a browser held when it signs in again, to the same account or another', async () => {
    const first = await signedIn();
    const before = first.client.sessionCookie!;
    const other = email();
    await insertProfile(t.database.db, { email: other });
    expect((await first.client.post('/api/auth/login', { email: other, password: GOOD_PASSWORD })).statusCode).toBe(200);
    expect(first.client.sessionCookie).not.toBe(before);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(before)))).toEqual([]);
    expect((await sessionProfile(first.client))!.email).toBe(other);
  });
});
