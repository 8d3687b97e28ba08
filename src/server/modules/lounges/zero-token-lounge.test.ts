import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { registerResponse } from '#shared/schemas/auth.ts';
import { adminLoungeResponse } from '#shared/schemas/admin-lounges.ts';
import { lounges } from '#server/db/schema/index.ts';
import { ApiClient, readJson } from '#server/testing/api-client.ts';
import { GOOD_PASSWORD, insertLounge, insertProfile } from '#server/testing/fixtures.ts';
import { ledgerRowsOf, uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';

const t = useTestApp();
const admin = useSignedInAdmin(t);

const loungeRow = async (id: string) => (await t.database.db.select().from(lounges).where(eq(lounges.id, id)))[0]!;

describe('a lounge with minimum consumption 0 (lounge states: tokens_transferred only on a real grant)', () => {
  it('stays assignable after an admin assigns and unassigns a guest: nothing was transferred', async () => {
    const lounge = await insertLounge(t.database.db, { minimumConsumptionTokens: 0 });
    const [first, second] = [
      await insertProfile(t.database.db, { email: uniqueEmail('first') }),
      await insertProfile(t.database.db, { email: uniqueEmail('second') }),
    ];
    expect((await admin.client.post(`/api/admin/lounges/${lounge.id}/assignments`, { userId: first.id })).statusCode).toBe(200);
    expect(await loungeRow(lounge.id)).toMatchObject({ isOccupied: true, tokensTransferred: false });
    expect(await ledgerRowsOf(t.database.db, first.id)).toEqual([]);

    await admin.client.delete(`/api/admin/lounges/${lounge.id}/assignments/${first.id}`);
    const reassigned = await admin.client.post(`/api/admin/lounges/${lounge.id}/assignments`, { userId: second.id });
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    expect(readJson(reassigned, adminLoungeResponse).lounge.assignedUsers.map((u) => u.id)).toEqual([second.id]);
  });

  it('does not mark a registration booking transferred when it granted nothing, but does for the lounges that granted', async () => {
    const bookingNumber = `ZERO-${process.pid}-${Date.now()}`;
    const free = await insertLounge(t.database.db, { bookingNumber, minimumConsumptionTokens: 0, tableNumber: '1' });
    const paid = await insertLounge(t.database.db, { bookingNumber, minimumConsumptionTokens: 120, tableNumber: '2' });
    const res = await new ApiClient(t.app).post('/api/auth/register', { email: uniqueEmail('zero'), password: GOOD_PASSWORD, bookingNumber });
    expect(readJson(res, registerResponse).tokensGranted).toBe(120);
    expect(await loungeRow(free.id)).toMatchObject({ isOccupied: true, tokensTransferred: false });
    expect(await loungeRow(paid.id)).toMatchObject({ isOccupied: true, tokensTransferred: true });
  });
});
