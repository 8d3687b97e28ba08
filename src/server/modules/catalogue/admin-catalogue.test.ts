import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import { messageResponse } from '#shared/schemas/auth.ts';
import { mixDrinksResponse, productsResponse } from '#shared/schemas/shop.ts';
import {
  adminMixDrinkResponse,
  adminMixDrinksResponse,
  adminProductResponse,
  adminProductsResponse,
} from '#shared/schemas/admin-catalogue.ts';
import { mixDrinks, products } from '#server/db/schema/index.ts';
import { ApiClient, errorOf, readJson } from '#server/testing/api-client.ts';
import { auditRowsSince, lastAuditId } from '#server/testing/admin-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';

const t = useTestApp();
const admin = useSignedInAdmin(t);

const productBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Grey Goose 70cl',
  description: 'Vodka',
  tokenPrice: 120,
  category: 'Spirits',
  categoryType: 'bottle',
  maxMixChoices: 3,
  imageUrl: 'https://img.example/goose.png',
  ...overrides,
});
const productCount = async () => (await t.database.db.select({ n: count() }).from(products))[0]!.n;
const publicIds = async (path: '/api/products' | '/api/mix-drinks') => {
  const res = await new ApiClient(t.app).get(path);
  const listed = path === '/api/products' ? readJson(res, productsResponse).products : readJson(res, mixDrinksResponse).mixDrinks;
  return listed.map((p) => p.id);
};

describe('products', () => {
  it('creates, lists, edits and audits a product', async () => {
    const since = await lastAuditId(t.database.db);
    const created = await admin.client.post('/api/admin/products', productBody());
    expect(created.statusCode).toBe(201);
    const { product, message } = readJson(created, adminProductResponse);
    expect(message).toBe(msg.productCreated);
    expect(product).toMatchObject({ ...productBody(), isActive: true });

    const edited = await admin.client.put(`/api/admin/products/${product.id}`, productBody({ name: 'Grey Goose 1L', tokenPrice: 150, category: '', imageUrl: '' }));
    expect(edited.statusCode).toBe(200);
    expect(readJson(edited, adminProductResponse).message).toBe(msg.productUpdated);
    expect(readJson(edited, adminProductResponse).product).toMatchObject({ name: 'Grey Goose 1L', tokenPrice: 150, category: null, imageUrl: null, isActive: true });

    const listed = readJson(await admin.client.get('/api/admin/products'), adminProductsResponse).products;
    expect(listed.find((p) => p.id === product.id)).toEqual(readJson(edited, adminProductResponse).product);
    const audit = await auditRowsSince(t.database.db, since);
    expect(audit.map((a) => a.action)).toEqual(['product.create', 'product.update']);
    expect(audit[1]).toMatchObject({ before: { tokenPrice: 120, category: 'Spirits' }, after: { tokenPrice: 150, category: null } });
  });

  it('applies the defaults: category type other, no mix choices, empty description, null category and image', async () => {
    const res = await admin.client.post('/api/admin/products', { name: 'Ice', tokenPrice: 0 });
    expect(res.statusCode).toBe(201);
    expect(readJson(res, adminProductResponse).product).toMatchObject({ categoryType: 'other', maxMixChoices: 0, description: '', category: null, imageUrl: null });
  });

  it.each([
    [{ name: ' ' }, msg.productNameRequired],
    [{ tokenPrice: -1 }, msg.invalidTokenPrice],
    [{ tokenPrice: 9.5 }, msg.invalidTokenPrice],
    [{ tokenPrice: '12' }, msg.invalidTokenPrice],
    [{ tokenPrice: undefined }, msg.invalidTokenPrice],
    [{ maxMixChoices: 11 }, msg.invalidMaxMixChoices],
    [{ maxMixChoices: -1 }, msg.invalidMaxMixChoices],
    [{ imageUrl: 'not a url' }, msg.invalidImageUrl],
    [{ imageUrl: 'javascript:alert(1)' }, msg.invalidImageUrl],
    [{ imageUrl: 'data:image/png;base64,AAAA' }, msg.invalidImageUrl],
    [{ imageUrl: '/images/goose.png' }, msg.invalidImageUrl],
    [{ imageUrl: 'http://img.example/goose.png' }, msg.imageUrlNotHttps],
    [{ categoryType: 'spirits' }, undefined],
  ])('refuses %j with 400 and writes nothing', async (overrides, message) => {
    const before = await productCount();
    const res = await admin.client.post('/api/admin/products', productBody(overrides));
    expect(res.statusCode).toBe(400);
    if (message) expect(errorOf(res).message).toBe(message);
    expect(await productCount()).toBe(before);
  });

  it('refuses an http:// picture, which the content security policy would block, saying https is needed in the admin\'s language', async () => {
    const { product } = readJson(await admin.client.post('/api/admin/products', productBody({ name: 'Pictured' })), adminProductResponse);
    const res = await admin.client.put(`/api/admin/products/${product.id}`, productBody({ name: 'Pictured', imageUrl: 'http://img.example/goose.png' }));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'VALIDATION_ERROR', message: msg.imageUrlNotHttps, messageKey: 'imageUrlNotHttps', details: { field: 'imageUrl' } });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.imageUrl).toBe('https://img.example/goose.png');
    // The policy the shop sends lets other sites' pictures in over https only.
    const csp = (await new ApiClient(t.app).get('/api/products')).headers['content-security-policy'] as string;
    expect(csp).toMatch(/img-src 'self' data: https:;/);
  });

  it('delete deactivates: the product leaves the shop, stays in the back office, and is audited once', async () => {
    const { product } = readJson(await admin.client.post('/api/admin/products', productBody({ name: 'Soon gone' })), adminProductResponse);
    expect(await publicIds('/api/products')).toContain(product.id);
    const since = await lastAuditId(t.database.db);
    const res = await admin.client.delete(`/api/admin/products/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect(readJson(res, messageResponse).message).toBe(msg.productDeactivated);
    expect(await publicIds('/api/products')).not.toContain(product.id);
    const listed = readJson(await admin.client.get('/api/admin/products'), adminProductsResponse).products;
    expect(listed.find((p) => p.id === product.id)!.isActive).toBe(false);
    // Deleting again changes nothing; editing does not reactivate.
    expect((await admin.client.delete(`/api/admin/products/${product.id}`)).statusCode).toBe(200);
    await admin.client.put(`/api/admin/products/${product.id}`, productBody({ name: 'Still gone' }));
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ isActive: false, name: 'Still gone' });
    expect((await auditRowsSince(t.database.db, since)).map((a) => a.action)).toEqual(['product.deactivate', 'product.update']);
  });

  it('answers 404 for unknown products', async () => {
    expect((await admin.client.put(`/api/admin/products/${crypto.randomUUID()}`, productBody())).statusCode).toBe(404);
    expect((await admin.client.delete(`/api/admin/products/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('mix drinks', () => {
  it('creates, renames, lists and deactivates a mix drink, which then leaves the shop; every change audited', async () => {
    const since = await lastAuditId(t.database.db);
    const created = await admin.client.post('/api/admin/mix-drinks', { name: ' Tonic ' });
    expect(created.statusCode).toBe(201);
    const { mixDrink, message } = readJson(created, adminMixDrinkResponse);
    expect(message).toBe(msg.mixDrinkCreated);
    expect(mixDrink).toMatchObject({ name: 'Tonic', isActive: true });
    expect(await publicIds('/api/mix-drinks')).toContain(mixDrink.id);

    const renamed = await admin.client.put(`/api/admin/mix-drinks/${mixDrink.id}`, { name: 'Indian Tonic' });
    expect(readJson(renamed, adminMixDrinkResponse)).toMatchObject({ message: msg.mixDrinkUpdated, mixDrink: { name: 'Indian Tonic' } });

    const deleted = await admin.client.delete(`/api/admin/mix-drinks/${mixDrink.id}`);
    expect(readJson(deleted, messageResponse).message).toBe(msg.mixDrinkDeactivated);
    expect(await publicIds('/api/mix-drinks')).not.toContain(mixDrink.id);
    const listed = readJson(await admin.client.get('/api/admin/mix-drinks'), adminMixDrinksResponse).mixDrinks;
    expect(listed.find((m) => m.id === mixDrink.id)).toMatchObject({ name: 'Indian Tonic', isActive: false });
    expect((await auditRowsSince(t.database.db, since)).map((a) => a.action)).toEqual([
      'mix_drink.create',
      'mix_drink.update',
      'mix_drink.deactivate',
    ]);
  });

  it('requires a name', async () => {
    const before = (await t.database.db.select({ n: count() }).from(mixDrinks))[0]!.n;
    for (const body of [{ name: '' }, { name: '   ' }, {}]) {
      const res = await admin.client.post('/api/admin/mix-drinks', body);
      expect(res.statusCode).toBe(400);
      if ('name' in body) expect(errorOf(res).message).toBe(msg.mixDrinkNameRequired);
    }
    expect((await t.database.db.select({ n: count() }).from(mixDrinks))[0]!.n).toBe(before);
    expect((await admin.client.put(`/api/admin/mix-drinks/${crypto.randomUUID()}`, { name: 'x' })).statusCode).toBe(404);
  });
});
