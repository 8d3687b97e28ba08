import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, MAIL_STATUSES, type Language, type MailKind, type MailStatus } from '#shared/constants.ts';
import type { Queryable, Tx } from '#server/db/client.ts';
import { claimDue, failedAttempt, settle } from '#server/db/outbox.ts';
import { mails, profiles } from '#server/db/schema/index.ts';

export type MailRow = typeof mails.$inferSelect;
/** A claimed mail and the language its recipient reads now (English without a profile). */
export type ClaimedMail = MailRow & { language: Language };
export type NewMail = {
  kind: MailKind;
  recipient: string;
  profileId?: string | null;
  payload: Record<string, unknown>;
  subject: string;
  dedupeKey?: string | null;
};

/**
 * Adds mails to the outbox in the caller's transaction. A mail whose dedupe key is already there is skipped
 * (ON CONFLICT DO NOTHING), so sending a reminder twice, even at once from two instances, queues one per key.
 * Returns the ids actually queued.
 */
export async function insertMails(tx: Queryable, rows: NewMail[]): Promise<string[]> {
  if (!rows.length) return [];
  const inserted = await tx
    .insert(mails)
    .values(rows.map((r) => ({ ...r, profileId: r.profileId ?? null, dedupeKey: r.dedupeKey ?? null })))
    .onConflictDoNothing({ target: mails.dedupeKey })
    .returning({ id: mails.id });
  return inserted.map((r) => r.id);
}

/**
 * Claims up to `limit` due mails for this worker (outbox.ts), so the slow SMTP conversation happens outside any
 * transaction. `ids` limits the claim to given mails.
 */
export async function claimDueMails(tx: Tx, options: { limit: number; leaseMs: number; ids?: string[] }): Promise<ClaimedMail[]> {
  const only = options.ids ? sql`id in ${sql`(${sql.join(options.ids.map((id) => sql`${id}::uuid`), sql`, `)})`}` : undefined;
  const claimed = await claimDue(tx, mails, { working: 'sending', limit: options.limit, leaseMs: options.leaseMs, where: only });
  if (!claimed.length) return [];
  const profileIds = claimed.flatMap((row) => (row.profileId ? [row.profileId] : []));
  const languages = new Map(
    profileIds.length
      ? (await tx.select({ id: profiles.id, language: profiles.language }).from(profiles).where(inArray(profiles.id, profileIds))).map((p) => [p.id, p.language])
      : [],
  );
  return claimed.map((row) => ({ ...row, language: (row.profileId && languages.get(row.profileId)) || DEFAULT_LANGUAGE }));
}

/** The mail left this worker; its secret payload (a reset link) is removed, the rest kept for the admin lists. */
export async function markSent(db: Queryable, id: string, payload: Record<string, unknown>) {
  await settle(db, mails, id, 'sending', { status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null, payload });
}

/** A failed attempt: tried again after `retryInMs`, or failed for good (an admin may retry it). */
export async function markAttemptFailed(db: Queryable, id: string, error: string, retryInMs: number | null) {
  await settle(db, mails, id, 'sending', failedAttempt(error, retryInMs));
}

/** Puts a failed mail back in the queue, due now, with a fresh count of attempts; null when it was not failed. */
export async function requeueFailedMail(tx: Tx, id: string): Promise<MailRow | null> {
  const [row] = await tx
    .update(mails)
    .set({ status: 'waiting', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(and(eq(mails.id, id), eq(mails.status, 'failed')))
    .returning();
  return row ?? null;
}

export async function findMail(db: Queryable, id: string): Promise<MailRow | null> {
  const [row] = await db.select().from(mails).where(eq(mails.id, id));
  return row ?? null;
}

/** The newest mails of one status ('waiting' lists those being sent too). */
export async function listMails(db: Queryable, status: MailStatus, limit: number): Promise<MailRow[]> {
  const statuses: MailStatus[] = status === 'waiting' ? ['waiting', 'sending'] : [status];
  return db.select().from(mails).where(inArray(mails.status, statuses)).orderBy(desc(mails.createdAt)).limit(limit);
}

/** Mails per status; `only` limits the count to those statuses (the others read 0) and lets it use the status index. */
export async function countMailsByStatus(db: Queryable, only: readonly MailStatus[] = MAIL_STATUSES): Promise<Record<MailStatus, number>> {
  const rows = await db
    .select({ status: mails.status, n: sql<number>`count(*)::int` })
    .from(mails)
    .where(inArray(mails.status, [...only]))
    .groupBy(mails.status);
  const counts: Record<MailStatus, number> = { waiting: 0, sending: 0, sent: 0, failed: 0 };
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}
