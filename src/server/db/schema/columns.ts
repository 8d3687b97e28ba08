import { customType, integer, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { MAIL_STATUSES } from '#shared/constants.ts';

// Columns many tables share, defined once so that every table's key and times are alike.

/** The key of a table whose rows are named by a random uuid. */
export const generatedId = () => uuid('id').primaryKey().defaultRandom();

/** A moment, kept with its time zone (every time column of the schema is one). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When the row last changed. */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** A uuid that must name a row of another table; `onDelete` says what removing that row does to this one. */
export const requiredRef = (name: string, target: () => AnyPgColumn, onDelete: 'cascade' | 'restrict') =>
  uuid(name).notNull().references(target, { onDelete });

/**
 * The columns of a queue that workers of any instance claim FOR UPDATE SKIP LOCKED under a lease and retry
 * (docs/decisions/022-mail-outbox.md): the outboxes, the data exports and the payout refunds.
 */
export const claimColumns = () => ({
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
  /** While claimed (`sending`, `preparing`): the lease; a worker that died is replaced once it has passed. */
  lockedUntil: timestamptz('locked_until'),
  lastError: text('last_error'),
});

/**
 * The columns an outbox table (docs/decisions/022-mail-outbox.md) is worked by: the mail and push outboxes are
 * claimed, retried and finished by the same poll loop, so their state is the same columns.
 */
export const outboxColumns = () => ({
  status: text('status', { enum: MAIL_STATUSES }).notNull().default('waiting'),
  ...claimColumns(),
  createdAt: createdAt(),
  sentAt: timestamptz('sent_at'),
});

/** Bytes kept in the database (a photo, an export's zip), so that every instance serves them. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
