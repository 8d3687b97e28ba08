import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable, Tx } from '#server/db/client.ts';
import { passwordResetTokens } from '#server/db/schema/index.ts';

export async function insertResetToken(db: Queryable, values: { tokenHash: string; userId: string; expiresAt: Date }) {
  await db.insert(passwordResetTokens).values(values);
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
