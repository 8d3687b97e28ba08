import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { ROW_LOCK } from '#server/db/transaction.ts';
import { lounges, userLoungeAssignments } from '#server/db/schema/index.ts';

export type LoungeRow = typeof lounges.$inferSelect;

/** Every assignment and grant decision about a lounge is taken while holding its row lock. */
export async function lockLounge(tx: Tx, id: string): Promise<LoungeRow | undefined> {
  const [row] = await tx.select().from(lounges).where(eq(lounges.id, id)).for(ROW_LOCK);
  return row;
}

/**
 * An edition's lounges carrying a booking number (only the unoccupied ones, if asked), locked in id order: the same
 * booking number may come back in a later edition.
 */
export function lockLoungesWithBooking(
  tx: Tx,
  editionId: string,
  bookingNumber: string,
  options: { unoccupiedOnly: boolean },
): Promise<LoungeRow[]> {
  return tx
    .select()
    .from(lounges)
    .where(
      and(
        eq(lounges.editionId, editionId),
        eq(lounges.bookingNumber, bookingNumber),
        options.unoccupiedOnly ? eq(lounges.isOccupied, false) : undefined,
      ),
    )
    .orderBy(asc(lounges.id))
    .for(ROW_LOCK);
}

/** A lounge's edition (it never changes), read before the edition is held for a write of the lounge. */
export async function loungeEditionId(tx: Tx, id: string): Promise<string | undefined> {
  const [row] = await tx.select({ editionId: lounges.editionId }).from(lounges).where(eq(lounges.id, id));
  return row?.editionId;
}

export async function insertAssignments(tx: Tx, userId: string, loungeIds: string[]) {
  await tx.insert(userLoungeAssignments).values(loungeIds.map((loungeId) => ({ userId, loungeId })));
}

/** Occupied from now on; tokens_transferred only where tokens were really granted (docs/product.md#lounge-states). */
export async function markClaimed(tx: Tx, loungeIds: string[], grantedIds: string[]) {
  await tx.update(lounges).set({ isOccupied: true }).where(inArray(lounges.id, loungeIds));
  if (grantedIds.length) await tx.update(lounges).set({ tokensTransferred: true }).where(inArray(lounges.id, grantedIds));
}

export async function deleteAssignment(tx: Tx, loungeId: string, userId: string): Promise<boolean> {
  const removed = await tx
    .delete(userLoungeAssignments)
    .where(and(eq(userLoungeAssignments.loungeId, loungeId), eq(userLoungeAssignments.userId, userId)))
    .returning();
  return removed.length > 0;
}

export async function markFree(tx: Tx, loungeId: string) {
  await tx.update(lounges).set({ isOccupied: false }).where(eq(lounges.id, loungeId));
}

export async function assignedUserIds(tx: Tx, loungeId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: userLoungeAssignments.userId })
    .from(userLoungeAssignments)
    .where(eq(userLoungeAssignments.loungeId, loungeId));
  return rows.map((r) => r.userId);
}
