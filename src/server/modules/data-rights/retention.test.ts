import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deletedGuestEmail } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import { retentionPreviewResponse, retentionResponse } from '#shared/schemas/retention.ts';
import { orders, profiles, securityEvents, tokenLedger } from '#server/db/schema/index.ts';
import { readJson, errorOf } from '#server/testing/api-client.ts';
import { auditRowsSince, lastAuditId, signIn, uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { currentEditionId, insertProfile } from '#server/testing/fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';
import { runRetention } from './retention.service.ts';

// The retention rule (docs/decisions/048) on PostgreSQL: guests without activity for the set months and with nothing
// left to spend are anonymised by the erasure of docs/decisions/041; the back office sees the count first.
const t = useTestApp();
const admin = useSignedInAdmin(t);
const db = () => t.database.db;
const YEARS_AGO = (n: number) => new Date(Date.now() - n * 365 * 24 * 3_600_000);

/** Guests of every kind the rule must tell apart, all created three years ago. */
async function population() {
  const old = (role: 'user' | 'staff' = 'user') => insertProfile(db(), { email: uniqueEmail('old'), role, createdAt: YEARS_AGO(3) });
  const empty = await old();
  const withTokens = await old();
  // An old movement: the balance is left, not the activity.
  await db().insert(tokenLedger).values({ userId: withTokens.id, delta: 5, kind: 'admin_adjustment', createdAt: YEARS_AGO(3) });
  await db().update(profiles).set({ tokenBalance: 5 }).where(eq(profiles.id, withTokens.id));
  const withPendingOrder = await old();
  await db().insert(orders).values({ userId: withPendingOrder.id, editionId: await currentEditionId(db()), totalTokens: 0, status: 'pending', createdAt: YEARS_AGO(3) });
  const cameBack = await old();
  await signIn(t, cameBack.email);
  const staff = await old('staff');
  return { empty, withTokens, withPendingOrder, cameBack, staff };
}

const setRetention = (retentionMonths: number | null) => admin.client.put('/api/admin/data-rights/retention', { retentionMonths });
const statusOf = async (id: string) => (await db().select({ status: profiles.status, email: profiles.email }).from(profiles).where(eq(profiles.id, id)))[0];

describe('retention rule', () => {
  it('shows the dry-run count first, writes nothing until it runs, then anonymises only inactive empty guests', async () => {
    const people = await population();
    const before = await lastAuditId(db());
    const saved = await setRetention(24);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(readJson(saved, retentionResponse)).toMatchObject({ retentionMonths: 24, wouldAnonymise: 1 });
    expect((await auditRowsSince(db(), before)).map((r) => [r.action, r.after])).toEqual([['settings.retention', { retentionMonths: 24 }]]);
    expect(readJson(await admin.client.get('/api/admin/data-rights/retention'), retentionResponse)).toEqual({ retentionMonths: 24, wouldAnonymise: 1 });
    expect(readJson(await admin.client.get('/api/admin/data-rights/retention/preview?months=60'), retentionPreviewResponse)).toEqual({ wouldAnonymise: 0 });
    // The dry run changed nobody.
    expect(await statusOf(people.empty.id)).toEqual({ status: 'active', email: people.empty.email });

    expect(await runRetention(db())).toEqual({ erased: 1 });
    expect(await statusOf(people.empty.id)).toEqual({ status: 'deleted', email: deletedGuestEmail(people.empty.id) });
    for (const kept of [people.withTokens, people.withPendingOrder, people.cameBack, people.staff]) expect(await statusOf(kept.id)).toEqual({ status: 'active', email: kept.email });
    const [event] = await db().select().from(securityEvents).where(eq(securityEvents.userId, people.empty.id));
    expect(event).toMatchObject({ kind: 'account.deleted', detail: { by: 'retention', tokensGivenUp: 0 } });
    expect(readJson(await admin.client.get('/api/admin/data-rights/retention'), retentionResponse).wouldAnonymise).toBe(0);
    await setRetention(null);
  });

  it('does nothing when off', async () => {
    const guest = await insertProfile(db(), { email: uniqueEmail('off'), createdAt: YEARS_AGO(5) });
    expect(readJson(await setRetention(null), retentionResponse)).toMatchObject({ retentionMonths: null, wouldAnonymise: 0 });
    expect(await runRetention(db())).toEqual({ erased: 0 });
    expect((await statusOf(guest.id))!.status).toBe('active');
  });

  it('erases each guest once when two instances run it at once', async () => {
    const guests = await Promise.all([1, 2, 3].map(() => insertProfile(db(), { email: uniqueEmail('twice'), createdAt: YEARS_AGO(4) })));
    // The three, and any guest an earlier test left inactive: the dry run's count is what the runs erase together.
    const { wouldAnonymise } = readJson(await setRetention(36), retentionResponse);
    expect(wouldAnonymise).toBeGreaterThanOrEqual(3);
    const runs = await Promise.all([runRetention(db()), runRetention(db())]);
    expect(runs[0]!.erased + runs[1]!.erased).toBe(wouldAnonymise);
    for (const guest of guests) expect((await statusOf(guest.id))!.status).toBe('deleted');
    await setRetention(null);
  });

  it('refuses a number of months out of range with a clear message', async () => {
    for (const retentionMonths of [0, 241, 1.5]) {
      const res = await setRetention(retentionMonths);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(msg.retentionMonthsInvalid);
    }
    expect((await admin.client.get('/api/admin/data-rights/retention/preview?months=abc')).statusCode).toBe(400);
  });
});
