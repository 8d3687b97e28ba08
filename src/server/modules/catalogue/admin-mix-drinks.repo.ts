import { asc } from 'drizzle-orm';
import type { AdminMixDrink } from '#shared/schemas/admin-catalogue.ts';
import type { Queryable } from '#server/db/client.ts';
import { mixDrinks } from '#server/db/schema/index.ts';

export const toAdminMixDrinkDto = (row: typeof mixDrinks.$inferSelect): AdminMixDrink => ({
  id: row.id,
  name: row.name,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

export async function listAllMixDrinks(db: Queryable) {
  const rows = await db.select().from(mixDrinks).orderBy(asc(mixDrinks.name), asc(mixDrinks.id));
  return rows.map(toAdminMixDrinkDto);
}
