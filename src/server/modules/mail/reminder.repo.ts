import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { ReminderScheduleStatus } from '#shared/constants.ts';
import type { Queryable, Tx } from '#server/db/client.ts';
import { mails, profiles, reminderSchedules } from '#server/db/schema/index.ts';

export type ReminderScheduleRow = typeof reminderSchedules.$inferSelect;

/** The dedupe key of one guest's reminder: one per pre-order deadline, whoever sends it and however often. */
export const reminderKey = (deadlineIso: string, profileId: string) => `reminder:${deadlineIso}:${profileId}`;

/**
 * How many guests "Send reminder now" would reach: active guests with tokens left who did not turn reminders
 * off and have no reminder for this deadline yet (the same rule as the sender, so the admin's confirmation
 * names the number that goes out).
 */
export async function countReminderRecipients(db: Queryable, deadlineIso: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(profiles)
    .where(
      and(
        eq(profiles.role, 'user'),
        eq(profiles.status, 'active'),
        gt(profiles.tokenBalance, 0),
        eq(profiles.remindersOptOut, false),
        sql`not exists (select 1 from ${mails} where ${mails.dedupeKey} = 'reminder:' || ${deadlineIso}::text || ':' || ${profiles.id}::text)`,
      ),
    );
  return row?.n ?? 0;
}

/** A reminder scheduled for an edition's pre-order deadline. */
export async function insertReminderSchedule(tx: Tx, editionId: string, runAt: Date, createdBy: string): Promise<ReminderScheduleRow> {
  const [row] = await tx.insert(reminderSchedules).values({ editionId, runAt, createdBy }).returning();
  return row!;
}

/** Scheduled ones first (soonest first), then the finished ones, newest first. */
export async function listReminderSchedules(db: Queryable, limit: number): Promise<ReminderScheduleRow[]> {
  return db
    .select()
    .from(reminderSchedules)
    .orderBy(sql`${reminderSchedules.status} = 'scheduled' desc`, asc(sql`case when ${reminderSchedules.status} = 'scheduled' then ${reminderSchedules.runAt} end`), desc(reminderSchedules.runAt))
    .limit(limit);
}

export async function findReminderSchedule(db: Queryable, id: string): Promise<ReminderScheduleRow | null> {
  const [row] = await db.select().from(reminderSchedules).where(eq(reminderSchedules.id, id));
  return row ?? null;
}

/**
 * Ends a schedule that has not run yet; null when it already ran or was cancelled. A worker running it at this
 * moment holds its row lock, so this waits for that worker and then finds it no longer scheduled.
 */
export async function finishReminderSchedule(
  tx: Tx,
  id: string,
  outcome: { status: Exclude<ReminderScheduleStatus, 'scheduled'>; queued?: number },
): Promise<ReminderScheduleRow | null> {
  const [row] = await tx
    .update(reminderSchedules)
    .set({ status: outcome.status, queued: outcome.queued ?? null, finishedAt: sql`now()` })
    .where(and(eq(reminderSchedules.id, id), eq(reminderSchedules.status, 'scheduled')))
    .returning();
  return row ?? null;
}

/**
 * Takes the oldest due schedule for this worker's transaction. FOR UPDATE SKIP LOCKED: of several instances
 * polling at once, one gets it and the others pass it by; the lock lasts until that transaction has queued the
 * reminder and marked the schedule, so it runs once.
 */
export async function claimDueReminderSchedule(tx: Tx): Promise<ReminderScheduleRow | null> {
  const [row] = await tx
    .select()
    .from(reminderSchedules)
    .where(and(eq(reminderSchedules.status, 'scheduled'), sql`${reminderSchedules.runAt} <= now()`))
    .orderBy(asc(reminderSchedules.runAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}
