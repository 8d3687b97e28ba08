import { and, asc, eq } from 'drizzle-orm';
import type { CategoryType } from '#shared/constants.ts';
import type { ProductTranslations } from '#shared/schemas/catalogue-translations.ts';
import type { Queryable, Tx } from '#server/db/client.ts';
import { ROW_LOCK } from '#server/db/transaction.ts';
import { editionHiddenProducts, products } from '#server/db/schema/index.ts';
import { toAdminProductDto } from './catalogue.presenter.ts';
import { offeredIn } from './catalogue.repo.ts';

export type ProductRow = typeof products.$inferSelect;

export type ProductInput = {
  name: string;
  description: string;
  tokenPrice: number;
  category: string | null;
  categoryType: CategoryType;
  maxMixChoices: number;
  imageUrl: string | null;
  /** Undefined keeps the stored ones. */
  translations?: ProductTranslations | null | undefined;
};

/**
 * The back office sees every product, active or not, by name (docs/product.md#back-office), each saying whether the
 * edition offers it.
 */
export async function listAllProducts(db: Queryable, editionId: string) {
  const rows = await db
    .select({ product: products, offered: offeredIn(db, editionId) })
    .from(products)
    .orderBy(asc(products.name), asc(products.id));
  return rows.map((row) => toAdminProductDto(row.product, row.offered));
}

/**
 * FOR NO KEY UPDATE for an edit of the product's facts; FOR UPDATE for a change of an edition's offer, which waits for
 * the orders holding the product FOR KEY SHARE, so none of it commits after the product is left out (docs/decisions/031).
 */
export async function lockProduct(tx: Tx, id: string, strength: 'edit' | 'exclusive' = 'edit'): Promise<ProductRow | undefined> {
  const [row] = await tx
    .select()
    .from(products)
    .where(eq(products.id, id))
    .for(strength === 'edit' ? ROW_LOCK : 'update');
  return row;
}

/** Leaves a product out of an edition's shop, or offers it again; says whether anything changed. */
export async function writeLeftOut(tx: Tx, editionId: string, productId: string, leftOut: boolean): Promise<boolean> {
  const changed = leftOut
    ? await tx.insert(editionHiddenProducts).values({ editionId, productId }).onConflictDoNothing().returning()
    : await tx
        .delete(editionHiddenProducts)
        .where(and(eq(editionHiddenProducts.editionId, editionId), eq(editionHiddenProducts.productId, productId)))
        .returning();
  return changed.length > 0;
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
