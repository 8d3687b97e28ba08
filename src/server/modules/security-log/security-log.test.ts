import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { newSecretToken, hashToken } from '#server/auth/tokens.ts';
import { passwordResetTokens, securityEvents, totpFactors } from '#server/db/schema/index.ts';
import { ApiClient } from '#server/testing/api-client.ts';
import { signIn, uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { dbFingerprint } from '#server/testing/db-fingerprint.ts';
import { GOOD_PASSWORD, insertProfile } from '#server/testing/fixtures.ts';
import { MemoryMailer, testConfig, type TestApp } from '#server/testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-db.ts';
import { recordSecurityEvent } from './index.ts';

// The security log of the door (docs/features.md#security-and-audit-log): the auth routes' answers become events,
// in the table and in the structured log, after the answer and without ever changing it. Runs on PGlite too.

/** The server's log as pino writes it, one object per line. */
const logged: Record<string, unknown>[] = [];
const logStream = { write: (text: string) => void logged.push(...text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>)) };

const LOCKOUT = 3;
let database: TestDatabase;
let app: FastifyInstance;
/** What the shared test helpers need of this file's app (built here with a log to read). */
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  const lock = { max: LOCKOUT, windowMs: 60_000 };
  const config = testConfig({ loginThrottle: { unknownBrowsers: lock, knownDevice: lock } });
  const mailer = new MemoryMailer();
  app = await buildApp({ config, database, mailer }, { level: 'info', stream: logStream });
  await app.ready();
  t = { app, database, config, mailer, routes: [], close: () => app.close() };
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const db = () => database.db;
const eventsOf = (kind: string, email: string) =>
  db().select().from(securityEvents).where(and(eq(securityEvents.kind, kind), eq(securityEvents.email, email))).orderBy(asc(securityEvents.id));
/** The events of that kind and e-mail, once there are `n`: they are written after the answer is sent. */
async function awaitEvents(kind: string, email: string, n = 1) {
  await expect.poll(async () => (await eventsOf(kind, email)).length).toBe(n);
  return eventsOf(kind, email);
}
const loggedEvents = (kind: string) => logged.filter((entry) => entry.msg === 'security event' && entry.kind === kind);

const login = (client: ApiClient, email: string, password: string) => client.post('/api/auth/login', { email, password });
const detail = (route: string, status: number) => ({ route, status, userAgent: 'lightMyRequest' });

describe('sign-ins', () => {
  it('records a success with the account, the address and the browser, in the table and the log, never the password', async () => {
    const email = uniqueEmail('signin-ok');
    const profile = await insertProfile(db(), { email });
    expect((await login(new ApiClient(app), email, GOOD_PASSWORD)).statusCode).toBe(200);
    const [event] = await awaitEvents('sign_in.succeeded', email);
    expect(event).toMatchObject({ userId: profile.id, ipAddress: '127.0.0.1', detail: detail('POST /api/auth/login', 200) });
    expect(event!.instance).toMatch(/^.+:\d+$/);
    expect(loggedEvents('sign_in.succeeded').filter((entry) => entry.email === email)).toMatchObject([
      { level: 30, userId: profile.id, ipAddress: '127.0.0.1', detail: detail('POST /api/auth/login', 200) },
    ]);
    expect(JSON.stringify(logged)).not.toContain(GOOD_PASSWORD);
  });

  it('records a right password that waits for the second factor as such, not as a sign-in', async () => {
    const email = uniqueEmail('two-step');
    const profile = await insertProfile(db(), { email });
    await db().insert(totpFactors).values({ userId: profile.id, secret: 'JBSWY3DPEHPK3PXP', confirmedAt: new Date() });
    const res = await login(new ApiClient(app), email, GOOD_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ secondFactor: { methods: ['totp'] } });
    expect(await awaitEvents('sign_in.second_factor_awaited', email)).toMatchObject([{ userId: profile.id, detail: detail('POST /api/auth/login', 200) }]);
    expect(await eventsOf('sign_in.succeeded', email)).toEqual([]);
  });

  it('records a failure under the e-mail as typed, lower-case, with its account when there is one', async () => {
    const email = uniqueEmail('signin-bad');
    const profile = await insertProfile(db(), { email });
    expect((await login(new ApiClient(app), `  ${email.toUpperCase()} `, 'wrong-password-1')).statusCode).toBe(401);
    expect(await awaitEvents('sign_in.failed', email)).toMatchObject([{ userId: profile.id, detail: detail('POST /api/auth/login', 401) }]);

    const stranger = uniqueEmail('nobody');
    expect((await login(new ApiClient(app), stranger, 'wrong-password-2')).statusCode).toBe(401);
    expect(await awaitEvents('sign_in.failed', stranger)).toMatchObject([{ userId: null, email: stranger }]);
    expect(JSON.stringify(logged)).not.toMatch(/wrong-password/);
  });

  it('records the sign-ins the throttle refuses as throttled', async () => {
    const email = uniqueEmail('signin-locked');
    const profile = await insertProfile(db(), { email });
    const client = new ApiClient(app);
    for (let i = 0; i < LOCKOUT; i++) expect((await login(client, email, 'wrong-password-3')).statusCode).toBe(401);
    expect((await login(client, email, GOOD_PASSWORD)).statusCode).toBe(429);
    expect(await awaitEvents('sign_in.throttled', email)).toMatchObject([{ userId: profile.id, detail: detail('POST /api/auth/login', 429) }]);
    expect(await awaitEvents('sign_in.failed', email, LOCKOUT)).toHaveLength(LOCKOUT);
    expect(await eventsOf('sign_in.succeeded', email)).toEqual([]);
  });
});

describe('passwords', () => {
  it('records a reset asked for and a reset done, naming the account, never the token', async () => {
    const email = uniqueEmail('reset');
    const profile = await insertProfile(db(), { email });
    const client = new ApiClient(app);
    expect((await client.post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    expect(await awaitEvents('password_reset.requested', email)).toMatchObject([{ userId: profile.id, detail: detail('POST /api/auth/forgot-password', 200) }]);

    const token = newSecretToken();
    await db().insert(passwordResetTokens).values({ tokenHash: hashToken(token), userId: profile.id, expiresAt: new Date(Date.now() + 60_000) });
    expect((await client.post('/api/auth/reset-password', { token, password: 'brand-new-77', confirmPassword: 'brand-new-77' })).statusCode).toBe(200);
    expect(await awaitEvents('password_reset.completed', email)).toMatchObject([{ userId: profile.id, detail: detail('POST /api/auth/reset-password', 200) }]);
    // A link used up is refused, and that is no reset done.
    expect((await client.post('/api/auth/reset-password', { token, password: 'other-pass-88', confirmPassword: 'other-pass-88' })).statusCode).toBe(400);
    expect(JSON.stringify(logged)).not.toContain(token);
    expect(JSON.stringify(await db().select().from(securityEvents))).not.toContain(token);
    await signIn(t, email, 'brand-new-77');
    expect(await eventsOf('password_reset.completed', email)).toHaveLength(1);
  });

  it('keeps a reset link\'s token out of the request log, the rest of the URL in it', async () => {
    const token = newSecretToken();
    await app.inject({ method: 'GET', url: `/reset-password?token=${token}&lang=de` });
    const urls = logged.map((entry) => (entry.req as { url?: string } | undefined)?.url).filter(Boolean);
    expect(urls).toContain('/reset-password?token=REDACTED&lang=de');
    expect(JSON.stringify(logged)).not.toContain(token);
  });

  it('records a password change for the signed-in account; a wrong current password changes nothing and records no change', async () => {
    const email = uniqueEmail('change');
    const profile = await insertProfile(db(), { email });
    const client = await signIn(t, email);
    const change = (currentPassword: string) => client.post('/api/auth/change-password', { currentPassword, newPassword: 'brand-new-77', confirmPassword: 'brand-new-77' });
    expect((await change('not-my-password')).statusCode).toBe(400);
    expect((await change(GOOD_PASSWORD)).statusCode).toBe(200);
    expect(await awaitEvents('password.changed', email)).toMatchObject([{ userId: profile.id, detail: detail('POST /api/auth/change-password', 200) }]);
    expect(JSON.stringify(logged)).not.toMatch(/brand-new-77|not-my-password/);
  });
});

describe('refusals', () => {
  it('records a 403 of the API with the route and whoever was signed in; a 401 is no refusal of a person', async () => {
    const email = uniqueEmail('refused');
    const guest = await insertProfile(db(), { email });
    const client = await signIn(t, email);
    expect((await client.get('/api/admin/users')).statusCode).toBe(403);
    expect(await awaitEvents('access.refused', email)).toMatchObject([{ userId: guest.id, detail: detail('GET /api/admin/users', 403) }]);

    // Signed out: a 401 and a 404 are no refusal; a forged request (another site's Origin) is, of nobody known.
    expect((await new ApiClient(app).get('/api/admin/users')).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/no-such-route' })).statusCode).toBe(404);
    const forged = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, payload: '{}' });
    expect(forged.statusCode).toBe(403);
    const anonymous = () => db().select().from(securityEvents).where(and(eq(securityEvents.kind, 'access.refused'), sql`${securityEvents.userId} is null`));
    await expect.poll(async () => (await anonymous()).length).toBe(1);
    expect(await anonymous()).toMatchObject([{ email: null, detail: detail('POST /api/auth/logout', 403) }]);
    expect(await db().select().from(securityEvents).where(eq(securityEvents.kind, 'access.refused'))).toHaveLength(2);
  });

  it('leaves the database fingerprint of the fuzz and matrix tests as it was: the log is where refusals go', async () => {
    const before = await dbFingerprint(t);
    const email = uniqueEmail('fingerprint');
    expect((await login(new ApiClient(app), email, 'wrong-password-4')).statusCode).toBe(401);
    await awaitEvents('sign_in.failed', email);
    expect(await dbFingerprint(t)).toEqual(before);
  });
});

describe('the log itself', () => {
  it('takes any kind the auth code records itself', async () => {
    const email = uniqueEmail('factor');
    await recordSecurityEvent(db(), { kind: 'second_factor.added', email, detail: { method: 'totp' } });
    expect(await eventsOf('second_factor.added', email)).toMatchObject([{ detail: { method: 'totp' }, userId: null, ipAddress: null }]);
  });

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const email = uniqueEmail('kept');
    await recordSecurityEvent(db(), { kind: 'sign_in.failed', email });
    const refused = { cause: { message: 'security_events is append-only' } };
    await expect(db().execute(sql`update security_events set kind = 'sign_in.succeeded' where email = ${email}`)).rejects.toMatchObject(refused);
    await expect(db().execute(sql`delete from security_events where email = ${email}`)).rejects.toMatchObject(refused);
    await expect(db().execute(sql`truncate security_events`)).rejects.toMatchObject(refused);
    expect(await eventsOf('sign_in.failed', email)).toHaveLength(1);
  });

  it('failing to write never changes the answer: the sign-in succeeds and the failure is logged', async () => {
    const email = uniqueEmail('log-down');
    await insertProfile(db(), { email });
    await db().execute(sql`alter table security_events rename to security_events_away`);
    try {
      expect((await login(new ApiClient(app), email, GOOD_PASSWORD)).statusCode).toBe(200);
      await expect.poll(() => logged.filter((entry) => entry.msg === 'security event not recorded' && entry.kind === 'sign_in.succeeded')).toMatchObject([
        { level: 50, ipAddress: '127.0.0.1', detail: detail('POST /api/auth/login', 200) },
      ]);
    } finally {
      await db().execute(sql`alter table security_events_away rename to security_events`);
    }
    expect(await eventsOf('sign_in.succeeded', email)).toEqual([]);
  });
});
