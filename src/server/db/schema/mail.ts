import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MAIL_KINDS, MAIL_STATUSES, REMINDER_SCHEDULE_STATUSES } from '#shared/constants.ts';
import { profiles } from './profiles.ts';
import { editionIdColumn } from './editions.ts';
import { oneOf } from './one-of.ts';
import { generatedId, createdAt, outboxColumns, timestamptz } from './columns.ts';

/**
 * The mail outbox (decision 022): a row is inserted in the same transaction as the change it reports and a
 * worker sends it afterwards, so a rolled-back change sends nothing and a committed one is never lost.
 */
export const mails = pgTable(
  'mails',
  {
    id: generatedId(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    recipient: text('recipient').notNull(),
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** What the template needs; a secret in it (the reset link) is removed once the mail is sent. */
    payload: jsonb('payload').notNull(),
    /** Subject as rendered at enqueue time, for the admin lists. */
    subject: text('subject').notNull(),
    /** One mail per key, whatever happens: e.g. `reminder:<id>:<profile>` (null: no deduplication). */
    dedupeKey: text('dedupe_key'),
    ...outboxColumns(),
  },
  (t) => [
    uniqueIndex('mails_dedupe_key').on(t.dedupeKey),
    index('mails_due_idx').on(t.status, t.nextAttemptAt),
    check('mails_kind_check', oneOf(t.kind, MAIL_KINDS)),
    check('mails_status_check', oneOf(t.status, MAIL_STATUSES)),
  ],
);


/**
 * A reminder an admin scheduled (decision 023): the mail worker of one instance picks it up once `run_at` has come
 * (FOR UPDATE SKIP LOCKED) and queues the reminder with the same dedupe keys as "Send reminder now".
 */
export const reminderSchedules = pgTable(
  'reminder_schedules',
  {
    id: generatedId(),
    /** The edition whose pre-order deadline it reminds of. */
    editionId: editionIdColumn('cascade'),
    runAt: timestamptz('run_at').notNull(),
    status: text('status', { enum: REMINDER_SCHEDULE_STATUSES }).notNull().default('scheduled'),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When it ran (sent or skipped) or was cancelled. */
    finishedAt: timestamptz('finished_at'),
    /** How many guests it queued a reminder for (guests who had one for this deadline already are not counted). */
    queued: integer('queued'),
  },
  (t) => [
    index('reminder_schedules_due_idx').on(t.status, t.runAt),
    check('reminder_schedules_status_check', oneOf(t.status, REMINDER_SCHEDULE_STATUSES)),
  ],
);
