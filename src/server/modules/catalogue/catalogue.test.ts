import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { ApiClient, json } from '#server/testing/api-client.ts';
import { insertBottle, insertMixDrink, insertProduct } from '#server/testing/shop-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('public catalogue', () => {
  it('lists active products by name to anyone, without internal fields', async () => {
    const db = t.database.db;
    await insertProduct(db, { name: 'Zubrowka', tokenPrice: 80, category: 'Spirits', description: 'Bison grass' });
    await insertBottle(db, { name: 'Absolut', maxMixChoices: 3, imageUrl: 'https://img.example/absolut.png' });
    await insertProduct(db, { name: 'Martini', isActive: false });
    const res = await new ApiClient(t.app).get('/api/products');
    expect(res.statusCode).toBe(200);
    const { products } = json(res);
    expect(products.map((p: { name: string }) => p.name)).toEqual(['Absolut', 'Zubrowka']);
    expect(products[0]).toEqual({
      id: expect.any(String),
      name: 'Absolut',
      description: '',
      imageUrl: 'https://img.example/absolut.png',
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
    expect(json(res).mixDrinks.map((m: { name: string }) => m.name)).toEqual(['Cola', 'Tonic']);
  });
});
