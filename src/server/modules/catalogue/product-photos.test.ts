import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import { adminProductResponse } from '#shared/schemas/admin-catalogue.ts';
import { productsResponse } from '#shared/schemas/shop.ts';
import { productPhotos } from '#server/db/schema/index.ts';
import { ApiClient, errorOf, readJson } from '#server/testing/api-client.ts';
import { auditRowsSince, lastAuditId } from '#server/testing/admin-fixtures.ts';
import { insertProduct } from '#server/testing/shop-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';
import { PHOTO_WIDTHS } from './photo-image.ts';

// Product photos (docs/decisions/047-product-photos.md): made on the server from what an admin uploads, served by
// the shop under an address that names them; anything that is not a readable photo is refused and stores nothing.

const t = useTestApp();
const admin = useSignedInAdmin(t);

/** A camera's JPEG: landscape pixels that the camera says to turn a quarter, with a copyright in its metadata. */
const cameraJpeg = (colour = '#c33') =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: colour } })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: 'secret-camera-owner' } })
    .jpeg()
    .toBuffer();

/** A PNG of 1×1 pixel whose header claims 50,000×50,000: decoded, it would take gigabytes. */
async function decompressionBomb() {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } }).png().toBuffer();
  // IHDR: length (4) and type (4) at 8, width and height at 16 and 20, its CRC (over type and data) at 29.
  png.writeUInt32BE(50_000, 16);
  png.writeUInt32BE(50_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const photoPath = (id: string) => `/api/admin/products/${id}/photo`;
const photoCount = async () => (await t.database.db.select({ n: count() }).from(productPhotos))[0]!.n;
const shopProduct = async (id: string) => readJson(await new ApiClient(t.app).get('/api/products'), productsResponse).products.find((p) => p.id === id);

describe('a product photo', () => {
  it('is made into two WebP sizes, turned upright, without its metadata, and served for a year under its address', async () => {
    const product = await insertProduct(t.database.db);
    const since = await lastAuditId(t.database.db);
    const res = await admin.client.upload(photoPath(product.id), await cameraJpeg(), 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const { product: saved, message } = readJson(res, adminProductResponse);
    expect(message).toBe(msg.photoSaved);
    expect(saved.photoHash).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await shopProduct(product.id))?.photoHash).toBe(saved.photoHash);

    for (const [size, width] of Object.entries(PHOTO_WIDTHS)) {
      const served = await new ApiClient(t.app).get(`/api/photos/${saved.photoHash}/${size}.webp`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const image = await sharp(served.rawPayload).metadata();
      // Upright: the quarter turn applied, so the landscape pixels became a portrait photo.
      expect({ format: image.format, width: image.width, height: image.height }).toEqual({ format: 'webp', width, height: (width * 4) / 3 });
      expect(image.exif).toBeUndefined();
      expect(image.orientation).toBeUndefined();
      expect(served.rawPayload.includes('secret-camera-owner')).toBe(false);
    }
    expect(await auditRowsSince(t.database.db, since)).toMatchObject([{ action: 'product.photo', entityId: product.id, before: { photoHash: null }, after: { photoHash: saved.photoHash } }]);
  });

  it('replaced, gets a new address and the old one is gone; removed, the product shows its image URL again', async () => {
    const product = await insertProduct(t.database.db, { imageUrl: 'https://img.example/bottle.png' });
    const first = readJson(await admin.client.upload(photoPath(product.id), await cameraJpeg('#c33'), 'image/jpeg'), adminProductResponse).product;
    const second = readJson(await admin.client.upload(photoPath(product.id), await cameraJpeg('#3c3'), 'image/jpeg'), adminProductResponse).product;
    expect(second.photoHash).not.toBe(first.photoHash);
    expect((await new ApiClient(t.app).get(`/api/photos/${first.photoHash}/small.webp`)).statusCode).toBe(404);
    expect((await new ApiClient(t.app).get(`/api/photos/${second.photoHash}/small.webp`)).statusCode).toBe(200);

    const removed = await admin.client.delete(photoPath(product.id));
    expect(removed.statusCode).toBe(200);
    expect(readJson(removed, adminProductResponse)).toMatchObject({ message: msg.photoRemoved, product: { photoHash: null, imageUrl: 'https://img.example/bottle.png' } });
    expect((await new ApiClient(t.app).get(`/api/photos/${second.photoHash}/large.webp`)).statusCode).toBe(404);
  });

  it('of the same file for two products is two photos: removing one leaves the other', async () => {
    const [a, b] = [await insertProduct(t.database.db), await insertProduct(t.database.db)];
    const jpeg = await cameraJpeg();
    const photoA = readJson(await admin.client.upload(photoPath(a.id), jpeg, 'image/jpeg'), adminProductResponse).product.photoHash;
    const photoB = readJson(await admin.client.upload(photoPath(b.id), jpeg, 'application/octet-stream'), adminProductResponse).product.photoHash;
    expect(photoA).not.toBe(photoB);
    await admin.client.delete(photoPath(a.id));
    expect((await new ApiClient(t.app).get(`/api/photos/${photoB}/small.webp`)).statusCode).toBe(200);
  });

  it('takes PNG and WebP as well as JPEG, whatever type the browser named', async () => {
    const product = await insertProduct(t.database.db);
    const square = sharp({ create: { width: 600, height: 600, channels: 4, background: '#36c8' } });
    for (const file of [await square.clone().png().toBuffer(), await square.clone().webp().toBuffer()]) {
      expect((await admin.client.upload(photoPath(product.id), file, 'image/jpeg')).statusCode).toBe(200);
    }
  });
});

describe('a file that is not a photo the shop can read', () => {
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(16)]);
  const cases: [string, () => Promise<Buffer> | Buffer, string, number, string][] = [
    ['a PDF renamed to .jpg', () => pdf, 'image/jpeg', 400, msg.photoNotAnImage],
    ['a phone\'s HEIC photo', () => heic, 'image/heic', 400, msg.photoHeic],
    ['a decompression bomb', decompressionBomb, 'image/png', 400, msg.photoTooManyPixels],
    ['a 50 MB file', () => Buffer.alloc(50 * 1024 * 1024, 0xff), 'image/jpeg', 413, msg.photoTooLarge],
    ['a file one byte over 10 MB', () => Buffer.alloc(PHOTO_MAX_BYTES + 1, 0xff), 'image/jpeg', 413, msg.photoTooLarge],
    ['an empty file', () => Buffer.alloc(0), 'image/png', 400, msg.photoNotAnImage],
  ];
  it.each(cases)('%s is refused with a clear message and stores nothing', async (_name, file, type, status, message) => {
    const product = await insertProduct(t.database.db);
    const before = await photoCount();
    const res = await admin.client.upload(photoPath(product.id), await file(), type);
    expect(res.statusCode).toBe(status);
    expect(errorOf(res).message).toBe(message);
    expect(await photoCount()).toBe(before);
    expect((await shopProduct(product.id))?.photoHash).toBeNull();
  });

  it('is refused when sent as JSON, and a form\'s types never reach the route', async () => {
    const product = await insertProduct(t.database.db);
    expect(errorOf(await admin.client.put(photoPath(product.id), { photo: 'x' })).message).toBe(msg.photoNotAnImage);
    // An HTML form elsewhere can send text/plain: the same-origin guard refuses it as it refuses any non-JSON change.
    expect((await admin.client.upload(photoPath(product.id), await cameraJpeg(), 'text/plain')).statusCode).toBe(403);
  });

  it('for a product that does not exist is 404', async () => {
    const res = await admin.client.upload(photoPath(crypto.randomUUID()), await cameraJpeg(), 'image/jpeg');
    expect(res.statusCode).toBe(404);
  });
});
