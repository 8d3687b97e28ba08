import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DATA_EXPORT_STATUSES } from '#shared/schemas/data-rights.ts';
import { oneOf } from './one-of.ts';
import { profiles } from './profiles.ts';
import { bytea, claimColumns, createdAt, generatedId, requiredRef, timestamptz } from './columns.ts';

/**
 * "Download my data" (docs/decisions/048): a job worked like the mail outbox (decision 022), claimed by one worker
 * of any instance (FOR UPDATE SKIP LOCKED and a lease). The zip is kept here until its one download or its expiry,
 * so any instance can serve it; only the SHA-256 of the download token is stored.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: generatedId(),
    profileId: requiredRef('profile_id', () => profiles.id, 'cascade'),
    /** SHA-256 (hex) of the one-time download token the requester was given. */
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('waiting'),
    ...claimColumns(),
    archive: bytea('archive'),
    createdAt: createdAt(),
    readyAt: timestamptz('ready_at'),
    /** After it, the link no longer works and the row is removed. */
    expiresAt: timestamptz('expires_at').notNull(),
    downloadedAt: timestamptz('downloaded_at'),
  },
  (t) => [
    uniqueIndex('data_exports_token_hash_key').on(t.tokenHash),
    index('data_exports_due_idx').on(t.status, t.nextAttemptAt),
    index('data_exports_profile_idx').on(t.profileId, t.createdAt),
    check('data_exports_status_check', oneOf(t.status, DATA_EXPORT_STATUSES)),
    check('data_exports_archive_check', sql`${t.archive} is null or ${t.status} = 'ready'`),
  ],
);
