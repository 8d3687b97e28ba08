import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '#server/db/client.ts';
import { ROW_LOCK } from '#server/db/transaction.ts';
import { products, profiles, stockWaits } from '#server/db/schema/index.ts';
import { offeredIn } from '#server/modules/catalogue/index.ts';
import type { StockKey } from './stock.repo.ts';

/**
 * Guests waiting for a sold-out product and day (docs/decisions/046-stock-waits.md). A wait is open until the guest
 * is told (`notified_at`) or withdraws it (the row goes). Its rows are locked after the stock row of their key.
 */

const isKey = (key: StockKey) => and(eq(stockWaits.editionId, key.editionId), eq(stockWaits.productId, key.productId), eq(stockWaits.day, key.day));
const OPEN = isNull(stockWaits.notifiedAt);

/** The product as the shop shows it: active and offered in the edition; undefined otherwise. */
export async function shopProduct(db: Queryable, editionId: string, productId: string) {
  const [row] = await db
    .select({ id: products.id, name: products.name, translations: products.translations })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true), offeredIn(db, editionId)));
  return row;
}

/** The guest's open wait for a key, if any. */
export async function findOpenWait(db: Queryable, key: StockKey, profileId: string) {
  const [row] = await db
    .select({ id: stockWaits.id })
    .from(stockWaits)
    .where(and(isKey(key), eq(stockWaits.profileId, profileId), OPEN));
  return row;
}

/** A new open wait; the unique index on open waits keeps it one per guest and key, whatever happens. */
export async function insertWait(tx: Tx, key: StockKey, profileId: string) {
  await tx
    .insert(stockWaits)
    .values({ ...key, profileId })
    .onConflictDoNothing();
}

/** Withdraws the guest's open wait; a told one stays as the record of the mail. */
export async function deleteOpenWait(tx: Tx, key: StockKey, profileId: string) {
  await tx.delete(stockWaits).where(and(isKey(key), eq(stockWaits.profileId, profileId), OPEN));
}

/** The guest's open waits in one edition, for the shop's buttons. */
export async function openWaitsOf(db: Queryable, editionId: string, profileId: string) {
  return db
    .select({ productId: stockWaits.productId, day: stockWaits.day })
    .from(stockWaits)
    .where(and(eq(stockWaits.editionId, editionId), eq(stockWaits.profileId, profileId), OPEN))
    .orderBy(asc(stockWaits.productId), asc(stockWaits.day));
}

/**
 * Takes the `limit` oldest open waits of a key (all of them when null), locked, and marks them told, in one
 * transaction with the mails: the guests to tell, first come first served.
 */
export async function takeOldestWaits(tx: Tx, key: StockKey, limit: number | null) {
  const oldest = tx
    .select({ id: stockWaits.id, profileId: stockWaits.profileId, email: profiles.email })
    .from(stockWaits)
    .innerJoin(profiles, eq(profiles.id, stockWaits.profileId))
    .where(and(isKey(key), OPEN))
    .orderBy(asc(stockWaits.createdAt), asc(stockWaits.id))
    .for(ROW_LOCK, { of: stockWaits });
  const taken = await (limit === null ? oldest : oldest.limit(limit));
  if (taken.length === 0) return taken;
  await tx
    .update(stockWaits)
    .set({ notifiedAt: sql`now()` })
    .where(
      inArray(
        stockWaits.id,
        taken.map((w) => w.id),
      ),
    );
  return taken;
}
