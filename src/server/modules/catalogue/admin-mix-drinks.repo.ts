import { asc, eq } from 'drizzle-orm';
import type { MixDrinkTranslations } from '#shared/schemas/catalogue-translations.ts';
import type { Queryable, Tx } from '#server/db/client.ts';
import { ROW_LOCK } from '#server/db/transaction.ts';
import { mixDrinks } from '#server/db/schema/index.ts';
import { toAdminMixDrinkDto } from './catalogue.presenter.ts';

export type MixDrinkRow = typeof mixDrinks.$inferSelect;

export async function listAllMixDrinks(db: Queryable) {
  const rows = await db.select().from(mixDrinks).orderBy(asc(mixDrinks.name), asc(mixDrinks.id));
  return rows.map(toAdminMixDrinkDto);
}

export async function lockMixDrink(tx: Tx, id: string): Promise<MixDrinkRow | undefined> {
  const [row] = await tx.select().from(mixDrinks).where(eq(mixDrinks.id, id)).for(ROW_LOCK);
  return row;
}

/** Undefined translations keep the stored ones. */
export type MixDrinkInput = { name: string; translations?: MixDrinkTranslations | null | undefined };

export async function insertMixDrinkRow(tx: Tx, input: MixDrinkInput): Promise<MixDrinkRow> {
  const [row] = await tx.insert(mixDrinks).values(input).returning();
  return row!;
}

export async function updateMixDrinkRow(tx: Tx, id: string, values: Partial<MixDrinkInput> & { isActive?: boolean }): Promise<MixDrinkRow> {
  const [row] = await tx.update(mixDrinks).set(values).where(eq(mixDrinks.id, id)).returning();
  return row!;
}
