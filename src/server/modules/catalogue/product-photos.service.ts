import { createHash } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { editionOrCurrent } from '#server/modules/editions/index.ts';
import { lockProduct } from './admin-products.service.ts';
import type { ProductRow } from './admin-products.repo.ts';
import { leftOutProductIds } from './catalogue.repo.ts';
import { catalogueChanged } from './catalogue-change.ts';
import { toAdminProductDto } from './catalogue.presenter.ts';
import { makePhotoSizes } from './photo-image.ts';
import { deleteProductPhoto, writeProductPhoto } from './product-photos.repo.ts';
import type { Tx } from '#server/db/client.ts';

/** The photo's address part: what was uploaded, for which product, so two products never share a row. */
const photoHash = (productId: string, upload: Buffer) => createHash('sha256').update(productId).update(upload).digest('base64url').slice(0, 32);

/** Changes a product's photo in one transaction: the product locked, the change audited, every shop told. */
async function changePhoto(db: Db, actorId: string, editionId: string | undefined, productId: string, write: (tx: Tx) => Promise<ProductRow>) {
  return inTransaction(db, async (tx) => {
    const edition = await editionOrCurrent(tx, editionId);
    const before = await lockProduct(tx, productId);
    const after = await write(tx);
    await catalogueChanged(tx, {
      actorId,
      action: 'product.photo',
      entity: 'product',
      entityId: productId,
      before: { photoHash: before.photoHash },
      after: { photoHash: after.photoHash },
    });
    return toAdminProductDto(after, (await leftOutProductIds(tx, edition.id, [productId])).length === 0);
  });
}

/** The sizes are made before the transaction opens: a photo takes a while, and holds no lock while it does. */
export async function setProductPhoto(db: Db, actorId: string, editionId: string | undefined, productId: string, upload: Buffer) {
  const sizes = await makePhotoSizes(upload);
  const hash = photoHash(productId, upload);
  return changePhoto(db, actorId, editionId, productId, (tx) => writeProductPhoto(tx, productId, { hash, ...sizes }));
}

/** The product goes back to its image URL, or to its category's icon. */
export const removeProductPhoto = (db: Db, actorId: string, editionId: string | undefined, productId: string) =>
  changePhoto(db, actorId, editionId, productId, (tx) => deleteProductPhoto(tx, productId));
