import { and, eq, inArray } from 'drizzle-orm';
import { sortLounges } from '#shared/lounge-order.ts';
import type { MyLounge } from '#shared/schemas/auth.ts';
import type { Queryable } from '#server/db/client.ts';
import { lounges, userLoungeAssignments } from '#server/db/schema/index.ts';
import { toMyLounge } from './lounges.presenter.ts';

export async function listUserLounges(db: Queryable, userId: string): Promise<MyLounge[]> {
  const rows = await db
    .select({ id: lounges.id, tableNumber: lounges.tableNumber, category: lounges.category, day: lounges.day })
    .from(userLoungeAssignments)
    .innerJoin(lounges, eq(lounges.id, userLoungeAssignments.loungeId))
    .where(eq(userLoungeAssignments.userId, userId));
  return sortLounges(rows.map(toMyLounge));
}

/** Which of the given lounges the user is assigned to. */
export async function assignedLoungeIds(db: Queryable, userId: string, loungeIds: string[]): Promise<Set<string>> {
  if (loungeIds.length === 0) return new Set();
  const rows = await db
    .select({ loungeId: userLoungeAssignments.loungeId })
    .from(userLoungeAssignments)
    .where(and(eq(userLoungeAssignments.userId, userId), inArray(userLoungeAssignments.loungeId, loungeIds)));
  return new Set(rows.map((r) => r.loungeId));
}
