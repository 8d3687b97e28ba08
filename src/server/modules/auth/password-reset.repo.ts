import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '#server/db/client.ts';
import { passwordResetTokens } from '#server/db/schema/index.ts';

export async function insertResetToken(db: Queryable, values: { tokenHash: string; userId: string; expiresAt: Date }) {
  await db.insert(passwordResetTokens).values(values);
}

/** The user an unused and unexpired token belongs to, or undefined; the token stays usable. */
export async function findResetTokenUser(db: Queryable, tokenHash: string, now = new Date()): Promise<string | undefined> {
  const [token] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)));
  return token?.userId;
}

/** Marks the token used if it is unused and unexpired; the user it belongs to, or undefined. */
export async function consumeResetToken(tx: Tx, tokenHash: string, now = new Date()): Promise<string | undefined> {
  const [used] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ userId: passwordResetTokens.userId });
  return used?.userId;
}

/**
 * Ends every reset link of the user that still works, by expiring it now. The rows stay: each is a reset mail
 * sent, which the hourly limit counts.
 */
export async function expireResetTokens(tx: Tx, userId: string, now = new Date()) {
  await tx
    .update(passwordResetTokens)
    .set({ expiresAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)));
}

/** Reset tokens made for the user in the last `ms`, by the database's clock (one clock for every instance). */
export async function countResetTokensWithin(tx: Tx, userId: string, ms: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, sql`now() - ${`${ms} milliseconds`}::interval`)));
  return row!.n;
}
