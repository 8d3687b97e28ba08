import { msg } from '#shared/messages.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { notFound } from '#server/http/errors.ts';
import type { ProductStockEntry } from '#shared/schemas/stock.ts';
import { editionOrCurrent, writableEdition } from '#server/modules/editions/index.ts';
import { replaceProductStock } from '#server/modules/stock/index.ts';
import {
  insertProductRow,
  lockProduct as lockProductRow,
  updateProductRow,
  writeLeftOut,
  type ProductInput,
  type ProductRow,
} from './admin-products.repo.ts';
import { leftOutProductIds } from './catalogue.repo.ts';
import { catalogueChanged, deactivateCatalogueItem } from './catalogue-change.ts';
import { toAdminProductDto } from './catalogue.presenter.ts';

export async function lockProduct(tx: Tx, id: string, strength?: Parameters<typeof lockProductRow>[2]) {
  const row = await lockProductRow(tx, id, strength);
  if (!row) throw notFound(msg.adminProductNotFound);
  return row;
}

const auditView = ({ id: _id, createdAt: _c, updatedAt: _u, ...fields }: ProductRow) => fields;

type ProductWithStock = ProductInput & { stock?: ProductStockEntry[] | undefined };

/**
 * A product's facts belong to no edition; the stock limits the form sends are those of the edition the back office
 * names (`editionId`, the current one when undefined: docs/decisions/031).
 */
export async function createProduct(db: Db, actorId: string, editionId: string | undefined, { stock, ...input }: ProductWithStock) {
  return inTransaction(db, async (tx) => {
    const edition = await editionOrCurrent(tx, editionId);
    const row = await insertProductRow(tx, input);
    await catalogueChanged(tx, { actorId, action: 'product.create', entity: 'product', entityId: row.id, after: auditView(row) });
    if (stock) await replaceProductStock(tx, actorId, edition.id, row.id, stock);
    // No edition has left out a product that did not exist: a new one is offered in all of them.
    return toAdminProductDto(row, true);
  });
}

/** Editing keeps is_active as it is: deactivation is one-way (docs/product.md#catalogue-states). */
export async function updateProduct(db: Db, actorId: string, editionId: string | undefined, id: string, { stock, ...input }: ProductWithStock) {
  return inTransaction(db, async (tx) => {
    const edition = await editionOrCurrent(tx, editionId);
    const before = await lockProduct(tx, id);
    const after = await updateProductRow(tx, id, input);
    // Each day's change is refused below its units sold and audited on its own (stock.service.ts).
    if (stock) await replaceProductStock(tx, actorId, edition.id, id, stock);
    await catalogueChanged(tx, {
      actorId,
      action: 'product.update',
      entity: 'product',
      entityId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return toAdminProductDto(after, (await leftOutProductIds(tx, edition.id, [id])).length === 0);
  });
}

/**
 * Offers a product in an edition's shop or leaves it out (docs/decisions/031); the product and the other editions
 * stay as they are, and a closed edition's offer is read-only. The product is held FOR UPDATE: an order of it in
 * flight commits first, and every later one sees it left out.
 */
export async function setProductOffered(db: Db, actorId: string, editionId: string | undefined, id: string, offered: boolean) {
  return inTransaction(db, async (tx) => {
    const edition = await writableEdition(tx, (await editionOrCurrent(tx, editionId)).id);
    const product = await lockProduct(tx, id, 'exclusive');
    if (await writeLeftOut(tx, edition.id, id, !offered)) {
      await catalogueChanged(tx, {
        actorId,
        action: 'product.offer',
        entity: 'product',
        entityId: id,
        before: { editionId: edition.id, offered: !offered },
        after: { editionId: edition.id, offered },
      });
    }
    const names = { product: product.name, edition: edition.name };
    const message = offered ? msg.productOffered(names) : msg.productLeftOut(names);
    return { product: toAdminProductDto(product, offered), message };
  });
}

const productItem = { entity: 'product', lock: lockProduct, setInactive: (tx: Tx, id: string) => updateProductRow(tx, id, { isActive: false }) } as const;

/** 'Delete' sets is_active false; orders keep referring to the product. Repeating it changes nothing. */
export async function deactivateProduct(db: Db, actorId: string, id: string) {
  await inTransaction(db, (tx) => deactivateCatalogueItem(tx, actorId, productItem, id));
}
