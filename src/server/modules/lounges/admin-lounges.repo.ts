import { asc, eq, inArray } from 'drizzle-orm';
import type { LoungeDay } from '#shared/constants.ts';
import type { AdminLounge } from '#shared/schemas/admin-lounges.ts';
import type { Queryable, Tx } from '#server/db/client.ts';
import { lounges, profiles, userLoungeAssignments } from '#server/db/schema/index.ts';
import { toAdminLoungeDto, type Assignee } from './lounges.presenter.ts';

export type LoungeInput = {
  tableNumber: string;
  category: string;
  day: LoungeDay;
  minimumConsumptionTokens: number;
  bookingNumber: string | null;
};


/** Assignees per lounge, in the order they were assigned (the first one is shown, docs/product.md#lounges). */
async function assigneesOf(db: Queryable, loungeIds: string[]) {
  const byLounge = new Map<string, Assignee[]>();
  if (loungeIds.length === 0) return byLounge;
  const rows = await db
    .select({ loungeId: userLoungeAssignments.loungeId, id: profiles.id, email: profiles.email })
    .from(userLoungeAssignments)
    .innerJoin(profiles, eq(profiles.id, userLoungeAssignments.userId))
    .where(inArray(userLoungeAssignments.loungeId, loungeIds))
    .orderBy(asc(userLoungeAssignments.createdAt), asc(profiles.email));
  for (const { loungeId, id, email } of rows) {
    byLounge.set(loungeId, [...(byLounge.get(loungeId) ?? []), { id, email }]);
  }
  return byLounge;
}

/** An edition's lounges ordered by table number (docs/product.md#back-office), with their assigned users. */
export async function listAdminLounges(db: Queryable, editionId: string): Promise<AdminLounge[]> {
  const rows = await db
    .select()
    .from(lounges)
    .where(eq(lounges.editionId, editionId))
    .orderBy(asc(lounges.tableNumber), asc(lounges.category), asc(lounges.id));
  const assignees = await assigneesOf(db, rows.map((r) => r.id));
  return rows.map((row) => toAdminLoungeDto(row, assignees.get(row.id) ?? []));
}

export async function loadAdminLounge(db: Queryable, id: string): Promise<AdminLounge | undefined> {
  const [row] = await db.select().from(lounges).where(eq(lounges.id, id));
  if (!row) return undefined;
  return toAdminLoungeDto(row, (await assigneesOf(db, [id])).get(id) ?? []);
}

export async function insertLounge(tx: Tx, editionId: string, input: LoungeInput) {
  const [row] = await tx.insert(lounges).values({ ...input, editionId }).returning();
  return row!;
}

export async function updateLoungeRow(tx: Tx, id: string, input: LoungeInput) {
  const [row] = await tx.update(lounges).set(input).where(eq(lounges.id, id)).returning();
  return row!;
}
