import { customType, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MAIL_STATUSES } from '#shared/constants.ts';

// Columns many tables share, defined once so that every table's key and times are alike.

/** The key of a table whose rows are named by a random uuid. */
export const generatedId = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row last changed. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The columns an outbox table (docs/decisions/022-mail-outbox.md) is worked by: the mail and push outboxes are
 * claimed, retried and finished by the same poll loop, so their state is the same columns.
 */
export const outboxColumns = () => ({
  status: text('status', { enum: MAIL_STATUSES }).notNull().default('waiting'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  /** While `sending`: the claim's lease; a worker that died is replaced once it has passed. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** Bytes kept in the database (a photo, an export's zip), so that every instance serves them. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
