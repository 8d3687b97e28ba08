import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import { accountSessionsResponse, endedSessionsResponse, endSessionResponse } from '#shared/schemas/sessions.ts';
import { sessions } from '#server/db/schema/index.ts';
import { createSession, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '#server/auth/sessions.repo.ts';
import { hashToken } from '#server/auth/tokens.ts';
import { ApiClient, errorOf, readJson } from '#server/testing/api-client.ts';
import { auditRowsSince, lastAuditId, signIn, uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { GOOD_PASSWORD, insertProfile } from '#server/testing/fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';
import { sessionIdOf } from './account-sessions.presenter.ts';

const t = useTestApp();
const admin = useSignedInAdmin(t);

const FIREFOX_ON_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME_ON_ANDROID = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** A client signed in through the login route from a browser that says `userAgent`. */
async function signInFrom(email: string, userAgent: string) {
  const client = new ApiClient(t.app);
  const res = await client.request('POST', '/api/auth/login', { email, password: GOOD_PASSWORD }, { 'user-agent': userAgent });
  expect(res.statusCode).toBe(200);
  return client;
}

/** A new guest signed in on two devices: `laptop` (Firefox on macOS) and `phone` (Chrome on Android). */
async function guestOnTwoDevices() {
  const email = uniqueEmail('sessions');
  const profile = await insertProfile(t.database.db, { email });
  return { id: profile.id, email, laptop: await signInFrom(email, FIREFOX_ON_MAC), phone: await signInFrom(email, CHROME_ON_ANDROID) };
}

const listOf = async (client: ApiClient) => readJson(await client.get('/api/auth/sessions'), accountSessionsResponse).sessions;
const idOf = (client: ApiClient) => sessionIdOf(hashToken(client.sessionCookie!));
/** Whether the client's session still opens the account: a route for signed-in people answers 200, not 401. */
const signedInStill = async (client: ApiClient) => (await client.get('/api/auth/sessions')).statusCode === 200;

describe('Your sessions: the list', () => {
  it("lists the person's own live sessions, this one first and marked, with browser, system and address", async () => {
    const { laptop, phone } = await guestOnTwoDevices();
    const other = await guestOnTwoDevices();
    const listed = await listOf(phone);
    expect(listed).toEqual([
      { id: idOf(phone), browser: 'Chrome', os: 'Android', ipAddress: '127.0.0.1', createdAt: expect.any(String), lastSeenAt: expect.any(String), current: true },
      { id: idOf(laptop), browser: 'Firefox', os: 'macOS', ipAddress: '127.0.0.1', createdAt: expect.any(String), lastSeenAt: expect.any(String), current: false },
    ]);
    expect((await listOf(laptop)).map((s) => [s.id, s.current])).toEqual([
      [idOf(laptop), true],
      [idOf(phone), false],
    ]);
    expect(listed.map((s) => s.id)).not.toContain(idOf(other.laptop));
  });

  it('never shows the token hash, and leaves out sessions that are expired, idle or still waiting for a second factor', async () => {
    const { id, laptop } = await guestOnTwoDevices();
    const db = t.database.db;
    const idle = await createSession(db, id, {}, new Date(Date.now() - SESSION_IDLE_MS - 60_000));
    const expired = await createSession(db, id);
    await db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, hashToken(expired)));
    const halfway = await createSession(db, id, { awaitingSecondFactor: true });
    const res = await laptop.get('/api/auth/sessions');
    const ids = readJson(res, accountSessionsResponse).sessions.map((s) => s.id);
    expect(ids).toHaveLength(2);
    for (const token of [idle, expired, halfway]) expect(ids).not.toContain(sessionIdOf(hashToken(token)));
    expect(res.body).not.toContain(hashToken(laptop.sessionCookie!));
  });

  it('is for signed-in people only', async () => {
    const res = await new ApiClient(t.app).get('/api/auth/sessions');
    expect(res.statusCode).toBe(401);
  });
});

describe('Your sessions: ending one', () => {
  it('ends another session of the person: its next request is refused, this one goes on', async () => {
    const { laptop, phone } = await guestOnTwoDevices();
    const res = await laptop.delete(`/api/auth/sessions/${idOf(phone)}`);
    expect(readJson(res, endSessionResponse)).toEqual({ message: msg.sessionEnded, signedOut: false });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await phone.get('/api/auth/sessions')).statusCode).toBe(401);
    expect((await listOf(laptop)).map((s) => s.id)).toEqual([idOf(laptop)]);
  });

  it("cannot end another person's session: 404 with a clear message, and that session goes on", async () => {
    const mine = await guestOnTwoDevices();
    const theirs = await guestOnTwoDevices();
    const res = await mine.laptop.delete(`/api/auth/sessions/${idOf(theirs.phone)}`);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toMatchObject({ code: ERROR_CODES.notFound, message: msg.sessionNotFound, messageKey: 'sessionNotFound' });
    expect(await signedInStill(theirs.phone)).toBe(true);
  });

  it('answers 404 for a session already ended or waiting for its second factor, 400 for an id of the wrong form', async () => {
    const { id, laptop, phone } = await guestOnTwoDevices();
    const phoneId = idOf(phone);
    expect((await laptop.delete(`/api/auth/sessions/${phoneId}`)).statusCode).toBe(200);
    expect(errorOf(await laptop.delete(`/api/auth/sessions/${phoneId}`)).message).toBe(msg.sessionNotFound);
    const halfway = await createSession(t.database.db, id, { awaitingSecondFactor: true });
    expect((await laptop.delete(`/api/auth/sessions/${sessionIdOf(hashToken(halfway))}`)).statusCode).toBe(404);
    for (const bad of ['XYZ', hashToken(laptop.sessionCookie!), 'ABCDEF0123456789']) {
      const res = await laptop.delete(`/api/auth/sessions/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(errorOf(res).message).toBe(msg.sessionNotFound);
    }
    expect(await signedInStill(laptop)).toBe(true);
  });

  it('ends the current session too, which signs it out and clears its cookie', async () => {
    const { laptop, phone } = await guestOnTwoDevices();
    const res = await laptop.delete(`/api/auth/sessions/${idOf(laptop)}`);
    expect(readJson(res, endSessionResponse)).toEqual({ message: msg.sessionEnded, signedOut: true });
    expect(String(res.headers['set-cookie'])).toMatch(/^session=;/);
    expect(laptop.sessionCookie).toBeUndefined();
    expect(await signedInStill(phone)).toBe(true);
  });
});

describe('Your sessions: ending all others', () => {
  it('ends every other session, those waiting for a second factor too, and leaves this one working', async () => {
    const { id, email, laptop, phone } = await guestOnTwoDevices();
    const third = await signIn(t, email);
    const halfway = await createSession(t.database.db, id, { awaitingSecondFactor: true });
    const res = await laptop.post('/api/auth/sessions/end-others');
    expect(readJson(res, endedSessionsResponse)).toEqual({ ended: 3, message: msg.otherSessionsEnded({ n: 3 }) });
    expect(await signedInStill(laptop)).toBe(true);
    expect((await phone.get('/api/auth/sessions')).statusCode).toBe(401);
    expect((await third.get('/api/auth/sessions')).statusCode).toBe(401);
    const left = await t.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, id));
    expect(left).toEqual([{ tokenHash: hashToken(laptop.sessionCookie!) }]);
    expect(left).not.toContainEqual({ tokenHash: hashToken(halfway) });
  });

  it("touches no other person's sessions, and answers 0 when there is nothing to end", async () => {
    const other = await guestOnTwoDevices();
    const email = uniqueEmail('alone');
    await insertProfile(t.database.db, { email });
    const alone = await signIn(t, email);
    expect(readJson(await alone.post('/api/auth/sessions/end-others'), endedSessionsResponse).ended).toBe(0);
    expect(await signedInStill(other.laptop)).toBe(true);
    expect(await signedInStill(other.phone)).toBe(true);
  });
});

describe('an admin ends every session of a user', () => {
  it('signs the user out everywhere, answers how many, and writes one audit row', async () => {
    const { id, email, laptop, phone } = await guestOnTwoDevices();
    // Sessions past their idle time still count: they are rows the user's cookies could name.
    await createSession(t.database.db, id, {}, new Date(Date.now() - SESSION_ABSOLUTE_MS));
    const since = await lastAuditId(t.database.db);
    const res = await admin.client.post(`/api/admin/users/${id}/end-sessions`);
    expect(readJson(res, endedSessionsResponse)).toEqual({ ended: 3, message: msg.userSessionsEnded({ email, n: 3 }) });
    expect((await laptop.get('/api/auth/sessions')).statusCode).toBe(401);
    expect((await phone.get('/api/auth/sessions')).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect(await auditRowsSince(t.database.db, since)).toEqual([
      expect.objectContaining({ actorId: admin.id, action: 'user.end_sessions', entity: 'profile', entityId: id, after: { ended: 3 } }),
    ]);
  });

  it("keeps the session the admin acts from when it is their own account, and ends the admin's others", async () => {
    const elsewhere = await signIn(t, admin.email);
    const res = await admin.client.post(`/api/admin/users/${admin.id}/end-sessions`);
    expect(readJson(res, endedSessionsResponse).ended).toBe(1);
    expect(await signedInStill(admin.client)).toBe(true);
    expect((await elsewhere.get('/api/auth/sessions')).statusCode).toBe(401);
  });

  it('refuses a guest (403) and ends nothing; an unknown user is 404', async () => {
    const victim = await guestOnTwoDevices();
    const res = await victim.laptop.post(`/api/admin/users/${victim.id}/end-sessions`);
    expect(res.statusCode).toBe(403);
    expect(await signedInStill(victim.phone)).toBe(true);
    const since = await lastAuditId(t.database.db);
    const unknown = await admin.client.post('/api/admin/users/00000000-0000-4000-8000-000000000000/end-sessions');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(msg.adminUserNotFound);
    expect(await auditRowsSince(t.database.db, since)).toEqual([]);
  });
});
