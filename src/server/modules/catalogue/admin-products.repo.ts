import { asc, eq } from 'drizzle-orm';
import type { CategoryType } from '#shared/constants.ts';
import type { Queryable, Tx } from '#server/db/client.ts';
import { ROW_LOCK } from '#server/db/transaction.ts';
import { products } from '#server/db/schema/index.ts';
import { toAdminProductDto } from './catalogue.presenter.ts';

export type ProductRow = typeof products.$inferSelect;

export type ProductInput = {
  name: string;
  description: string;
  tokenPrice: number;
  category: string | null;
  categoryType: CategoryType;
  maxMixChoices: number;
  imageUrl: string | null;
};

/** The back office sees every product, active or not, by name (docs/product.md#back-office). */
export async function listAllProducts(db: Queryable) {
  const rows = await db.select().from(products).orderBy(asc(products.name), asc(products.id));
  return rows.map(toAdminProductDto);
}

export async function lockProduct(tx: Tx, id: string): Promise<ProductRow | undefined> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for(ROW_LOCK);
  return row;
}

export async function insertProductRow(tx: Tx, input: ProductInput): Promise<ProductRow> {
  const [row] = await tx.insert(products).values(input).returning();
  return row!;
}

export async function updateProductRow(tx: Tx, id: string, values: Partial<ProductInput> & { isActive?: boolean }): Promise<ProductRow> {
  const [row] = await tx
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  return row!;
}
