import { eq } from 'drizzle-orm';
import type { Queryable, Tx } from '#server/db/client.ts';
import { productPhotos, products } from '#server/db/schema/index.ts';
import type { ProductRow } from './admin-products.repo.ts';

export type PhotoSize = 'small' | 'large';

/** A product's photo replaced (or given) and the product pointed at it, in the caller's transaction. */
export async function writeProductPhoto(tx: Tx, productId: string, photo: { hash: string; small: Buffer; large: Buffer }): Promise<ProductRow> {
  await tx
    .insert(productPhotos)
    .values({ productId, ...photo })
    .onConflictDoUpdate({ target: productPhotos.productId, set: { ...photo, createdAt: new Date() } });
  const [row] = await tx.update(products).set({ photoHash: photo.hash, updatedAt: new Date() }).where(eq(products.id, productId)).returning();
  return row!;
}

export async function deleteProductPhoto(tx: Tx, productId: string): Promise<ProductRow> {
  await tx.delete(productPhotos).where(eq(productPhotos.productId, productId));
  const [row] = await tx.update(products).set({ photoHash: null, updatedAt: new Date() }).where(eq(products.id, productId)).returning();
  return row!;
}

/** One size of the photo with this address, or undefined. */
export async function readPhoto(db: Queryable, hash: string, size: PhotoSize): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ bytes: size === 'small' ? productPhotos.small : productPhotos.large })
    .from(productPhotos)
    .where(eq(productPhotos.hash, hash));
  return row?.bytes;
}
