import { eq } from 'drizzle-orm';
import type { CategoryType } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { inTransaction, ROW_LOCK } from '#server/db/transaction.ts';
import { products } from '#server/db/schema/index.ts';
import { notFound } from '#server/http/errors.ts';
import { writeAudit } from '#server/modules/audit/audit-log.ts';
import { toAdminProductDto } from './admin-products.repo.ts';

export type ProductInput = {
  name: string;
  description: string;
  tokenPrice: number;
  category: string | null;
  categoryType: CategoryType;
  maxMixChoices: number;
  imageUrl: string | null;
};

async function lockProduct(tx: Tx, id: string) {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for(ROW_LOCK);
  if (!row) throw notFound(msg.adminProductNotFound);
  return row;
}

const auditView = ({ id: _id, createdAt: _c, updatedAt: _u, ...fields }: typeof products.$inferSelect) => fields;

export async function createProduct(db: Db, actorId: string, input: ProductInput) {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.insert(products).values(input).returning();
    await writeAudit(tx, { actorId, action: 'product.create', entity: 'product', entityId: row!.id, after: auditView(row!) });
    return toAdminProductDto(row!);
  });
}

/** Editing keeps is_active as it is: deactivation is one-way (SPEC §4). */
export async function updateProduct(db: Db, actorId: string, id: string, input: ProductInput) {
  return inTransaction(db, async (tx) => {
    const before = await lockProduct(tx, id);
    const [after] = await tx
      .update(products)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
    await writeAudit(tx, {
      actorId,
      action: 'product.update',
      entity: 'product',
      entityId: id,
      before: auditView(before),
      after: auditView(after!),
    });
    return toAdminProductDto(after!);
  });
}

/** 'Delete' sets is_active false; orders keep referring to the product. Repeating it changes nothing. */
export async function deactivateProduct(db: Db, actorId: string, id: string) {
  await inTransaction(db, async (tx) => {
    const before = await lockProduct(tx, id);
    if (!before.isActive) return;
    await tx.update(products).set({ isActive: false, updatedAt: new Date() }).where(eq(products.id, id));
    await writeAudit(tx, {
      actorId,
      action: 'product.deactivate',
      entity: 'product',
      entityId: id,
      before: { isActive: true },
      after: { isActive: false },
    });
  });
}
