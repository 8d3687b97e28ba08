import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mixDrinksResponse, productsResponse } from '#shared/schemas/shop.ts';
import { adminProductResponse } from '#shared/schemas/admin-catalogue.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { ApiClient, readJson } from '#server/testing/api-client.ts';
import { insertBottle, insertMixDrink, insertProduct } from '#server/testing/shop-fixtures.ts';
import { signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { useTestApp } from '#server/testing/suite.ts';

const t = useTestApp();

describe('public catalogue', () => {
  it('lists active products by name to anyone, without internal fields', async () => {
    const db = t.database.db;
    await insertProduct(db, { name: 'Zubrowka', tokenPrice: 80, category: 'Spirits', description: 'Bison grass' });
    await insertBottle(db, { name: 'Absolut', maxMixChoices: 3, imageUrl: 'https://img.example/absolut.png' });
    await insertProduct(db, { name: 'Martini', isActive: false });
    const res = await new ApiClient(t.app).get('/api/products');
    expect(res.statusCode).toBe(200);
    const { products } = readJson(res, productsResponse);
    expect(products.map((p) => p.name)).toEqual(['Absolut', 'Zubrowka']);
    expect(products[0]).toEqual({
      id: expect.any(String),
      name: 'Absolut',
      description: '',
      imageUrl: 'https://img.example/absolut.png',
      photoHash: null,
      tokenPrice: 100,
      category: null,
      categoryType: 'bottle',
      maxMixChoices: 3,
    });
  });

  it('lists active mix drinks by name', async () => {
    const db = t.database.db;
    await insertMixDrink(db, { name: 'Tonic' });
    await insertMixDrink(db, { name: 'Cola' });
    await insertMixDrink(db, { name: 'Bitter Lemon', isActive: false });
    const res = await new ApiClient(t.app).get('/api/mix-drinks');
    expect(res.statusCode).toBe(200);
    expect(readJson(res, mixDrinksResponse).mixDrinks.map((m) => m.name)).toEqual(['Cola', 'Tonic']);
  });
});

describe('entity tags', () => {
  it('answers If-None-Match with an empty 304 until the catalogue changes', async () => {
    const client = new ApiClient(t.app);
    const first = await client.get('/api/products');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await client.request('GET', '/api/products', undefined, { 'if-none-match': tag });
      expect(again.statusCode, tag).toBe(304);
      expect(again.body).toBe('');
    }
    const stale = await client.request('GET', '/api/products', undefined, { 'if-none-match': '"other"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);

    await insertProduct(t.database.db, { name: 'Aperol' });
    const changed = await client.request('GET', '/api/products', undefined, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(readJson(changed, productsResponse).products.map((p) => p.name)).toContain('Aperol');
  });
});

describe('cached catalogue', () => {
  let cached: TestApp;
  beforeAll(async () => {
    // An hour, so that only an invalidation can make a change show.
    cached = await createTestApp({ catalogueCacheMs: 3_600_000 }, t.database);
  });
  afterAll(() => cached.close());

  const names = async (path: '/api/products' | '/api/mix-drinks') => {
    const res = await new ApiClient(cached.app).get(path);
    const listed = path === '/api/products' ? readJson(res, productsResponse).products : readJson(res, mixDrinksResponse).mixDrinks;
    return listed.map((p) => p.name);
  };

  it('serves the catalogue from memory: a change made outside this instance shows only later', async () => {
    const before = await names('/api/products');
    await insertProduct(t.database.db, { name: 'Elsewhere Gin' });
    expect(await names('/api/products')).toEqual(before);
  });

  it("drops the cached catalogue when an admin edits it through this instance", async () => {
    const { client } = await signedInAdmin(cached);
    await names('/api/products');
    await names('/api/mix-drinks');

    const created = await client.post('/api/admin/products', { name: 'Fresh Rum', tokenPrice: 90, categoryType: 'bottle' });
    expect(created.statusCode).toBe(201);
    expect(await names('/api/products')).toContain('Fresh Rum');

    const removed = await client.delete(`/api/admin/products/${readJson(created, adminProductResponse).product.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await names('/api/products')).not.toContain('Fresh Rum');

    const mix = await client.post('/api/admin/mix-drinks', { name: 'Ginger Beer' });
    expect(mix.statusCode).toBe(201);
    expect(await names('/api/mix-drinks')).toContain('Ginger Beer');
  });
});
