import { describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import { registerResponse } from '#shared/schemas/auth.ts';
import { claimLoungesResponse } from '#shared/schemas/shop.ts';
import { adminLoungeResponse, adminLoungesResponse } from '#shared/schemas/admin-lounges.ts';
import { lounges, profiles, tokenLedger, userLoungeAssignments } from '#server/db/schema/index.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { ApiClient, errorOf, readJson } from '#server/testing/api-client.ts';
import { GOOD_PASSWORD, insertLounge, insertProfile } from '#server/testing/fixtures.ts';
import { onPostgres } from '#server/testing/test-db.ts';
import { auditRowsSince, lastAuditId, ledgerRowsOf, signedInAdmin, uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { balanceOf } from '#server/testing/order-fixtures.ts';
import { registeredGuest } from '#server/testing/shop-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';

const t = useTestApp();
const admin = useSignedInAdmin(t);
let n = 0;
const bookingNumber = () => `ADM-${process.pid}-${++n}`;

const loungeRow = async (id: string) => (await t.database.db.select().from(lounges).where(eq(lounges.id, id)))[0]!;
const newUser = () => insertProfile(t.database.db, { email: uniqueEmail('guest') });
const assign = (loungeId: string, userId: string, client = admin.client) =>
  client.post(`/api/admin/lounges/${loungeId}/assignments`, { userId });

async function grantsFor(loungeId: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(tokenLedger)
    .where(and(eq(tokenLedger.loungeId, loungeId), eq(tokenLedger.kind, 'lounge_grant')));
  return row!.n;
}

describe('create and edit', () => {
  it('creates a lounge (empty booking number stored as null), lists it and audits it', async () => {
    const since = await lastAuditId(t.database.db);
    const res = await admin.client.post('/api/admin/lounges', {
      tableNumber: ' 12 ',
      category: 'Gallery',
      day: 'Saturday',
      minimumConsumptionTokens: 400,
      bookingNumber: '  ',
    });
    expect(res.statusCode).toBe(201);
    const { lounge, message } = readJson(res, adminLoungeResponse);
    expect(message).toBe(msg.loungeCreated);
    expect(lounge).toMatchObject({
      tableNumber: '12',
      category: 'Gallery',
      day: 'Saturday',
      minimumConsumptionTokens: 400,
      bookingNumber: null,
      isOccupied: false,
      tokensTransferred: false,
      assignedUsers: [],
    });
    const listed = readJson(await admin.client.get('/api/admin/lounges'), adminLoungesResponse).lounges;
    expect(listed.find((l) => l.id === lounge.id)).toEqual(lounge);
    expect(await auditRowsSince(t.database.db, since)).toMatchObject([{ action: 'lounge.create', entityId: lounge.id }]);
  });

  it('edits the fields, keeps occupancy and transfer state, audits before and after', async () => {
    const lounge = await insertLounge(t.database.db, { tokensTransferred: true, isOccupied: true });
    const since = await lastAuditId(t.database.db);
    const res = await admin.client.put(`/api/admin/lounges/${lounge.id}`, {
      tableNumber: '9',
      category: 'Terrace',
      day: 'Thursday',
      minimumConsumptionTokens: 0,
      bookingNumber: 'NEW-1',
    });
    expect(res.statusCode).toBe(200);
    expect(readJson(res, adminLoungeResponse).lounge).toMatchObject({ tableNumber: '9', day: 'Thursday', bookingNumber: 'NEW-1', tokensTransferred: true, isOccupied: true });
    const [audit] = await auditRowsSince(t.database.db, since);
    expect(audit).toMatchObject({ action: 'lounge.update', before: { tableNumber: '1' }, after: { tableNumber: '9' } });
  });

  it.each([
    [{ tableNumber: '', category: 'VIP', day: 'Friday', minimumConsumptionTokens: 1 }, msg.tableNumberRequired],
    [{ tableNumber: '1', category: ' ', day: 'Friday', minimumConsumptionTokens: 1 }, msg.categoryRequired],
    [{ tableNumber: '1', category: 'VIP', day: 'Sunday', minimumConsumptionTokens: 1 }, msg.dayRequired],
    [{ tableNumber: '1', category: 'VIP', minimumConsumptionTokens: 1 }, msg.dayRequired],
    [{ tableNumber: '1', category: 'VIP', day: 'Friday', minimumConsumptionTokens: -5 }, msg.invalidMinimumConsumption],
    [{ tableNumber: '1', category: 'VIP', day: 'Friday', minimumConsumptionTokens: 1.5 }, msg.invalidMinimumConsumption],
    [{ tableNumber: '1', category: 'VIP', day: 'Friday' }, msg.invalidMinimumConsumption],
  ])('refuses bad input %# with 400 and its message', async (body, message) => {
    const before = (await t.database.db.select({ n: count() }).from(lounges))[0]!.n;
    const res = await admin.client.post('/api/admin/lounges', body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(message);
    expect((await t.database.db.select({ n: count() }).from(lounges))[0]!.n).toBe(before);
  });

  it('answers 404 when editing a lounge that does not exist', async () => {
    const res = await admin.client.put(`/api/admin/lounges/${crypto.randomUUID()}`, {
      tableNumber: '1',
      category: 'VIP',
      day: 'Friday',
      minimumConsumptionTokens: 0,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('assign and unassign', () => {
  it('assigning grants the lounge tokens once, marks it occupied and transferred, and audits it', async () => {
    const lounge = await insertLounge(t.database.db, { minimumConsumptionTokens: 300 });
    const user = await newUser();
    const since = await lastAuditId(t.database.db);
    const res = await assign(lounge.id, user.id);
    expect(res.statusCode).toBe(200);
    expect(readJson(res, adminLoungeResponse).lounge).toMatchObject({ isOccupied: true, tokensTransferred: true, assignedUsers: [{ id: user.id, email: user.email }] });
    const grants = await ledgerRowsOf(t.database.db, user.id, 'lounge_grant');
    expect(grants).toMatchObject([{ delta: 300, loungeId: lounge.id, actorId: admin.id }]);
    expect(await auditRowsSince(t.database.db, since)).toMatchObject([
      { action: 'lounge.assign', entityId: lounge.id, after: { userId: user.id, tokensGranted: 300 } },
    ]);
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);
  });

  it('refuses the same user twice, another user, and a lounge whose tokens were transferred', async () => {
    const lounge = await insertLounge(t.database.db, { minimumConsumptionTokens: 50 });
    const first = await newUser();
    const second = await newUser();
    expect((await assign(lounge.id, first.id)).statusCode).toBe(200);

    const again = await assign(lounge.id, first.id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(msg.userAlreadyAssigned);

    const other = await assign(lounge.id, second.id);
    expect(other.statusCode).toBe(409);
    expect(errorOf(other).message).toBe(msg.loungeAssignedToOther);

    const transferred = await insertLounge(t.database.db, { tokensTransferred: true });
    const blocked = await assign(transferred.id, second.id);
    expect(blocked.statusCode).toBe(409);
    expect(errorOf(blocked).message).toBe(msg.loungeTokensTransferred);

    expect(await grantsFor(lounge.id)).toBe(1);
    expect(await ledgerRowsOf(t.database.db, second.id)).toHaveLength(0);
  });

  it('refuses applications and unknown users or lounges', async () => {
    const lounge = await insertLounge(t.database.db);
    const applicant = await insertProfile(t.database.db, { email: uniqueEmail('applicant'), status: 'inactive' });
    const res = await assign(lounge.id, applicant.id);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(msg.assigneeInactive);
    expect((await assign(lounge.id, crypto.randomUUID())).statusCode).toBe(404);
    expect((await assign(crypto.randomUUID(), applicant.id)).statusCode).toBe(404);
    expect((await admin.client.post(`/api/admin/lounges/${lounge.id}/assignments`, { userId: 'x' })).statusCode).toBe(400);
    expect(await loungeRow(lounge.id)).toMatchObject({ isOccupied: false, tokensTransferred: false });
  });

  it('unassigning the last user frees the lounge but never resets tokens_transferred', async () => {
    const bn = bookingNumber();
    const lounge = await insertLounge(t.database.db, { bookingNumber: bn, minimumConsumptionTokens: 120 });
    const guest = new ApiClient(t.app);
    const reg = await guest.post('/api/auth/register', { email: uniqueEmail('booked'), password: GOOD_PASSWORD, bookingNumber: bn });
    const guestId = readJson(reg, registerResponse).profile.id;
    // A second user on the same lounge, as a booking shared by two guests would give.
    const partner = await newUser();
    await t.database.db.insert(userLoungeAssignments).values({ userId: partner.id, loungeId: lounge.id });

    const since = await lastAuditId(t.database.db);
    const first = await admin.client.delete(`/api/admin/lounges/${lounge.id}/assignments/${guestId}`);
    expect(first.statusCode).toBe(200);
    expect(readJson(first, adminLoungeResponse).lounge).toMatchObject({ isOccupied: true, assignedUsers: [{ id: partner.id }] });

    const last = await admin.client.delete(`/api/admin/lounges/${lounge.id}/assignments/${partner.id}`);
    expect(last.statusCode).toBe(200);
    expect(readJson(last, adminLoungeResponse).lounge).toMatchObject({ isOccupied: false, tokensTransferred: true, assignedUsers: [] });
    expect((await auditRowsSince(t.database.db, since)).map((a) => a.action)).toEqual(['lounge.unassign', 'lounge.unassign']);

    // Tokens stay with the guest, and the free lounge still cannot hand them out again.
    const [guestRow] = await t.database.db.select().from(profiles).where(eq(profiles.id, guestId));
    expect(guestRow!.tokenBalance).toBe(120);
    const blocked = await assign(lounge.id, partner.id);
    expect(errorOf(blocked).message).toBe(msg.loungeTokensTransferred);
    const reRegister = await new ApiClient(t.app).post('/api/auth/register', { email: uniqueEmail('late'), password: GOOD_PASSWORD, bookingNumber: bn });
    expect(errorOf(reRegister).message).toBe(msg.bookingAlreadyTransferred);
    // What the confirmation promises (docs/decisions/032-group-lounges.md): a guest with the booking number rejoins
    // through "Assign to Other Lounge", without its tokens.
    const rejoin = await guest.post('/api/me/lounges/claim', { bookingNumber: bn });
    expect(readJson(rejoin, claimLoungesResponse)).toMatchObject({ tokensGranted: 0, tokenBalance: 120, joinedWithoutTokens: [{ id: lounge.id }] });
    expect(await loungeRow(lounge.id)).toMatchObject({ isOccupied: true, tokensTransferred: true });
    expect(await grantsFor(lounge.id)).toBe(1);

    const missing = await admin.client.delete(`/api/admin/lounges/${lounge.id}/assignments/${partner.id}`);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(msg.userNotAssigned);
  });
});

describe('group lounges (docs/decisions/032-group-lounges.md)', () => {
  it('lists every guest, first in first; unassigns them one by one; an admin does not add a guest to an occupied lounge', async () => {
    const first = await registeredGuest(t, { tokens: 90 });
    const second = await registeredGuest(t, { tokens: 10 });
    expect((await second.client.post('/api/me/lounges/claim', { bookingNumber: first.bookingNumber })).statusCode).toBe(200);
    const listed = readJson(await admin.client.get('/api/admin/lounges'), adminLoungesResponse).lounges.find((l) => l.id === first.lounge.id);
    expect(listed).toMatchObject({
      isOccupied: true,
      tokensTransferred: true,
      assignedUsers: [{ id: first.userId, email: first.email }, { id: second.userId, email: second.email }],
    });

    const third = await newUser();
    const refused = await assign(first.lounge.id, third.id);
    expect([refused.statusCode, errorOf(refused).message]).toEqual([409, msg.loungeAssignedToOther]);

    const one = await admin.client.delete(`/api/admin/lounges/${first.lounge.id}/assignments/${first.userId}`);
    expect(readJson(one, adminLoungeResponse).lounge).toMatchObject({ isOccupied: true, assignedUsers: [{ id: second.userId }] });
    const last = await admin.client.delete(`/api/admin/lounges/${first.lounge.id}/assignments/${second.userId}`);
    expect(readJson(last, adminLoungeResponse).lounge).toMatchObject({ isOccupied: false, tokensTransferred: true, assignedUsers: [] });
    // Each guest keeps what they had: the first the lounge's tokens, the second their own.
    expect([await balanceOf(t.database.db, first.userId), await balanceOf(t.database.db, second.userId)]).toEqual([90, 10]);
    expect(await grantsFor(first.lounge.id)).toBe(1);
  });
});

describe.runIf(onPostgres)('concurrency on PostgreSQL', () => {
  it('two admins assigning different users to one lounge at once: one wins, tokens granted once', async () => {
    for (let round = 0; round < 5; round++) {
      const lounge = await insertLounge(t.database.db, { minimumConsumptionTokens: 250 });
      const [a, b] = [await newUser(), await newUser()];
      const otherAdmin = await signedInAdmin(t);
      const results = await Promise.all([assign(lounge.id, a.id), assign(lounge.id, b.id, otherAdmin.client)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const loser = results.find((r) => r.statusCode === 409)!;
      expect(errorOf(loser).message).toBe(msg.loungeAssignedToOther);
      expect(await grantsFor(lounge.id)).toBe(1);
      const assigned = await t.database.db.select().from(userLoungeAssignments).where(eq(userLoungeAssignments.loungeId, lounge.id));
      expect(assigned).toHaveLength(1);
    }
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);
  });
});
