import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable, Tx } from './client.ts';

/**
 * The durable queues' shared part (the outbox of docs/decisions/022-mail-outbox.md, used by the mail, push, payout
 * refund and data export workers): a job is a row with a status, a count of attempts, when it is due and a lease.
 * A worker claims due rows in a short transaction FOR UPDATE SKIP LOCKED and sets a lease (`locked_until`), so two
 * instances never work the same row; it works them outside any transaction and marks each done, or due again later
 * with back-off. A worker that dies leaves its lease to run out, and the row is claimed again: each row is done
 * once, save in the window between the work's effect and its mark (each queue says how it closes or lives with it).
 * What a row is, its work and what a failure means stay with each queue.
 */

/** The columns of an outbox table. */
export type OutboxTable = PgTable & { id: PgColumn; status: PgColumn; attempts: PgColumn; nextAttemptAt: PgColumn; lockedUntil: PgColumn };

/** A worker's timings (the mail worker's MAIL_* settings serve them all). */
export type OutboxOptions = {
  /** How often an idle worker looks for due rows; 0 runs no background worker (tests drive it). */
  pollMs: number;
  /** How long a claim holds a row; past it, another worker takes over from one that died. */
  leaseMs: number;
  /** Attempts before a row is given up. */
  maxAttempts: number;
  /** Wait before the second attempt; doubled for each further one, at most an hour. */
  retryBaseMs: number;
};

const MAX_RETRY_MS = 60 * 60_000;

/** The time `ms` from now, for a lease or a retry. */
const inMs = (ms: number) => sql`now() + ${`${ms} milliseconds`}::interval`;

/**
 * Claims up to `limit` due rows of `table` for this worker and returns them, their attempt counted: `waiting` ones
 * whose next attempt has come and `working` ones whose lease ran out (their worker died mid-way). `where` narrows the
 * due rows, `orderBy` replaces the oldest-due-first order.
 */
export async function claimDue<T extends OutboxTable>(
  tx: Tx,
  table: T,
  options: { working: string; limit: number; leaseMs: number; where?: SQL; orderBy?: SQL },
): Promise<T['$inferSelect'][]> {
  const due = await tx.execute<{ id: string }>(sql`
    select id from ${table}
    where ((status = 'waiting' and next_attempt_at <= now()) or (status = ${options.working} and locked_until < now()))${options.where ? sql` and ${options.where}` : sql``}
    order by ${options.orderBy ?? sql`next_attempt_at`}
    limit ${options.limit}
    for update skip locked`);
  // node-postgres answers { rows }, PGlite answers { rows } too, but Drizzle types them apart.
  const ids = (due as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  if (!ids.length) return [];
  const claim = { status: options.working, attempts: sql`${table.attempts} + 1`, lockedUntil: inMs(options.leaseMs) } as PgUpdateSetSource<T>;
  return (await tx.update(table).set(claim).where(inArray(table.id, ids)).returning()) as T['$inferSelect'][];
}

/** The wait before the next attempt after `attempts` failed ones; null once they are spent (the row is given up). */
export function retryDelay(attempts: number, options: Pick<OutboxOptions, 'maxAttempts' | 'retryBaseMs'>): number | null {
  return attempts >= options.maxAttempts ? null : Math.min(options.retryBaseMs * 2 ** (attempts - 1), MAX_RETRY_MS);
}

/** What a failed attempt writes: due again after `retryInMs`, or with null failed for good; the lease ends either way. */
export function failedAttempt(error: string, retryInMs: number | null) {
  return retryInMs === null
    ? { status: 'failed' as const, lockedUntil: null, lastError: error }
    : { status: 'waiting' as const, lockedUntil: null, lastError: error, nextAttemptAt: inMs(retryInMs) };
}

/**
 * Records the outcome of a claimed row's attempt (`set`: the queue's done values, or failedAttempt's). Only a row
 * still `working` changes: one whose outcome was recorded another way meanwhile (a payout refund's webhook) is left
 * as it is.
 */
export async function settle<T extends OutboxTable>(db: Queryable, table: T, id: string, working: string, set: PgUpdateSetSource<T>) {
  await db.update(table).set(set).where(and(eq(table.id, id), eq(table.status, working)));
}
