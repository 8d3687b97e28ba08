import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import { adminLoungeResponse } from '#shared/schemas/admin-lounges.ts';
import { userLoungeAssignments } from '#server/db/schema/index.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { errorOf, readJson } from '#server/testing/api-client.ts';
import { insertProfile } from '#server/testing/fixtures.ts';
import { auditRowsSince, lastAuditId, ledgerRowsOf, uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { registeredGuest } from '#server/testing/shop-fixtures.ts';
import { balanceOf } from '#server/testing/order-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';

const t = useTestApp();
const admin = useSignedInAdmin(t);
afterEach(async () => {
  expect(await findLedgerMismatches(t.database.db)).toEqual([]);
});
const db = () => t.database.db;
const move = (loungeId: string, fromUserId: string, toUserId: string) =>
  admin.client.post(`/api/admin/lounges/${loungeId}/move`, { fromUserId, toUserId });

describe('POST /api/admin/lounges/:id/move', () => {
  it('moves a lounge whose tokens were transferred to another guest; tokens stay where the ledger put them; audited', async () => {
    const wrong = await registeredGuest(t, { tokens: 300 });
    const right = await insertProfile(db(), { email: uniqueEmail('right') });
    const since = await lastAuditId(db());

    const res = await move(wrong.lounge.id, wrong.userId, right.id);
    expect(res.statusCode, res.body).toBe(200);
    const { lounge, message } = readJson(res, adminLoungeResponse);
    expect(message).toBe(msg.loungeMoved({ email: right.email }));
    expect(lounge).toMatchObject({ isOccupied: true, tokensTransferred: true, assignedUsers: [{ id: right.id, email: right.email }] });
    expect(await balanceOf(db(), wrong.userId)).toBe(300);
    expect(await balanceOf(db(), right.id)).toBe(0);
    expect(await ledgerRowsOf(db(), right.id)).toEqual([]);
    expect(await auditRowsSince(db(), since)).toMatchObject([
      { action: 'lounge.move', entityId: wrong.lounge.id, before: { userId: wrong.userId }, after: { userId: right.id, tokensMoved: 0 } },
    ]);
    // The admin can still adjust balances separately; the move itself never does.
  });

  it('refuses the same guest, a guest not holding it, one already holding it, an application and unknown ids', async () => {
    const holder = await registeredGuest(t, { tokens: 100 });
    const other = await insertProfile(db(), { email: uniqueEmail('other') });
    const applicant = await insertProfile(db(), { email: uniqueEmail('applicant'), status: 'inactive' });
    const since = await lastAuditId(db());
    const refused = async (res: Awaited<ReturnType<typeof move>>, status: number, message: string) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(errorOf(res).message).toBe(message);
    };

    await refused(await move(holder.lounge.id, holder.userId, holder.userId), 400, msg.moveLoungeSameUser);
    const sharing = await insertProfile(db(), { email: uniqueEmail('sharing') });
    await db().insert(userLoungeAssignments).values({ userId: sharing.id, loungeId: holder.lounge.id });
    await refused(await move(holder.lounge.id, holder.userId, sharing.id), 409, msg.userAlreadyAssigned);
    await db().delete(userLoungeAssignments).where(eq(userLoungeAssignments.userId, sharing.id));
    await refused(await move(holder.lounge.id, other.id, applicant.id), 404, msg.userNotAssigned);
    await refused(await move(holder.lounge.id, holder.userId, applicant.id), 409, msg.assigneeInactive);
    await refused(await move(holder.lounge.id, holder.userId, randomUUID()), 404, msg.adminUserNotFound);
    await refused(await move(randomUUID(), holder.userId, other.id), 404, msg.adminLoungeNotFound);
    expect((await admin.client.post(`/api/admin/lounges/${holder.lounge.id}/move`, { fromUserId: holder.userId })).statusCode).toBe(400);
    expect(await auditRowsSince(db(), since)).toEqual([]);
    const rows = await db().select().from(userLoungeAssignments);
    expect(rows.filter((r) => r.loungeId === holder.lounge.id).map((r) => r.userId)).toEqual([holder.userId]);
  });

  it('two admins moving the same lounge at once: one wins, the lounge has one holder', async () => {
    const holder = await registeredGuest(t, { tokens: 100 });
    const [a, b] = [await insertProfile(db(), { email: uniqueEmail('a') }), await insertProfile(db(), { email: uniqueEmail('b') })];
    const responses = await Promise.all([move(holder.lounge.id, holder.userId, a.id), move(holder.lounge.id, holder.userId, b.id)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const rows = (await db().select().from(userLoungeAssignments)).filter((r) => r.loungeId === holder.lounge.id);
    expect(rows).toHaveLength(1);
  });
});
