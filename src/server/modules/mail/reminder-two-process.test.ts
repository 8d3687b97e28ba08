import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { adminAuditLog, mails, reminderSchedules } from '#server/db/schema/index.ts';
import { createSession } from '#server/auth/sessions.repo.ts';
import { insertClaimedLounge, insertProfile } from '#server/testing/fixtures.ts';
import { openShop } from '#server/testing/shop-fixtures.ts';
import { useTwoServerProcesses } from '#server/testing/two-server-processes.ts';
import { startSmtpTestServer } from '#server/testing/smtp-test-server.ts';
import { waitFor } from '#server/testing/wait-for.ts';
import { onPostgres } from '#server/testing/test-db.ts';

// Decision 023 across instances: two server processes on one PostgreSQL, both mail workers polling; a scheduled
// reminder comes due and is run by one of them, each guest getting one mail.
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
beforeAll(async () => {
  if (onPostgres) smtp = await startSmtpTestServer();
});
afterAll(() => smtp?.close());
const { servers, db } = useTwoServerProcesses({ prepare: openShop, env: () => ({ SMTP_URL: smtp.url, MAIL_POLL_MS: '50' }) });

/** A guest with a claimed lounge worth `tokens`, made straight in the database. */
async function guest(tokens: number) {
  const profile = await insertProfile(db(), { email: `remind-${randomUUID()}@example.com` });
  await insertClaimedLounge(db(), profile.id, { minimumConsumptionTokens: tokens });
  return profile;
}

describe.runIf(onPostgres)('scheduled reminder on two server processes, one PostgreSQL', () => {
  it('is run by one process only: one audit row, one mail per guest', async () => {
    const guests = await Promise.all(Array.from({ length: 12 }, (_, i) => guest(10 + i)));
    const admin = await insertProfile(db(), { email: `admin-${randomUUID()}@example.com`, role: 'admin' });
    const cookie = `session=${await createSession(db(), admin.id)}`;
    const res = await fetch(`${servers[0]!.url}/api/admin/mails/reminder-schedules`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: servers[0]!.url, cookie },
      body: JSON.stringify({ runAt: new Date(Date.now() + 3_600_000).toISOString() }),
    });
    expect(res.status).toBe(201);
    const { schedule } = (await res.json()) as { schedule: { id: string } };
    // Its time comes now (a time only seconds ahead could have passed before a busy machine's request arrived).
    await db().update(reminderSchedules).set({ runAt: new Date(Date.now() - 1000) }).where(eq(reminderSchedules.id, schedule.id));

    const emails = guests.map((g) => g.email);
    const reminderRows = () => db().select().from(mails).where(and(inArray(mails.recipient, emails), eq(mails.kind, 'reminder')));
    await waitFor(async () => {
      const rows = await reminderRows();
      return rows.length === guests.length && rows.every((r) => r.status === 'sent');
    }, 'every reminder sent', 120_000);

    for (const email of emails) expect(smtp.received.filter((m) => m.to === email && m.subject === 'Your tokens are waiting')).toHaveLength(1);
    const [row] = await db().select().from(reminderSchedules).where(eq(reminderSchedules.id, schedule.id));
    expect(row).toMatchObject({ status: 'sent', queued: guests.length });
    const runs = await db().select().from(adminAuditLog).where(and(eq(adminAuditLog.action, 'mail.reminder'), eq(adminAuditLog.entityId, schedule.id)));
    expect(runs).toHaveLength(1);
  }, 300_000);
});
