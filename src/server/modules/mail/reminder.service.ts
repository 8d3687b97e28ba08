import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import { mailMsg } from '#shared/mail-messages.ts';
import type { ReminderPreviewResponse, ReminderResponse, ReminderSchedule } from '#shared/schemas/mail.ts';
import type { Db, Queryable, Tx } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { badRequest, conflict, notFound } from '#server/http/errors.ts';
import { writeAudit } from '#server/modules/audit/index.ts';
import { listReminderRecipients } from '#server/modules/profiles/index.ts';
import { queueReminderPushes } from '#server/modules/push/index.ts';
import { getShopSettings } from '#server/modules/settings/index.ts';
import { enqueueMails } from './mail.service.ts';
import {
  claimDueReminderSchedule,
  countReminderRecipients,
  findReminderSchedule,
  finishReminderSchedule,
  insertReminderSchedule,
  listReminderSchedules,
  reminderKey,
  type ReminderScheduleRow,
} from './reminder.repo.ts';

const SCHEDULE_LIST_LIMIT = 50;

const toSchedule = (row: ReminderScheduleRow): ReminderSchedule => ({
  id: row.id,
  runAt: row.runAt.toISOString(),
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  queued: row.queued,
});

const deadlineOf = async (db: Queryable) => (await getShopSettings(db)).preorderDeadline;

/**
 * "You still have {n} tokens, the pre-order closes on {date}" to every active guest with tokens left who did not
 * turn reminders off. A reminder is one per pre-order deadline: its dedupe key names the deadline and the guest,
 * so sending it again, scheduling it besides, or two admins at once queue nothing more for a guest who has it.
 * Null when the pre-order has closed (the mail would announce a date gone by).
 */
async function queueReminder(tx: Tx, actorId: string | null, scheduleId?: string): Promise<number | null> {
  const deadline = await deadlineOf(tx);
  if (deadline.getTime() <= Date.now()) return null;
  const deadlineIso = deadline.toISOString();
  const guests = await listReminderRecipients(tx);
  const ids = await enqueueMails(
    tx,
    guests.map((g) => ({
      kind: 'reminder' as const,
      to: g.email,
      profileId: g.id,
      payload: { tokens: g.tokenBalance, deadline: deadlineIso },
      dedupeKey: reminderKey(deadlineIso, g.id),
    })),
  );
  // On their phones too, for those who turned push messages on (docs/decisions/043-web-push.md).
  await queueReminderPushes(tx, guests.map((g) => g.id), deadlineIso);
  // A schedule whose admin was deleted since still ran: the audit row names no actor then.
  if (actorId) await writeAudit(tx, { actorId, action: 'mail.reminder', entity: 'mail', entityId: scheduleId ?? null, after: { deadline: deadlineIso, queued: ids.length } });
  return ids.length;
}

/** "Send reminder now". */
export async function sendReminder(db: Db, actorId: string): Promise<ReminderResponse> {
  return inTransaction(db, async (tx) => {
    const queued = await queueReminder(tx, actorId);
    if (queued === null) throw conflict(mailMsg.reminderTooLate, ERROR_CODES.preorderClosed);
    return { queued, message: msg.reminderQueued({ n: queued }) };
  });
}

/**
 * How many guests "Send reminder now" would reach at this moment: none once the pre-order has closed (the
 * send is refused then), so the admin's confirmation never offers to send what nobody would get.
 */
export async function previewReminder(db: Db): Promise<ReminderPreviewResponse> {
  const deadline = await deadlineOf(db);
  const closed = deadline.getTime() <= Date.now();
  return { recipients: closed ? 0 : await countReminderRecipients(db, deadline.toISOString()), deadline: deadline.toISOString() };
}

export async function listSchedules(db: Db) {
  return { schedules: (await listReminderSchedules(db, SCHEDULE_LIST_LIMIT)).map(toSchedule) };
}

/** Schedules the reminder for a moment in the future and before the pre-order closes (audited). */
export async function scheduleReminder(db: Db, actorId: string, runAt: Date) {
  return inTransaction(db, async (tx) => {
    if (runAt.getTime() <= Date.now()) throw badRequest(mailMsg.reminderTimeInPast, ERROR_CODES.validation, { field: 'runAt' });
    const { edition } = await getShopSettings(tx);
    if (runAt.getTime() >= edition.preorderDeadline.getTime()) throw badRequest(mailMsg.reminderTimeAfterDeadline, ERROR_CODES.validation, { field: 'runAt' });
    const row = await insertReminderSchedule(tx, edition.id, runAt, actorId);
    await writeAudit(tx, { actorId, action: 'mail.reminder_schedule', entity: 'reminder_schedule', entityId: row.id, after: { runAt: row.runAt.toISOString() } });
    return { schedule: toSchedule(row), message: mailMsg.reminderScheduled };
  });
}

/** Cancels a schedule that has not run yet (audited); one that ran or was cancelled answers 409. */
export async function cancelSchedule(db: Db, actorId: string, id: string) {
  return inTransaction(db, async (tx) => {
    const row = await finishReminderSchedule(tx, id, { status: 'cancelled' });
    if (!row) {
      const existing = await findReminderSchedule(tx, id);
      if (!existing) throw notFound(mailMsg.reminderScheduleNotFound);
      throw conflict(mailMsg.reminderScheduleNotPending, ERROR_CODES.reminderNotScheduled, { status: existing.status });
    }
    await writeAudit(tx, { actorId, action: 'mail.reminder_schedule_cancel', entity: 'reminder_schedule', entityId: id, before: { runAt: row.runAt.toISOString() } });
    return { schedule: toSchedule(row), message: mailMsg.reminderScheduleCancelled };
  });
}

/**
 * The mail worker's part: runs every due schedule, each in its own transaction that holds the schedule's row
 * lock (claimDueReminderSchedule) while queuing the reminder, so of several instances exactly one runs it, and
 * a failure leaves it scheduled for the next round. Answers how many ran.
 */
export async function runDueReminderSchedules(db: Db): Promise<number> {
  let ran = 0;
  for (;;) {
    const done = await inTransaction(db, async (tx) => {
      const due = await claimDueReminderSchedule(tx);
      if (!due) return false;
      const queued = await queueReminder(tx, due.createdBy, due.id);
      await finishReminderSchedule(tx, due.id, queued === null ? { status: 'skipped' } : { status: 'sent', queued });
      return true;
    });
    if (!done) return ran;
    ran += 1;
  }
}
