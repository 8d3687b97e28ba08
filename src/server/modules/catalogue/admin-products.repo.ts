import { asc } from 'drizzle-orm';
import type { AdminProduct } from '#shared/schemas/admin-catalogue.ts';
import type { Queryable } from '#server/db/client.ts';
import { products } from '#server/db/schema/index.ts';
import { toProductDto } from './catalogue.repo.ts';

export const toAdminProductDto = (row: typeof products.$inferSelect): AdminProduct => ({
  ...toProductDto(row),
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

/** The back office sees every product, active or not, by name (SPEC §7). */
export async function listAllProducts(db: Queryable) {
  const rows = await db.select().from(products).orderBy(asc(products.name), asc(products.id));
  return rows.map(toAdminProductDto);
}
