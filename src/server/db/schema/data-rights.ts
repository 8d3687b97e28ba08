import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DATA_EXPORT_STATUSES } from '#shared/schemas/data-rights.ts';
import { oneOf } from './one-of.ts';
import { profiles } from './profiles.ts';
import { bytea, createdAt, generatedId } from './columns.ts';

/**
 * "Download my data" (docs/decisions/048): a job worked like the mail outbox (decision 022), claimed by one worker
 * of any instance (FOR UPDATE SKIP LOCKED and a lease). The zip is kept here until its one download or its expiry,
 * so any instance can serve it; only the SHA-256 of the download token is stored.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: generatedId(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the one-time download token the requester was given. */
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `preparing`: the claim's lease; a worker that died is replaced once it has passed. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    archive: bytea('archive'),
    createdAt: createdAt(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** After it, the link no longer works and the row is removed. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('data_exports_token_hash_key').on(t.tokenHash),
    index('data_exports_due_idx').on(t.status, t.nextAttemptAt),
    index('data_exports_profile_idx').on(t.profileId, t.createdAt),
    check('data_exports_status_check', oneOf(t.status, DATA_EXPORT_STATUSES)),
    check('data_exports_archive_check', sql`${t.archive} is null or ${t.status} = 'ready'`),
  ],
);
