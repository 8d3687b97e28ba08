import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '#shared/api-error.ts';
import { mailMsg } from '#shared/mail-messages.ts';
import { reminderPreviewResponse, reminderResponse, reminderScheduleResponse, reminderSchedulesResponse } from '#shared/schemas/mail.ts';
import { reminderSchedules } from '#server/db/schema/index.ts';
import { smtpMailer } from '#server/mail/mailer.ts';
import { auditRowsSince, lastAuditId } from '#server/testing/admin-fixtures.ts';
import { errorOf, readJson } from '#server/testing/api-client.ts';
import { registeredGuest, setDeadline } from '#server/testing/shop-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';
import { startSmtpTestServer } from '#server/testing/smtp-test-server.ts';
import { TEST_ORIGIN } from '#server/testing/test-app.ts';
import { createMailQueue, type MailQueue } from './mail-queue.service.ts';

// The scheduled reminder (decision 023): picked up by the mail worker once due, on one worker only, with the
// same one-per-guest dedupe keys as "Send reminder now"; cancellable until it has run.
const t = useTestApp();
const admin = useSignedInAdmin(t);
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let queue: MailQueue;
const HOUR = 3_600_000;
beforeAll(async () => {
  await setDeadline(t.database.db, new Date(Date.now() + 30 * 24 * HOUR));
  smtp = await startSmtpTestServer();
  queue = newQueue();
});
afterAll(() => smtp.close());

const newQueue = () =>
  createMailQueue(t.database.db, smtpMailer(smtp.url, 'Shop <shop@example.com>'), { pollMs: 0, leaseMs: 60_000, maxAttempts: 3, retryBaseMs: 10, shopUrl: TEST_ORIGIN }, { error: () => {}, warn: () => {} });
const drain = async (q = queue) => {
  while ((await q.runOnce()) > 0);
};
const remindersTo = (email: string) => smtp.received.filter((m) => m.to === email && m.subject === 'Your tokens are waiting');

async function schedule(runAt: Date) {
  return admin.client.post('/api/admin/mails/reminder-schedules', { runAt: runAt.toISOString() });
}
/** Schedules a reminder for an hour from now, then moves it to the past as time passing would. */
async function dueSchedule() {
  const { schedule: created } = readJson(await schedule(new Date(Date.now() + HOUR)), reminderScheduleResponse);
  await t.database.db.update(reminderSchedules).set({ runAt: new Date(Date.now() - 1000) }).where(eq(reminderSchedules.id, created.id));
  return created.id;
}
const scheduleRow = async (id: string) => (await t.database.db.select().from(reminderSchedules).where(eq(reminderSchedules.id, id)))[0]!;

describe('scheduled reminder', () => {
  it('refuses a time gone by or after the pre-order closes, naming the field', async () => {
    for (const [runAt, messageKey] of [
      [new Date(Date.now() - HOUR), 'reminderTimeInPast'],
      [new Date(Date.now() + 31 * 24 * HOUR), 'reminderTimeAfterDeadline'],
    ] as const) {
      const res = await schedule(runAt);
      expect(res.statusCode).toBe(400);
      // Named by its key too, so the back office says it in the admin's language (docs/decisions/025).
      expect(errorOf(res)).toMatchObject({ message: mailMsg[messageKey], messageKey, details: { field: 'runAt' } });
    }
    const garbled = await admin.client.post('/api/admin/mails/reminder-schedules', { runAt: 'next Tuesday' });
    expect(garbled.statusCode).toBe(400);
  });

  it('waits for its time, then reaches each guest once, marked sent with the number queued and audited', async () => {
    const guests = [await registeredGuest(t, { tokens: 40 }), await registeredGuest(t, { tokens: 60 })];
    const since = await lastAuditId(t.database.db);
    const created = readJson(await schedule(new Date(Date.now() + HOUR)), reminderScheduleResponse);
    expect(created).toMatchObject({ message: mailMsg.reminderScheduled, schedule: { status: 'scheduled', queued: null } });
    await drain();
    for (const g of guests) expect(remindersTo(g.email)).toEqual([]);

    await t.database.db.update(reminderSchedules).set({ runAt: new Date(Date.now() - 1000) }).where(eq(reminderSchedules.id, created.schedule.id));
    await drain();
    for (const g of guests) expect(remindersTo(g.email)).toHaveLength(1);
    expect(remindersTo(guests[0]!.email)[0]!.text).toContain('You still have 40 tokens');
    const listed = readJson(await admin.client.get('/api/admin/mails/reminder-schedules'), reminderSchedulesResponse).schedules;
    const ran = listed.find((s) => s.id === created.schedule.id)!;
    expect(ran.status).toBe('sent');
    expect(ran.queued).toBeGreaterThanOrEqual(2);
    expect(ran.finishedAt).not.toBeNull();
    const audit = await auditRowsSince(t.database.db, since);
    expect(audit.map((a) => [a.action, a.entityId])).toEqual([
      ['mail.reminder_schedule', created.schedule.id],
      ['mail.reminder', created.schedule.id],
    ]);
  });

  it('queues nothing more for a guest who had the reminder: sent now, then scheduled, one mail', async () => {
    const guest = await registeredGuest(t, { tokens: 25 });
    const preview = readJson(await admin.client.get('/api/admin/mails/reminders'), reminderPreviewResponse);
    expect(preview.recipients).toBeGreaterThanOrEqual(1);
    const sent = readJson(await admin.client.post('/api/admin/mails/reminders'), reminderResponse);
    expect(sent.queued).toBe(preview.recipients);
    expect(readJson(await admin.client.get('/api/admin/mails/reminders'), reminderPreviewResponse).recipients).toBe(0);

    const id = await dueSchedule();
    await drain();
    expect(remindersTo(guest.email)).toHaveLength(1);
    expect(await scheduleRow(id)).toMatchObject({ status: 'sent', queued: 0 });
  });

  it('sends nothing once cancelled; a second cancel or an unknown one is refused', async () => {
    const guest = await registeredGuest(t, { tokens: 30 });
    const { schedule: created } = readJson(await schedule(new Date(Date.now() + HOUR)), reminderScheduleResponse);
    const since = await lastAuditId(t.database.db);
    const cancelled = await admin.client.post(`/api/admin/mails/reminder-schedules/${created.id}/cancel`);
    expect(readJson(cancelled, reminderScheduleResponse)).toMatchObject({ message: mailMsg.reminderScheduleCancelled, schedule: { status: 'cancelled' } });
    expect((await auditRowsSince(t.database.db, since)).map((a) => a.action)).toEqual(['mail.reminder_schedule_cancel']);

    await t.database.db.update(reminderSchedules).set({ runAt: new Date(Date.now() - 1000) }).where(eq(reminderSchedules.id, created.id));
    await drain();
    expect(remindersTo(guest.email)).toEqual([]);
    expect((await scheduleRow(created.id)).status).toBe('cancelled');

    const again = await admin.client.post(`/api/admin/mails/reminder-schedules/${created.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: ERROR_CODES.reminderNotScheduled, message: mailMsg.reminderScheduleNotPending });
    expect((await admin.client.post(`/api/admin/mails/reminder-schedules/${randomUUID()}/cancel`)).statusCode).toBe(404);
  });

  it('runs on one worker only when several find it due at once', async () => {
    const guests = [await registeredGuest(t, { tokens: 11 }), await registeredGuest(t, { tokens: 12 }), await registeredGuest(t, { tokens: 13 })];
    const since = await lastAuditId(t.database.db);
    const id = await dueSchedule();
    const workers = [newQueue(), newQueue(), newQueue()];
    await Promise.all(workers.map((w) => drain(w)));
    for (const g of guests) expect(remindersTo(g.email)).toHaveLength(1);
    const runs = (await auditRowsSince(t.database.db, since)).filter((a) => a.action === 'mail.reminder');
    expect(runs.map((a) => a.entityId)).toEqual([id]);
    const row = await scheduleRow(id);
    expect(row.status).toBe('sent');
    // These three, and any guest of an earlier test who has no reminder yet (the cancelled one's guest).
    expect(row.queued).toBeGreaterThanOrEqual(3);
  });

  it('is skipped, sending nothing, when it comes due after the pre-order has closed', async () => {
    const guest = await registeredGuest(t, { tokens: 70 });
    const id = await dueSchedule();
    await setDeadline(t.database.db, new Date(Date.now() - 60_000));
    try {
      await drain();
      // Nobody would get it now: the count the confirmation shows says so, and sending is refused.
      expect(readJson(await admin.client.get('/api/admin/mails/reminders'), reminderPreviewResponse).recipients).toBe(0);
      const now = await admin.client.post('/api/admin/mails/reminders');
      expect(now.statusCode).toBe(409);
      expect(errorOf(now).message).toBe(mailMsg.reminderTooLate);
    } finally {
      await setDeadline(t.database.db, new Date(Date.now() + 30 * 24 * HOUR));
    }
    expect(remindersTo(guest.email)).toEqual([]);
    expect(await scheduleRow(id)).toMatchObject({ status: 'skipped', queued: null });
  });
});
