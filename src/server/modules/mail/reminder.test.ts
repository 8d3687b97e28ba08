import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import { adminMailsResponse, mailPreferencesResponse, reminderResponse } from '#shared/schemas/mail.ts';
import { mails } from '#server/db/schema/index.ts';
import { smtpMailer } from '#server/mail/mailer.ts';
import { auditRowsSince, lastAuditId, signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { errorOf, readJson } from '#server/testing/api-client.ts';
import { insertProfile } from '#server/testing/fixtures.ts';
import { registeredGuest, setDeadline } from '#server/testing/shop-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';
import { startSmtpTestServer } from '#server/testing/smtp-test-server.ts';
import { TEST_ORIGIN } from '#server/testing/test-app.ts';
import { createMailQueue, type MailQueue } from './mail-queue.service.ts';

const t = useTestApp();
const admin = useSignedInAdmin(t);
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let queue: MailQueue;
const DEADLINE = new Date('2031-09-17T18:00:00Z');
beforeAll(async () => {
  await setDeadline(t.database.db, DEADLINE);
  smtp = await startSmtpTestServer();
  const options = { pollMs: 0, leaseMs: 60_000, maxAttempts: 3, retryBaseMs: 10, shopUrl: TEST_ORIGIN };
  queue = createMailQueue(t.database.db, smtpMailer(smtp.url, 'Shop <shop@example.com>'), options, { error: () => {}, warn: () => {} });
});
afterAll(() => smtp.close());

const drain = async () => {
  while ((await queue.runOnce()) > 0);
};
const remindersTo = (email: string) => smtp.received.filter((m) => m.to === email && m.subject === 'Your tokens are waiting');

describe('reminder', () => {
  it('reaches each active guest with tokens left once, however often and by however many admins it is sent', async () => {
    const rich = await registeredGuest(t, { tokens: 120 });
    const optedOut = await registeredGuest(t, { tokens: 80 });
    const broke = await insertProfile(t.database.db, { email: `broke-${randomUUID().slice(0, 8)}@example.com` });
    const inactive = await insertProfile(t.database.db, { email: `app-${randomUUID().slice(0, 8)}@example.com`, status: 'inactive' });
    const off = await optedOut.client.put('/api/me/mail-preferences', { reminders: false });
    expect(readJson(off, mailPreferencesResponse)).toEqual({ reminders: false, message: msg.remindersOff });
    expect(readJson(await optedOut.client.get('/api/me/mail-preferences'), mailPreferencesResponse).reminders).toBe(false);

    const second = await signedInAdmin(t);
    const since = await lastAuditId(t.database.db);
    const sent = await Promise.all([admin.client.post('/api/admin/mails/reminders'), second.client.post('/api/admin/mails/reminders')]);
    expect(sent.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(sent.map((r) => readJson(r, reminderResponse).queued).reduce((a, b) => a + b)).toBeGreaterThanOrEqual(1);
    expect(readJson(await admin.client.post('/api/admin/mails/reminders'), reminderResponse).queued).toBe(0);
    expect((await auditRowsSince(t.database.db, since)).map((a) => a.action)).toEqual(['mail.reminder', 'mail.reminder', 'mail.reminder']);
    await drain();

    const [mail, ...more] = remindersTo(rich.email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain('You still have 120 tokens, the pre-order closes on 17 September 2031 at 20:00.');
    expect(mail!.html).toContain('You still have 120 tokens, the pre-order closes on 17 September 2031 at 20:00.');
    expect(mail!.html).toContain(`href="${TEST_ORIGIN}"`);
    for (const nobody of [optedOut.email, broke.email, inactive.email]) expect(remindersTo(nobody)).toEqual([]);
  });

  it('lists mails by status for the admin and puts a failed one back in the queue, audited', async () => {
    const [failed] = await t.database.db
      .insert(mails)
      .values({ kind: 'reminder', recipient: 'lost@example.com', payload: { tokens: 3, deadline: DEADLINE.toISOString() }, subject: 'Your tokens are waiting', status: 'failed', attempts: 3, lastError: 'mail server away' })
      .returning();
    const list = readJson(await admin.client.get('/api/admin/mails?status=failed'), adminMailsResponse);
    expect(list.mails.map((m) => m.id)).toContain(failed!.id);
    expect(list.counts.failed).toBeGreaterThanOrEqual(1);

    const since = await lastAuditId(t.database.db);
    const retried = await admin.client.post(`/api/admin/mails/${failed!.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect((await auditRowsSince(t.database.db, since)).map((a) => a.action)).toEqual(['mail.retry']);
    const again = await admin.client.post(`/api/admin/mails/${failed!.id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(msg.mailNotFailed);
    expect((await admin.client.post(`/api/admin/mails/${randomUUID()}/retry`)).statusCode).toBe(404);

    await drain();
    expect(smtp.received.filter((m) => m.to === 'lost@example.com')).toHaveLength(1);
    const [row] = await t.database.db.select().from(mails).where(eq(mails.id, failed!.id));
    expect(row!.status).toBe('sent');
    expect(readJson(await admin.client.get('/api/admin/mails?status=sent'), adminMailsResponse).mails.map((m) => m.id)).toContain(failed!.id);
  });
});
