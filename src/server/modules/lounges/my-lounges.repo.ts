import { and, eq, inArray, ne } from 'drizzle-orm';
import { sortLounges } from '#shared/lounge-order.ts';
import type { MyLounge } from '#shared/schemas/auth.ts';
import type { Queryable } from '#server/db/client.ts';
import { editions, lounges, userLoungeAssignments } from '#server/db/schema/index.ts';
import { toMyLounge } from './lounges.presenter.ts';

/**
 * The guest's lounges of one edition (the shop offers the current edition's only: docs/decisions/031), or of every
 * edition (the back office's page of the guest).
 */
export async function listUserLounges(db: Queryable, userId: string, editionId?: string): Promise<MyLounge[]> {
  const rows = await db
    .select({ id: lounges.id, tableNumber: lounges.tableNumber, category: lounges.category, day: lounges.day })
    .from(userLoungeAssignments)
    .innerJoin(lounges, eq(lounges.id, userLoungeAssignments.loungeId))
    .where(and(eq(userLoungeAssignments.userId, userId), editionId ? eq(lounges.editionId, editionId) : undefined));
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

/** Those of the given lounges that belong to another edition than `editionId`, with that edition's name. */
export async function loungesOutsideEdition(db: Queryable, editionId: string, loungeIds: string[]) {
  if (loungeIds.length === 0) return [];
  return db
    .select({ id: lounges.id, tableNumber: lounges.tableNumber, category: lounges.category, editionName: editions.name })
    .from(lounges)
    .innerJoin(editions, eq(editions.id, lounges.editionId))
    .where(and(inArray(lounges.id, loungeIds), ne(lounges.editionId, editionId)));
}
