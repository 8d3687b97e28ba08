import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '#server/testing/api-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { useTestDatabase } from '#server/testing/suite.ts';
import { insertProduct, registeredGuest } from '#server/testing/shop-fixtures.ts';

const database = useTestDatabase();
let t: TestApp;
let guest: ApiClient;
beforeAll(async () => {
  // A stand-in for dist/web: the single-page app's shell.
  const webRoot = mkdtempSync(join(tmpdir(), 'web-static-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Lounge</title>');
  // The catalogue kept in memory until a change, as in production.
  t = await createTestApp({ webRoot, catalogueCacheMs: Number.POSITIVE_INFINITY }, database);
  guest = (await registeredGuest(t)).client;
});
afterAll(() => t.app.close());

const shopLink = async (url = '/shop', client = guest) => {
  // As a shop's own catalogue read does, before any shop HTML of this catalogue: loads it into memory.
  await client.get('/api/products?lang=en');
  const res = await client.get(url);
  expect(res.statusCode).toBe(200);
  return res.headers.link;
};

/** The preload of a photo, with the addresses, sizes and widths the shop's <img> has (docs/decisions/047-product-photos.md). */
const photoPreload = (hash: string) =>
  `</api/photos/${hash}/small.webp>; rel=preload; as=image; imagesrcset="/api/photos/${hash}/small.webp 480w, /api/photos/${hash}/large.webp 1200w"; imagesizes="(min-width: 640px) 400px, 80px"; fetchpriority=high`;

describe("the shop's HTML answer preloads the photo the shop shows first", () => {
  it('names no photo while none of the first screen of products has one', async () => {
    for (const name of ['B1', 'B2', 'B3', 'B4']) await insertProduct(database.db, { name });
    await insertProduct(database.db, { name: 'B5', photoHash: 'fifth-product-photo' });
    t.app.catalogue.invalidate();
    expect(await shopLink()).toBeUndefined();
  });

  it("names the first photo of the first screen, for a signed-in visitor's shop with no category chosen", async () => {
    await insertProduct(database.db, { name: 'A1' });
    await insertProduct(database.db, { name: 'A2', photoHash: 'second-product-photo' });
    await insertProduct(database.db, { name: 'A3', photoHash: 'third-product-photo' });
    t.app.catalogue.invalidate();
    expect(await shopLink()).toBe(photoPreload('second-product-photo'));

    // Signed out, the shop sends the visitor to the sign-in page; with a category, other products come first.
    expect(await shopLink('/shop', new ApiClient(t.app))).toBeUndefined();
    expect(await shopLink('/shop?category=Beer')).toBeUndefined();
    expect(await shopLink('/cart')).toBeUndefined();
  });

  it('follows a change of the catalogue', async () => {
    await insertProduct(database.db, { name: 'A0', photoHash: 'new-first-photo' });
    t.app.catalogue.invalidate();
    expect(await shopLink()).toBe(photoPreload('new-first-photo'));
  });
});
