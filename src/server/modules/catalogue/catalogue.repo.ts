import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '#server/db/client.ts';
import { mixDrinks, products } from '#server/db/schema/index.ts';
import { toMixDrinkDto, toProductDto } from './catalogue.presenter.ts';

/** What the shop sells: active products only, by name (docs/product.md#back-office). */
export async function listActiveProducts(db: Queryable) {
  const rows = await db.select().from(products).where(eq(products.isActive, true)).orderBy(asc(products.name), asc(products.id));
  return rows.map(toProductDto);
}

export async function listActiveMixDrinks(db: Queryable) {
  const rows = await db
    .select({ id: mixDrinks.id, name: mixDrinks.name })
    .from(mixDrinks)
    .where(eq(mixDrinks.isActive, true))
    .orderBy(asc(mixDrinks.name), asc(mixDrinks.id));
  return rows.map(toMixDrinkDto);
}
