import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import { mixDrinks, products } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { ApiClient, json } from '#server/testing/api-client.ts';
import { auditRowsSince, lastAuditId, signedInAdmin } from '#server/testing/admin-fixtures.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

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
const publicIds = async (path: '/api/products' | '/api/mix-drinks', key: 'products' | 'mixDrinks') =>
  (json(await new ApiClient(t.app).get(path))[key] as { id: string }[]).map((p) => p.id);

describe('products', () => {
  it('creates, lists, edits and audits a product', async () => {
    const since = await lastAuditId(t.database.db);
    const created = await admin.client.post('/api/admin/products', productBody());
    expect(created.statusCode).toBe(201);
    const { product, message } = json(created);
    expect(message).toBe(msg.productCreated);
    expect(product).toMatchObject({ ...productBody(), isActive: true });

    const edited = await admin.client.put(`/api/admin/products/${product.id}`, productBody({ name: 'Grey Goose 1L', tokenPrice: 150, category: '', imageUrl: '' }));
    expect(edited.statusCode).toBe(200);
    expect(json(edited).message).toBe(msg.productUpdated);
    expect(json(edited).product).toMatchObject({ name: 'Grey Goose 1L', tokenPrice: 150, category: null, imageUrl: null, isActive: true });

    const listed = json(await admin.client.get('/api/admin/products')).products;
    expect(listed.find((p: { id: string }) => p.id === product.id)).toEqual(json(edited).product);
    const audit = await auditRowsSince(t.database.db, since);
    expect(audit.map((a) => a.action)).toEqual(['product.create', 'product.update']);
    expect(audit[1]).toMatchObject({ before: { tokenPrice: 120, category: 'Spirits' }, after: { tokenPrice: 150, category: null } });
  });

  it('applies the defaults: category type other, no mix choices, empty description, null category and image', async () => {
    const res = await admin.client.post('/api/admin/products', { name: 'Ice', tokenPrice: 0 });
    expect(res.statusCode).toBe(201);
    expect(json(res).product).toMatchObject({ categoryType: 'other', maxMixChoices: 0, description: '', category: null, imageUrl: null });
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
    [{ categoryType: 'spirits' }, undefined],
  ])('refuses %j with 400 and writes nothing', async (overrides, message) => {
    const before = await productCount();
    const res = await admin.client.post('/api/admin/products', productBody(overrides));
    expect(res.statusCode).toBe(400);
    if (message) expect(json(res).error.message).toBe(message);
    expect(await productCount()).toBe(before);
  });

  it('delete deactivates: the product leaves the shop, stays in the back office, and is audited once', async () => {
    const { product } = json(await admin.client.post('/api/admin/products', productBody({ name: 'Soon gone' })));
    expect(await publicIds('/api/products', 'products')).toContain(product.id);
    const since = await lastAuditId(t.database.db);
    const res = await admin.client.delete(`/api/admin/products/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe(msg.productDeactivated);
    expect(await publicIds('/api/products', 'products')).not.toContain(product.id);
    const listed = json(await admin.client.get('/api/admin/products')).products;
    expect(listed.find((p: { id: string }) => p.id === product.id).isActive).toBe(false);
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
    const { mixDrink, message } = json(created);
    expect(message).toBe(msg.mixDrinkCreated);
    expect(mixDrink).toMatchObject({ name: 'Tonic', isActive: true });
    expect(await publicIds('/api/mix-drinks', 'mixDrinks')).toContain(mixDrink.id);

    const renamed = await admin.client.put(`/api/admin/mix-drinks/${mixDrink.id}`, { name: 'Indian Tonic' });
    expect(json(renamed)).toMatchObject({ message: msg.mixDrinkUpdated, mixDrink: { name: 'Indian Tonic' } });

    const deleted = await admin.client.delete(`/api/admin/mix-drinks/${mixDrink.id}`);
    expect(json(deleted).message).toBe(msg.mixDrinkDeactivated);
    expect(await publicIds('/api/mix-drinks', 'mixDrinks')).not.toContain(mixDrink.id);
    const listed = json(await admin.client.get('/api/admin/mix-drinks')).mixDrinks;
    expect(listed.find((m: { id: string }) => m.id === mixDrink.id)).toMatchObject({ name: 'Indian Tonic', isActive: false });
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
      if ('name' in body) expect(json(res).error.message).toBe(msg.mixDrinkNameRequired);
    }
    expect((await t.database.db.select({ n: count() }).from(mixDrinks))[0]!.n).toBe(before);
    expect((await admin.client.put(`/api/admin/mix-drinks/${crypto.randomUUID()}`, { name: 'x' })).statusCode).toBe(404);
  });
});
