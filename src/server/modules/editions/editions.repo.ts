import { asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '#server/db/client.ts';
import { ROW_LOCK } from '#server/db/transaction.ts';
import { editionHiddenProducts, editions, lounges, productStock } from '#server/db/schema/index.ts';

export type EditionRow = typeof editions.$inferSelect;
export type EditionFacts = Pick<EditionRow, 'name' | 'festivalStart' | 'preorderDeadline' | 'contactEmail'> & Partial<Pick<EditionRow, 'changeCutoff'>>;

/**
 * The edition guests see: the current one, or when none is (the last one closed and the next not yet opened) the
 * latest that was ever shown, so the shop says its pre-orders are over instead of showing nothing.
 */
export async function findCurrentEdition(db: Queryable): Promise<EditionRow> {
  const [row] = await db
    .select()
    .from(editions)
    .where(ne(editions.state, 'preparing'))
    .orderBy(desc(editions.isCurrent), desc(editions.festivalStart))
    .limit(1);
  if (!row) throw new Error('no edition: migrations not applied');
  return row;
}

export async function findEdition(db: Queryable, id: string): Promise<EditionRow | undefined> {
  const [row] = await db.select().from(editions).where(eq(editions.id, id));
  return row;
}

export const listEditions = (db: Queryable) => db.select().from(editions).orderBy(desc(editions.festivalStart), asc(editions.id));

/**
 * Every write of an edition's data holds its row FOR SHARE; opening or closing it takes it FOR UPDATE, so a
 * checkout either commits before a close or sees the edition closed (docs/decisions/031). Editions come first in the
 * lock order (db/transaction.ts).
 */
export async function lockEdition(tx: Tx, id: string, strength: 'share' | 'update'): Promise<EditionRow | undefined> {
  const [row] = await tx
    .select()
    .from(editions)
    .where(eq(editions.id, id))
    .for(strength === 'share' ? 'share' : ROW_LOCK);
  return row;
}

/** The live editions (open or running), locked for an opening that will move them, by id. */
export const lockLiveEditions = (tx: Tx) =>
  tx.select().from(editions).where(inArray(editions.state, ['open', 'running'])).orderBy(asc(editions.id)).for(ROW_LOCK);

export async function insertEdition(tx: Tx, facts: EditionFacts): Promise<EditionRow> {
  const [row] = await tx.insert(editions).values(facts).returning();
  return row!;
}

export async function updateEdition(tx: Tx, id: string, values: Partial<EditionFacts & Pick<EditionRow, 'state' | 'isCurrent'>>) {
  const [row] = await tx
    .update(editions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(editions.id, id))
    .returning();
  return row!;
}

/**
 * What a festival reuses, copied from one edition to a new one: its lounges (category, table, day, minimum
 * consumption; no guests, booking numbers or transferred tokens), the products it leaves out of its shop, and its
 * stock limits (nothing sold yet).
 */
export async function copyEditionSetup(tx: Tx, fromId: string, toId: string) {
  await tx.insert(lounges).select(
    tx
      .select({
        id: sql`gen_random_uuid()`.as('id'),
        editionId: sql`${toId}::uuid`.as('edition_id'),
        tableNumber: lounges.tableNumber,
        category: lounges.category,
        day: lounges.day,
        minimumConsumptionTokens: lounges.minimumConsumptionTokens,
        bookingNumber: sql`null`.as('booking_number'),
        isOccupied: sql`false`.as('is_occupied'),
        tokensTransferred: sql`false`.as('tokens_transferred'),
        createdAt: sql`now()`.as('created_at'),
      })
      .from(lounges)
      .where(eq(lounges.editionId, fromId)),
  );
  await tx.insert(editionHiddenProducts).select(
    tx
      .select({
        editionId: sql`${toId}::uuid`.as('edition_id'),
        productId: editionHiddenProducts.productId,
        createdAt: sql`now()`.as('created_at'),
      })
      .from(editionHiddenProducts)
      .where(eq(editionHiddenProducts.editionId, fromId)),
  );
  await tx.insert(productStock).select(
    tx
      .select({
        editionId: sql`${toId}::uuid`.as('edition_id'),
        productId: productStock.productId,
        day: productStock.day,
        quantity: productStock.quantity,
        maxPerGuest: productStock.maxPerGuest,
        sold: sql`0`.as('sold'),
        updatedAt: sql`now()`.as('updated_at'),
      })
      .from(productStock)
      .where(eq(productStock.editionId, fromId)),
  );
}
