import { and, desc, eq, gt } from 'drizzle-orm';
import type { Queryable } from '#server/db/client.ts';
import { sessions } from '#server/db/schema/index.ts';
import { deleteOtherSessions, SESSION_IDLE_MS } from '#server/auth/sessions.repo.ts';

export type LiveSessionRow = Awaited<ReturnType<typeof listLiveSessions>>[number];

/**
 * The user's sessions that open the account now, as the session lookup would accept them (not expired, not idle),
 * newest use first. A session still waiting for its second factor is not signed in yet, so it is not among them.
 */
export function listLiveSessions(db: Queryable, userId: string, now = new Date()) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        eq(sessions.awaitingSecondFactor, false),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Ends one session of the user; false when the user has no such session (any more). */
export async function deleteUserSession(db: Queryable, userId: string, tokenHash: string): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.tokenHash, tokenHash)))
    .returning({ tokenHash: sessions.tokenHash });
  return deleted.length > 0;
}

/**
 * Ends every session of the user but `keepTokenHash` (all of them without it), those still waiting for a second
 * factor included, and counts them.
 */
export async function deleteSessionsCounted(db: Queryable, userId: string, keepTokenHash?: string): Promise<number> {
  const deleted = await deleteOtherSessions(db, userId, keepTokenHash).returning({ tokenHash: sessions.tokenHash });
  return deleted.length;
}
