import { msg } from '#shared/messages.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { notifyLive } from '#server/db/live-notify.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { notFound } from '#server/http/errors.ts';
import type { ProductStockEntry } from '#shared/schemas/stock.ts';
import { writeAudit } from '#server/modules/audit/index.ts';
import { currentEdition } from '#server/modules/editions/index.ts';
import { replaceProductStock } from '#server/modules/stock/index.ts';
import { insertProductRow, lockProduct as lockProductRow, updateProductRow, type ProductInput, type ProductRow } from './admin-products.repo.ts';
import { toAdminProductDto } from './catalogue.presenter.ts';

async function lockProduct(tx: Tx, id: string) {
  const row = await lockProductRow(tx, id);
  if (!row) throw notFound(msg.adminProductNotFound);
  return row;
}

const auditView = ({ id: _id, createdAt: _c, updatedAt: _u, ...fields }: ProductRow) => fields;

type ProductWithStock = ProductInput & { stock?: ProductStockEntry[] | undefined };

export async function createProduct(db: Db, actorId: string, { stock, ...input }: ProductWithStock) {
  return inTransaction(db, async (tx) => {
    const row = await insertProductRow(tx, input);
    // Every instance drops its cached catalogue, and every open shop reads it again (decision 021).
    await notifyLive(tx, { kind: 'catalogue' });
    await writeAudit(tx, { actorId, action: 'product.create', entity: 'product', entityId: row.id, after: auditView(row) });
    if (stock) await replaceProductStock(tx, actorId, (await currentEdition(tx)).id, row.id, stock);
    return toAdminProductDto(row);
  });
}

/** Editing keeps is_active as it is: deactivation is one-way (docs/product.md#catalogue-states). */
export async function updateProduct(db: Db, actorId: string, id: string, { stock, ...input }: ProductWithStock) {
  return inTransaction(db, async (tx) => {
    const before = await lockProduct(tx, id);
    const after = await updateProductRow(tx, id, input);
    await notifyLive(tx, { kind: 'catalogue' });
    // Each day's change is refused below its units sold and audited on its own (stock.service.ts).
    if (stock) await replaceProductStock(tx, actorId, (await currentEdition(tx)).id, id, stock);
    await writeAudit(tx, {
      actorId,
      action: 'product.update',
      entity: 'product',
      entityId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return toAdminProductDto(after);
  });
}

/** 'Delete' sets is_active false; orders keep referring to the product. Repeating it changes nothing. */
export async function deactivateProduct(db: Db, actorId: string, id: string) {
  await inTransaction(db, async (tx) => {
    const before = await lockProduct(tx, id);
    if (!before.isActive) return;
    await updateProductRow(tx, id, { isActive: false });
    await notifyLive(tx, { kind: 'catalogue' });
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
