import { describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import { claimLoungesResponse, myLoungesResponse } from '#shared/schemas/shop.ts';
import { lounges, profiles, tokenLedger, userLoungeAssignments } from '#server/db/schema/index.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { ApiClient, errorOf, readJson } from '#server/testing/api-client.ts';
import { insertLounge } from '#server/testing/fixtures.ts';
import { onPostgres } from '#server/testing/test-db.ts';
import { registeredGuest } from '#server/testing/shop-fixtures.ts';
import { useTestApp } from '#server/testing/suite.ts';
import { claimLounges } from './lounge-claims.service.ts';

const t = useTestApp();
let n = 0;
const booking = () => `EXTRA-${++n}-${Math.random().toString(36).slice(2, 8)}`;
const loungesOf = async (client: ApiClient) => readJson(await client.get('/api/me/lounges'), myLoungesResponse).lounges;

async function state(userId: string) {
  const db = t.database.db;
  const [p] = await db.select({ b: profiles.tokenBalance }).from(profiles).where(eq(profiles.id, userId));
  const [a] = await db.select({ n: count() }).from(userLoungeAssignments).where(eq(userLoungeAssignments.userId, userId));
  const [l] = await db.select({ n: count() }).from(tokenLedger).where(eq(tokenLedger.userId, userId));
  return { balance: p!.b, assignments: a!.n, ledger: l!.n };
}

describe('GET /api/me/lounges', () => {
  it("lists only the signed-in guest's lounges, Thursday first", async () => {
    const a = await registeredGuest(t, { day: 'Saturday' });
    const b = await registeredGuest(t);
    const thursday = await insertLounge(t.database.db, { bookingNumber: booking(), day: 'Thursday', category: 'Skybox', tableNumber: '3' });
    expect((await a.client.post('/api/me/lounges/claim', { bookingNumber: thursday.bookingNumber })).statusCode).toBe(200);

    const mine = await loungesOf(a.client);
    expect(mine).toEqual([
      { id: thursday.id, tableNumber: '3', category: 'Skybox', day: 'Thursday' },
      { id: a.lounge.id, tableNumber: a.lounge.tableNumber, category: 'VIP', day: 'Saturday' },
    ]);
    const theirs = await loungesOf(b.client);
    expect(theirs.map((l) => l.id)).toEqual([b.lounge.id]);
    expect((await new ApiClient(t.app).get('/api/me/lounges')).statusCode).toBe(401);
  });
});

describe('POST /api/me/lounges/claim', () => {
  it('assigns the lounges of another booking and grants their tokens once', async () => {
    const guest = await registeredGuest(t, { tokens: 100 });
    const bn = booking();
    const one = await insertLounge(t.database.db, { bookingNumber: bn, category: 'VIP', tableNumber: '12', minimumConsumptionTokens: 200 });
    await insertLounge(t.database.db, { bookingNumber: bn, category: 'VIP', tableNumber: '9', minimumConsumptionTokens: 50 });
    const res = await guest.client.post('/api/me/lounges/claim', { bookingNumber: `  ${bn} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(readJson(res, claimLoungesResponse)).toMatchObject({
      message: 'Successfully assigned to VIP 9, VIP 12 and received 250 tokens!',
      tokensGranted: 250,
      tokenBalance: 350,
    });
    expect(readJson(res, claimLoungesResponse).lounges.map((l) => l.tableNumber)).toEqual(['9', '12']);
    const [claimed] = await t.database.db.select().from(lounges).where(eq(lounges.id, one.id));
    expect(claimed).toMatchObject({ isOccupied: true, tokensTransferred: true });

    const again = await guest.client.post('/api/me/lounges/claim', { bookingNumber: bn });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({ code: 'ALREADY_ASSIGNED', message: msg.alreadyAssignedAll, messageKey: 'alreadyAssignedAll' });
    expect((await state(guest.userId)).balance).toBe(350);
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);
  });

  it('counts only lounges not yet assigned to the guest and notes the others', async () => {
    const guest = await registeredGuest(t, { tokens: 10 });
    const bn = booking();
    const held = await insertLounge(t.database.db, { bookingNumber: bn, category: 'Terrace', tableNumber: '1', minimumConsumptionTokens: 70 });
    await insertLounge(t.database.db, { bookingNumber: bn, category: 'Terrace', tableNumber: '2', minimumConsumptionTokens: 30 });
    await t.database.db.transaction((tx) => claimLounges(tx, guest.userId, [held]));

    const res = await guest.client.post('/api/me/lounges/claim', { bookingNumber: bn });
    expect(res.statusCode).toBe(200);
    expect(readJson(res, claimLoungesResponse).message).toBe('Successfully assigned to Terrace 2 and received 30 tokens! You were already assigned to Terrace 1.');
    expect(readJson(res, claimLoungesResponse).tokenBalance).toBe(110);
    // The web writes the same text in the guest's language from the lounges named here (docs/decisions/025).
    const { lounges, alreadyAssigned } = readJson(res, claimLoungesResponse);
    expect([lounges.map((l) => l.tableNumber), alreadyAssigned.map((l) => l.tableNumber)]).toEqual([['2'], ['1']]);
  });

  it('grants nothing for a lounge whose tokens were already transferred', async () => {
    const guest = await registeredGuest(t, { tokens: 10 });
    const bn = booking();
    await insertLounge(t.database.db, { bookingNumber: bn, minimumConsumptionTokens: 500, tokensTransferred: true });
    const res = await guest.client.post('/api/me/lounges/claim', { bookingNumber: bn });
    expect(res.statusCode).toBe(200);
    expect(readJson(res, claimLoungesResponse)).toMatchObject({ tokensGranted: 0, tokenBalance: 10 });
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);
  });

  it('joins lounges other guests hold: only a lounge whose tokens were never transferred grants them, and the note names the others', async () => {
    const first = await registeredGuest(t, { tokens: 300 });
    // A table number above any the fixtures hand out: the message lists the lounges in table order, held one first.
    const later = await insertLounge(t.database.db, { bookingNumber: first.bookingNumber, category: 'VIP', tableNumber: '99999', minimumConsumptionTokens: 40 });
    const guest = await registeredGuest(t, { tokens: 10 });
    const res = await guest.client.post('/api/me/lounges/claim', { bookingNumber: first.bookingNumber });
    expect(res.statusCode, res.body).toBe(200);
    const held = `VIP ${first.lounge.tableNumber}`;
    expect(readJson(res, claimLoungesResponse)).toMatchObject({
      message: `Successfully assigned to ${held}, VIP 99999 and received 40 tokens! You joined ${held} without tokens: they were already transferred.`,
      tokensGranted: 40,
      tokenBalance: 50,
    });
    expect(readJson(res, claimLoungesResponse).joinedWithoutTokens.map((l) => l.id)).toEqual([first.lounge.id]);

    // Both guests are on the first lounge; its tokens stay with the first, each lounge granted once.
    const onFirst = await t.database.db.select().from(userLoungeAssignments).where(eq(userLoungeAssignments.loungeId, first.lounge.id));
    expect(onFirst.map((a) => a.userId).sort()).toEqual([first.userId, guest.userId].sort());
    const grants = await t.database.db.select().from(tokenLedger).where(inArray(tokenLedger.loungeId, [first.lounge.id, later.id]));
    expect(grants.map((g) => [g.userId, g.loungeId, g.delta]).sort()).toEqual(
      [[first.userId, first.lounge.id, 300], [guest.userId, later.id, 40]].sort(),
    );
    expect((await state(first.userId)).balance).toBe(300);
    expect((await loungesOf(guest.client)).map((l) => l.id)).toEqual(expect.arrayContaining([first.lounge.id, later.id]));

    // A third guest joins both without tokens; the first joins the lounge added to the booking later, and both notes
    // say what happened. Then nothing new is left for anyone on the booking.
    const third = await registeredGuest(t, { tokens: 5 });
    const joined = readJson(await third.client.post('/api/me/lounges/claim', { bookingNumber: first.bookingNumber }), claimLoungesResponse);
    expect(joined).toMatchObject({ tokensGranted: 0, tokenBalance: 5 });
    expect(joined.message).toBe(`Successfully assigned to ${held}, VIP 99999 and received 0 tokens! You joined ${held}, VIP 99999 without tokens: they were already transferred.`);
    const back = readJson(await first.client.post('/api/me/lounges/claim', { bookingNumber: first.bookingNumber }), claimLoungesResponse);
    expect(back.message).toBe(
      `Successfully assigned to VIP 99999 and received 0 tokens! You were already assigned to ${held}. You joined VIP 99999 without tokens: they were already transferred.`,
    );
    for (const member of [first, guest, third]) {
      const again = await member.client.post('/api/me/lounges/claim', { bookingNumber: first.bookingNumber });
      expect([again.statusCode, errorOf(again).message]).toEqual([409, msg.alreadyAssignedAll]);
    }
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);
  });

  it('refuses an unknown number and an empty one, writing nothing', async () => {
    const guest = await registeredGuest(t);
    const before = await state(guest.userId);
    for (const [bookingNumber, status, message] of [
      ['NOPE-404', 400, msg.invalidBooking],
      ['   ', 400, msg.enterBookingNumber],
      ['', 400, msg.enterBookingNumber],
    ] as const) {
      const res = await guest.client.post('/api/me/lounges/claim', { bookingNumber });
      expect(res.statusCode).toBe(status);
      expect(errorOf(res).message).toBe(message);
    }
    expect(await state(guest.userId)).toEqual(before);
  });

  it('refuses applications and visitors who are not signed in', async () => {
    const guest = await registeredGuest(t);
    const bn = booking();
    await insertLounge(t.database.db, { bookingNumber: bn });
    await t.database.db.update(profiles).set({ status: 'inactive' }).where(eq(profiles.id, guest.userId));
    const res = await guest.client.post('/api/me/lounges/claim', { bookingNumber: bn });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(msg.accountInactive);
    expect((await new ApiClient(t.app).post('/api/me/lounges/claim', { bookingNumber: bn })).statusCode).toBe(401);
    const [l] = await t.database.db.select().from(lounges).where(eq(lounges.bookingNumber, bn));
    expect(l!.isOccupied).toBe(false);
  });
});

describe.runIf(onPostgres)('concurrent claims on PostgreSQL', () => {
  it('of one booking by ten guests: all ten join both lounges and the tokens are granted once, to one of them', async () => {
    const guests = await Promise.all(Array.from({ length: 10 }, () => registeredGuest(t, { tokens: 1 })));
    const bn = booking();
    const target = [await insertLounge(t.database.db, { bookingNumber: bn, minimumConsumptionTokens: 400 })];
    await insertLounge(t.database.db, { bookingNumber: bn, minimumConsumptionTokens: 100, tableNumber: '2' }).then((l) => target.push(l));
    const responses = await Promise.all(guests.map((g) => g.client.post('/api/me/lounges/claim', { bookingNumber: bn })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array<number>(10).fill(200));
    const answers = responses.map((r) => readJson(r, claimLoungesResponse));
    expect(answers.map((a) => a.tokensGranted).sort((a, b) => a - b)).toEqual([...Array<number>(9).fill(0), 500]);
    expect(answers.filter((a) => a.joinedWithoutTokens.length === 2)).toHaveLength(9);
    const assignments = await t.database.db
      .select()
      .from(userLoungeAssignments)
      .where(inArray(userLoungeAssignments.loungeId, target.map((l) => l.id)));
    expect(assignments).toHaveLength(20);
    const grants = await t.database.db.select().from(tokenLedger).where(inArray(tokenLedger.loungeId, target.map((l) => l.id)));
    expect(grants).toHaveLength(2);
    expect(new Set(grants.map((g) => g.userId)).size).toBe(1);
    expect(grants.reduce((s, g) => s + g.delta, 0)).toBe(500);
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);
  });
});
