import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import { adminMixDrinkResponse, adminProductResponse, adminProductsResponse } from '#shared/schemas/admin-catalogue.ts';
import { mixDrinksResponse, productsResponse, type Product } from '#shared/schemas/shop.ts';
import { ApiClient, errorOf, readJson } from '#server/testing/api-client.ts';
import { signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { insertMixDrink, insertProduct } from '#server/testing/shop-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';

// The catalogue in the guest's language (docs/decisions/045-catalogue-translations.md): stored as jsonb beside the
// English, so this file runs on PGlite and PostgreSQL (EMBEDDED in vitest.config.ts).
const t = useTestApp();
const admin = useSignedInAdmin(t);

const productBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Gin ${Math.random().toString(36).slice(2, 8)}`,
  description: 'Juniper and citrus',
  tokenPrice: 40,
  category: 'Spirits',
  categoryType: 'bottle',
  maxMixChoices: 2,
  imageUrl: '',
  ...overrides,
});

async function shopProduct(id: string, query = '', headers: Record<string, string> = {}): Promise<Product | undefined> {
  const res = await new ApiClient(t.app).request('GET', `/api/products${query}`, undefined, headers);
  expect(res.statusCode).toBe(200);
  return readJson(res, productsResponse).products.find((p) => p.id === id);
}

describe('the back office writes translations', () => {
  it('stores them trimmed, drops empty texts, and returns them all to the admin', async () => {
    const res = await admin.client.post(
      '/api/admin/products',
      productBody({ translations: { de: { name: '  Wacholder-Gin ', description: '', category: 'Spirituosen' }, fr: { name: '', description: '  ' } } }),
    );
    expect(res.statusCode).toBe(201);
    const { product } = readJson(res, adminProductResponse);
    expect(product.translations).toEqual({ de: { name: 'Wacholder-Gin', category: 'Spirituosen' } });

    const list = readJson(await admin.client.get('/api/admin/products'), adminProductsResponse).products;
    const listed = list.find((p) => p.id === product.id)!;
    // The back office edits the English and sees every translation beside it.
    expect(listed.name).toBe(product.name);
    expect(listed.translations).toEqual({ de: { name: 'Wacholder-Gin', category: 'Spirituosen' } });
  });

  it('keeps them on an edit that leaves them out, replaces them when sent and clears them with null', async () => {
    const body = productBody({ translations: { fr: { name: 'Gin au genièvre' } } });
    const { product } = readJson(await admin.client.post('/api/admin/products', body), adminProductResponse);

    const { translations: _, ...withoutTranslations } = body as Record<string, unknown>;
    const kept = await admin.client.put(`/api/admin/products/${product.id}`, { ...withoutTranslations, tokenPrice: 45 });
    expect(readJson(kept, adminProductResponse).product.translations).toEqual({ fr: { name: 'Gin au genièvre' } });

    const replaced = await admin.client.put(`/api/admin/products/${product.id}`, { ...body, translations: { de: { name: 'Gin' } } });
    expect(readJson(replaced, adminProductResponse).product.translations).toEqual({ de: { name: 'Gin' } });

    const cleared = await admin.client.put(`/api/admin/products/${product.id}`, { ...body, translations: null });
    expect(readJson(cleared, adminProductResponse).product.translations).toBeNull();
    // Only empty texts is nothing, stored as null too.
    const empty = await admin.client.put(`/api/admin/products/${product.id}`, { ...body, translations: { de: { name: ' ' }, fr: {} } });
    expect(readJson(empty, adminProductResponse).product.translations).toBeNull();
  });

  it('refuses a language the shop does not speak, an unknown field and a text longer than the English allows', async () => {
    for (const translations of [{ it: { name: 'Gin' } }, { de: { title: 'Gin' } }, { de: { name: 'x'.repeat(201) } }, { fr: { description: 'x'.repeat(2001) } }]) {
      const res = await admin.client.post('/api/admin/products', productBody({ translations }));
      expect(res.statusCode, JSON.stringify(translations)).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION_ERROR');
    }
    const mix = await admin.client.post('/api/admin/mix-drinks', { name: 'Tonic', translations: { de: { name: 'x'.repeat(101) } } });
    expect(mix.statusCode).toBe(400);
  });

  it('audits the translations with the rest of the product', async () => {
    const res = await admin.client.post('/api/admin/products', productBody({ translations: { de: { name: 'Audit-Gin' } } }));
    const { product } = readJson(res, adminProductResponse);
    const log = await admin.client.get(`/api/admin/audit-log?entity=product`);
    expect(log.body).toContain(product.id);
    expect(log.body).toContain('Audit-Gin');
  });
});

describe('the shop reads the catalogue in a language', () => {
  it('names products in the language asked for, and in English where a text has no translation', async () => {
    const row = await insertProduct(t.database.db, {
      name: 'Lemon Soda',
      description: 'Fresh lemons',
      category: 'Soft drinks',
      photoHash: 'abc123',
      translations: { de: { name: 'Zitronenlimonade', category: 'Alkoholfreies' }, fr: { description: 'Citrons frais' } },
    });
    expect(await shopProduct(row.id, '?lang=de')).toMatchObject({
      name: 'Zitronenlimonade',
      description: 'Fresh lemons',
      category: 'Alkoholfreies',
      photoHash: 'abc123',
    });
    expect(await shopProduct(row.id, '?lang=fr')).toMatchObject({ name: 'Lemon Soda', description: 'Citrons frais', category: 'Soft drinks' });
    expect(await shopProduct(row.id, '?lang=en')).toMatchObject({ name: 'Lemon Soda', description: 'Fresh lemons', category: 'Soft drinks' });
  });

  it('lists the products by the name the guest reads', async () => {
    const tag = Math.random().toString(36).slice(2, 6);
    const juice = await insertProduct(t.database.db, { name: `Apple Juice ${tag}`, translations: { de: { name: `Süssmost ${tag}` } } });
    const water = await insertProduct(t.database.db, { name: `Still Water ${tag}`, translations: { de: { name: `Mineralwasser ${tag}` } } });
    const order = async (lang: string) =>
      readJson(await new ApiClient(t.app).get(`/api/products?lang=${lang}`), productsResponse)
        .products.map((p) => p.id)
        .filter((id) => id === juice.id || id === water.id);
    expect(await order('en')).toEqual([juice.id, water.id]);
    expect(await order('de')).toEqual([water.id, juice.id]);
    expect(await order('fr')).toEqual([juice.id, water.id]);
  });

  it('takes Accept-Language without ?lang, and ?lang over it', async () => {
    const row = await insertProduct(t.database.db, { name: 'Still Water', translations: { de: { name: 'Stilles Wasser' }, fr: { name: 'Eau plate' } } });
    expect((await shopProduct(row.id, '', { 'accept-language': 'fr-CH, de;q=0.8' }))?.name).toBe('Eau plate');
    expect((await shopProduct(row.id, '', { 'accept-language': 'it' }))?.name).toBe('Still Water');
    expect((await shopProduct(row.id, '?lang=de', { 'accept-language': 'fr' }))?.name).toBe('Stilles Wasser');
  });

  it('refuses a language it does not speak with a 400 that says which it does', async () => {
    const res = await new ApiClient(t.app).get('/api/products?lang=it');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'VALIDATION_ERROR', message: msg.languageInvalid });
  });

  it('gives every product of a category the one translated name, whichever product carries it', async () => {
    const category = `Beers ${Math.random().toString(36).slice(2, 6)}`;
    const a = await insertProduct(t.database.db, { name: 'Amber Ale', category });
    const b = await insertProduct(t.database.db, { name: 'Blonde Ale', category, translations: { de: { category: 'Biere' } } });
    const c = await insertProduct(t.database.db, { name: 'Cider', category, translations: { de: { category: 'Bier' } } });
    const res = readJson(await new ApiClient(t.app).get('/api/products?lang=de'), productsResponse).products;
    expect([a.id, b.id, c.id].map((id) => res.find((p) => p.id === id)?.category)).toEqual(['Biere', 'Biere', 'Biere']);
  });

  it('names mix drinks in the language asked for', async () => {
    const row = await insertMixDrink(t.database.db, { name: 'Ginger Ale', translations: { fr: { name: 'Soda au gingembre' } } });
    const named = async (lang: string) =>
      readJson(await new ApiClient(t.app).get(`/api/mix-drinks?lang=${lang}`), mixDrinksResponse).mixDrinks.find((m) => m.id === row.id)?.name;
    expect(await named('fr')).toBe('Soda au gingembre');
    expect(await named('de')).toBe('Ginger Ale');

    const res = await admin.client.put(`/api/admin/mix-drinks/${row.id}`, { name: 'Ginger Ale', translations: { de: { name: ' Ingwer-Limonade ' } } });
    expect(readJson(res, adminMixDrinkResponse).mixDrink.translations).toEqual({ de: { name: 'Ingwer-Limonade' } });
    expect(await named('de')).toBe('Ingwer-Limonade');
  });
});

describe('entity tags and Vary per language (docs/decisions/002, 045)', () => {
  for (const path of ['/api/products', '/api/mix-drinks']) {
    it(`${path}: one tag per language, Vary: Accept-Language, and a 304 only for the language's own tag`, async () => {
      const client = new ApiClient(t.app);
      const en = await client.get(`${path}?lang=en`);
      const de = await client.get(`${path}?lang=de`);
      const byHeader = await client.request('GET', path, undefined, { 'accept-language': 'de-CH' });
      for (const res of [en, de, byHeader]) expect(res.headers.vary).toMatch(/accept-language/i);
      // Even where no text is translated and the bytes are equal, a cache never takes one language's answer for another.
      expect(de.headers.etag).not.toBe(en.headers.etag);
      expect(byHeader.headers.etag).toBe(de.headers.etag);

      const sameLanguage = await client.request('GET', `${path}?lang=de`, undefined, { 'if-none-match': de.headers.etag as string });
      expect(sameLanguage.statusCode).toBe(304);
      expect(sameLanguage.headers.vary).toMatch(/accept-language/i);
      const otherLanguage = await client.request('GET', `${path}?lang=fr`, undefined, { 'if-none-match': de.headers.etag as string });
      expect(otherLanguage.statusCode).toBe(200);
      const headerSwitched = await client.request('GET', path, undefined, { 'if-none-match': de.headers.etag as string, 'accept-language': 'en' });
      expect(headerSwitched.statusCode).toBe(200);
    });
  }

  it('a translation edited by an admin shows in that language at once, with a new tag', async () => {
    const { product } = readJson(await admin.client.post('/api/admin/products', productBody()), adminProductResponse);
    const before = await new ApiClient(t.app).get('/api/products?lang=fr');
    await admin.client.put(`/api/admin/products/${product.id}`, productBody({ name: product.name, translations: { fr: { name: 'Gin du jour' } } }));
    const after = await new ApiClient(t.app).request('GET', '/api/products?lang=fr', undefined, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(readJson(after, productsResponse).products.find((p) => p.id === product.id)?.name).toBe('Gin du jour');
  });
});

describe('the cached catalogue, one answer per language (docs/decisions/002, 045)', () => {
  let cached: TestApp;
  beforeAll(async () => {
    // An hour, so that only an invalidation can make a change show.
    cached = await createTestApp({ catalogueCacheMs: 3_600_000 }, t.database);
  });
  afterAll(() => cached.close());

  const nameIn = async (lang: string, id: string) =>
    readJson(await new ApiClient(cached.app).get(`/api/products?lang=${lang}`), productsResponse).products.find((p) => p.id === id)?.name;

  it('keeps each language apart, and an admin edit through this instance drops them all', async () => {
    const { client } = await signedInAdmin(cached);
    const { product } = readJson(await client.post('/api/admin/products', productBody({ translations: { de: { name: 'Alter Name' } } })), adminProductResponse);
    expect(await nameIn('de', product.id)).toBe('Alter Name');
    expect(await nameIn('fr', product.id)).toBe(product.name);
    expect(await nameIn('en', product.id)).toBe(product.name);

    const edited = await client.put(`/api/admin/products/${product.id}`, productBody({ name: product.name, translations: { de: { name: 'Neuer Name' }, fr: { name: 'Nouveau nom' } } }));
    expect(edited.statusCode).toBe(200);
    expect(await nameIn('de', product.id)).toBe('Neuer Name');
    expect(await nameIn('fr', product.id)).toBe('Nouveau nom');
  });
});
