import { describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { msg } from '#shared/messages.ts';
import { messageResponse, profileSchema, registerResponse } from '#shared/schemas/auth.ts';
import { lounges, profiles, tokenLedger, userLoungeAssignments } from '#server/db/schema/index.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { ApiClient, errorOf, readJson, sessionProfile } from '#server/testing/api-client.ts';
import { GOOD_PASSWORD, insertLounge, insertProfile } from '#server/testing/fixtures.ts';
import { onPostgres } from '#server/testing/test-db.ts';
import { useTestApp } from '#server/testing/suite.ts';

const t = useTestApp();
let n = 0;
const email = () => `guest${++n}@example.com`;
const booking = () => `BK-${n}-${Math.random().toString(36).slice(2, 8)}`;
/** POST /api/auth/apply answers the new (inactive) profile and a message. */
const applyResponse = z.object({ profile: profileSchema, message: z.string() });

async function rowCounts() {
  const db = t.database.db;
  const [p] = await db.select({ n: count() }).from(profiles);
  const [l] = await db.select({ n: count() }).from(tokenLedger);
  const [a] = await db.select({ n: count() }).from(userLoungeAssignments);
  return { profiles: p!.n, ledger: l!.n, assignments: a!.n };
}

describe('registration with a booking number', () => {
  it('claims every unoccupied lounge of the booking, grants their tokens once and signs the guest in', async () => {
    const bn = booking();
    const a = await insertLounge(t.database.db, { bookingNumber: bn, category: 'VIP', tableNumber: '7', minimumConsumptionTokens: 200 });
    const b = await insertLounge(t.database.db, { bookingNumber: bn, category: 'Terrace', tableNumber: '2', minimumConsumptionTokens: 150, day: 'Saturday' });
    const guest = new ApiClient(t.app);
    const address = email();
    const res = await guest.post('/api/auth/register', { email: address.toUpperCase(), password: GOOD_PASSWORD, bookingNumber: ` ${bn} ` });
    expect(res.statusCode).toBe(201);
    const body = readJson(res, registerResponse);
    expect(body.tokensGranted).toBe(350);
    expect(body.profile).toMatchObject({ email: address, role: 'user', status: 'active', tokenBalance: 350, bookingNumber: bn });
    // The lounges in their one order (#shared/lounge-order.ts): VIP 7 is on Friday, Terrace 2 on Saturday.
    expect(body.message).toBe("Registration successful! You've been assigned to VIP 7, Terrace 2 with 350 tokens total.");

    expect((await sessionProfile(guest))!.email).toBe(address);

    const claimed = await t.database.db.select().from(lounges).where(eq(lounges.bookingNumber, bn));
    expect(claimed.every((l) => l.isOccupied && l.tokensTransferred)).toBe(true);
    const grants = await t.database.db.select().from(tokenLedger).where(eq(tokenLedger.userId, body.profile.id));
    expect(grants.map((g) => [g.kind, g.delta, g.loungeId]).sort()).toEqual(
      [['lounge_grant', 150, b.id], ['lounge_grant', 200, a.id]].sort(),
    );
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);
  });

  it('refuses an unknown booking number and writes nothing', async () => {
    const before = await rowCounts();
    const res = await new ApiClient(t.app).post('/api/auth/register', { email: email(), password: GOOD_PASSWORD, bookingNumber: 'NOPE-404' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({ code: 'BOOKING_INVALID', message: msg.invalidBooking, messageKey: 'invalidBooking' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a booking whose lounges are all occupied', async () => {
    const bn = booking();
    await insertLounge(t.database.db, { bookingNumber: bn });
    expect((await new ApiClient(t.app).post('/api/auth/register', { email: email(), password: GOOD_PASSWORD, bookingNumber: bn })).statusCode).toBe(201);
    const res = await new ApiClient(t.app).post('/api/auth/register', { email: email(), password: GOOD_PASSWORD, bookingNumber: bn });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(msg.invalidBooking);
  });

  it('refuses a booking whose tokens were already transferred', async () => {
    const bn = booking();
    await insertLounge(t.database.db, { bookingNumber: bn, tokensTransferred: true });
    const before = await rowCounts();
    const res = await new ApiClient(t.app).post('/api/auth/register', { email: email(), password: GOOD_PASSWORD, bookingNumber: bn });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(msg.bookingAlreadyTransferred);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses an e-mail that is already registered, whatever its case, and leaves the lounge free', async () => {
    const existing = email();
    await insertProfile(t.database.db, { email: existing });
    const bn = booking();
    const lounge = await insertLounge(t.database.db, { bookingNumber: bn });
    const res = await new ApiClient(t.app).post('/api/auth/register', { email: existing.toUpperCase(), password: GOOD_PASSWORD, bookingNumber: bn });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(msg.emailAlreadyRegistered);
    const [after] = await t.database.db.select().from(lounges).where(eq(lounges.id, lounge.id));
    expect(after).toMatchObject({ isOccupied: false, tokensTransferred: false });
  });

  it.each([
    [{ email: 'not-an-email', password: GOOD_PASSWORD, bookingNumber: 'X' }, msg.invalidEmail],
    [{ email: 'a@b.ch', password: '12345', bookingNumber: 'X' }, msg.passwordTooShort],
    [{ email: 'a@b.ch', password: GOOD_PASSWORD, bookingNumber: '   ' }, msg.bookingNumberRequired],
    [{ email: 'a@b.ch', password: 'password1', bookingNumber: 'X' }, msg.passwordTooGuessable],
    [{ email: `${'a'.repeat(250)}@b.ch`, password: GOOD_PASSWORD, bookingNumber: 'X' }, msg.invalidEmail],
    [{ email: 'a@b.ch', password: 'x'.repeat(129), bookingNumber: 'X' }, msg.passwordTooLong],
    [{ email: 'a@b.ch', password: GOOD_PASSWORD }, undefined],
    [{ email: 42, password: GOOD_PASSWORD, bookingNumber: 'X' }, undefined],
  ])('answers 400 with a clear message for bad input %#', async (body, message) => {
    const before = await rowCounts();
    const res = await new ApiClient(t.app).post('/api/auth/register', body);
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe('VALIDATION_ERROR');
    if (message) expect(error.message).toBe(message);
    else expect(error.message.length).toBeGreaterThan(0);
    expect(await rowCounts()).toEqual(before);
  });

  it('answers 400 to malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBeTruthy();
  });
});

describe('applications', () => {
  it('creates an inactive profile with no tokens and signs it in', async () => {
    const guest = new ApiClient(t.app);
    const res = await guest.post('/api/auth/apply', { email: email(), password: GOOD_PASSWORD, bookingNumber: 'UNKNOWN-1' });
    expect(res.statusCode).toBe(201);
    expect(readJson(res, applyResponse).profile).toMatchObject({ status: 'inactive', role: 'user', tokenBalance: 0, bookingNumber: 'UNKNOWN-1' });
    expect(readJson(res, messageResponse).message).toBe(msg.applicationSubmitted);
    expect((await sessionProfile(guest))!.status).toBe('inactive');
  });
});

describe.runIf(onPostgres)('concurrency on PostgreSQL', () => {
  it('20 simultaneous registrations with one booking number: exactly one wins, tokens granted once', async () => {
    const bn = booking();
    await insertLounge(t.database.db, { bookingNumber: bn, minimumConsumptionTokens: 300 });
    await insertLounge(t.database.db, { bookingNumber: bn, minimumConsumptionTokens: 200, tableNumber: '2' });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        new ApiClient(t.app).post('/api/auth/register', { email: `race${i}-${bn}@example.com`, password: GOOD_PASSWORD, bookingNumber: bn }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
    const winner = readJson(results.find((r) => r.statusCode === 201)!, registerResponse).profile;
    expect(winner.tokenBalance).toBe(500);
    const grants = await t.database.db
      .select({ sum: sql<number>`sum(${tokenLedger.delta})::int`, n: count() })
      .from(tokenLedger)
      .innerJoin(lounges, eq(lounges.id, tokenLedger.loungeId))
      .where(eq(lounges.bookingNumber, bn));
    expect(grants[0]).toEqual({ sum: 500, n: 2 });
    const racers = await t.database.db.select({ n: count() }).from(profiles).where(sql`${profiles.email} like ${`race%-${bn.toLowerCase()}@example.com`}`);
    expect(racers[0]!.n).toBe(1);
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);
  });
});
