import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import { checkoutResponse } from '#shared/schemas/orders.ts';
import { adminStockResponse, shopStockResponse } from '#shared/schemas/stock.ts';
import { productStock } from '#server/db/schema/index.ts';
import { currentEdition } from '#server/modules/editions/index.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { findStockMismatches } from '#server/modules/stock/stock-counts.repo.ts';
import { errorOf, readJson } from '#server/testing/api-client.ts';
import { auditRowsSince, lastAuditId } from '#server/testing/admin-fixtures.ts';
import { balanceOf, writeCounts } from '#server/testing/order-fixtures.ts';
import { insertProduct, openShop, registeredGuest } from '#server/testing/shop-fixtures.ts';
import { buy, limitStock, soldOf } from '#server/testing/stock-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';

const t = useTestApp();
const admin = useSignedInAdmin(t);
const db = () => t.database.db;
beforeAll(() => openShop(db()));
const offer = (productId: string, offered: boolean) => admin.client.put(`/api/admin/products/${productId}/offered`, { offered });
const stockRowsOf = (productId: string) => db().select().from(productStock).where(eq(productStock.productId, productId));
afterEach(async () => {
  expect(await findLedgerMismatches(db())).toEqual([]);
  expect(await findStockMismatches(db())).toEqual([]);
});

describe('stock limits at checkout', () => {
  it('sells up to the limit for the day, then refuses with 409 naming product, day and units left, changing nothing', async () => {
    const product = await insertProduct(db(), { name: 'Gin Fizz', tokenPrice: 10 });
    await limitStock(admin.client, product.id, 'Friday', 3);
    const guest = await registeredGuest(t, { tokens: 500, day: 'Friday' });

    expect((await buy(guest, product.id, 2)).statusCode).toBe(201);
    const before = await writeCounts(db());
    const res = await buy(guest, product.id, 2);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({
      code: 'OUT_OF_STOCK',
      message: msg.outOfStock({ product: 'Gin Fizz', day: 'Friday', left: 1 }),
      messageKey: 'outOfStock',
      params: { product: 'Gin Fizz', day: 'Friday', left: 1 },
      details: { productId: product.id, product: 'Gin Fizz', day: 'Friday', left: 1 },
    });
    expect(await writeCounts(db())).toEqual(before);
    expect(await balanceOf(db(), guest.userId)).toBe(480);
    expect(await soldOf(db(), product.id, 'Friday')).toBe(2);
    expect((await buy(guest, product.id, 1)).statusCode).toBe(201);
  });

  it('counts each day on its own, and a product without a limit stays unlimited', async () => {
    const product = await insertProduct(db());
    await limitStock(admin.client, product.id, 'Friday', 0);
    const friday = await registeredGuest(t, { day: 'Friday' });
    const saturday = await registeredGuest(t, { day: 'Saturday' });
    expect((await buy(friday, product.id)).statusCode).toBe(409);
    expect((await buy(saturday, product.id, 20)).statusCode).toBe(201);
    const other = await insertProduct(db());
    expect((await buy(friday, other.id, 30)).statusCode).toBe(201);
  });

  it('cancel and refund give the units back; completing keeps them', async () => {
    const product = await insertProduct(db(), { tokenPrice: 1 });
    await limitStock(admin.client, product.id, 'Friday', 2);
    const guest = await registeredGuest(t, { day: 'Friday' });
    const first = readJson(await buy(guest, product.id), checkoutResponse).order.id;
    const second = readJson(await buy(guest, product.id), checkoutResponse).order.id;
    expect((await buy(guest, product.id)).statusCode).toBe(409);

    await admin.client.post(`/api/admin/orders/${first}/status`, { status: 'completed' });
    expect(await soldOf(db(), product.id, 'Friday')).toBe(2);
    expect((await admin.client.post(`/api/admin/orders/${second}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await soldOf(db(), product.id, 'Friday')).toBe(1);
    expect((await admin.client.post(`/api/admin/orders/${first}/refund`)).statusCode).toBe(200);
    expect(await soldOf(db(), product.id, 'Friday')).toBe(0);
    // A second refund is refused and gives nothing back twice.
    expect((await admin.client.post(`/api/admin/orders/${first}/refund`)).statusCode).toBe(409);
    expect(await soldOf(db(), product.id, 'Friday')).toBe(0);
    expect((await buy(guest, product.id, 2)).statusCode).toBe(201);
  });

  it('holds a maximum per guest per product and day, counting the guest’s earlier live orders', async () => {
    const product = await insertProduct(db(), { name: 'Crémant', tokenPrice: 1 });
    await limitStock(admin.client, product.id, 'Friday', null, 2);
    const guest = await registeredGuest(t, { day: 'Friday' });
    expect((await buy(guest, product.id)).statusCode).toBe(201);
    const res = await buy(guest, product.id, 2);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('GUEST_LIMIT_REACHED');
    expect(errorOf(res).message).toBe(msg.guestLimitReached({ product: 'Crémant', day: 'Friday', max: 2, already: 1 }));
    expect((await buy(guest, product.id)).statusCode).toBe(201);
    expect((await buy(await registeredGuest(t, { day: 'Friday' }), product.id, 2)).statusCode).toBe(201);
  });

  it('a manual order, free or paid, takes stock like any other and is refused past it', async () => {
    const product = await insertProduct(db(), { name: 'Lager', tokenPrice: 1 });
    await limitStock(admin.client, product.id, 'Friday', 3);
    const guest = await registeredGuest(t, { day: 'Friday' });
    const manual = (quantity: number, free: boolean) =>
      admin.client.post('/api/admin/orders/manual', { userId: guest.userId, free, items: [{ productId: product.id, quantity, loungeId: guest.lounge.id }] });
    expect((await manual(2, true)).statusCode).toBe(201);
    const res = await manual(2, false);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(msg.outOfStock({ product: 'Lager', day: 'Friday', left: 1 }));
    expect((await manual(1, false)).statusCode).toBe(201);
    expect(await soldOf(db(), product.id, 'Friday')).toBe(3);
  });
});

describe('the back office stock page', () => {
  it('shows set, sold (pending + completed) and left, refuses a limit below sold with the figure, and audits changes', async () => {
    const product = await insertProduct(db(), { name: 'Rosé magnum', tokenPrice: 1 });
    const guest = await registeredGuest(t, { day: 'Saturday' });
    // Sold before any limit existed: the first limit counts them.
    expect((await buy(guest, product.id, 4)).statusCode).toBe(201);
    const audit = await lastAuditId(db());

    const low = await admin.client.put(`/api/admin/stock/${product.id}/Saturday`, { quantity: 3, maxPerGuest: null });
    expect(low.statusCode).toBe(409);
    expect(errorOf(low)).toMatchObject({ code: 'STOCK_BELOW_SOLD', message: msg.stockBelowSold({ product: 'Rosé magnum', day: 'Saturday', sold: 4 }), details: { sold: 4 } });
    expect(await auditRowsSince(db(), audit)).toEqual([]);

    await limitStock(admin.client, product.id, 'Saturday', 10);
    const page = readJson(await admin.client.get('/api/admin/stock?day=Saturday'), adminStockResponse);
    expect(page.rows.find((r) => r.productId === product.id)).toMatchObject({ quantity: 10, sold: 4, left: 6, maxPerGuest: null });
    const rows = await auditRowsSince(db(), audit);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'product.stock', entityId: product.id });

    const shop = readJson(await t.app.inject({ method: 'GET', url: '/api/stock' }), shopStockResponse);
    expect(shop.stock).toContainEqual({ productId: product.id, day: 'Saturday', left: 6, maxPerGuest: null });

    // Back to unlimited: the row goes, and the shop no longer lists it.
    await limitStock(admin.client, product.id, 'Saturday', null);
    expect(await soldOf(db(), product.id, 'Saturday')).toBeUndefined();
    expect((await buy(guest, product.id, 50)).statusCode).toBe(201);
  });

  it('the product form sets stock per day on create and edit; a day left out becomes unlimited; below sold is refused', async () => {
    const created = await admin.client.post('/api/admin/products', {
      name: 'Form gin',
      tokenPrice: 1,
      stock: [{ day: 'Friday', quantity: 5, maxPerGuest: 2 }, { day: 'Saturday', quantity: 8, maxPerGuest: null }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { product: { id: string } }).product.id;
    expect(await soldOf(db(), id, 'Friday')).toBe(0);
    const guest = await registeredGuest(t, { day: 'Friday' });
    expect((await buy(guest, id, 2)).statusCode).toBe(201);

    const below = await admin.client.put(`/api/admin/products/${id}`, { name: 'Form gin', tokenPrice: 1, stock: [{ day: 'Friday', quantity: 1, maxPerGuest: null }] });
    expect(below.statusCode).toBe(409);
    expect(errorOf(below).message).toBe(msg.stockBelowSold({ product: 'Form gin', day: 'Friday', sold: 2 }));
    expect(await soldOf(db(), id, 'Saturday')).toBe(0);

    const edited = await admin.client.put(`/api/admin/products/${id}`, { name: 'Form gin', tokenPrice: 1, stock: [{ day: 'Friday', quantity: 2, maxPerGuest: null }] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await soldOf(db(), id, 'Saturday')).toBeUndefined();
    expect((await buy(guest, id)).statusCode).toBe(409);
    const twice = await admin.client.put(`/api/admin/products/${id}`, { name: 'Form gin', tokenPrice: 1, stock: [{ day: 'Friday', quantity: 2, maxPerGuest: null }, { day: 'Friday', quantity: 3, maxPerGuest: null }] });
    expect(twice.statusCode).toBe(400);
  });

  it('lists, in the back office and the shop, only the products the edition offers (docs/decisions/031)', async () => {
    const product = await insertProduct(db(), { name: 'Anniversary bottle' });
    await limitStock(admin.client, product.id, 'Friday', 6);
    const adminRows = async () => readJson(await admin.client.get('/api/admin/stock?day=Friday'), adminStockResponse).rows.map((r) => r.productId);
    const shopRows = async () => readJson(await t.app.inject({ method: 'GET', url: '/api/stock' }), shopStockResponse).stock.map((s) => s.productId);

    expect((await offer(product.id, false)).statusCode).toBe(200);
    expect(await adminRows()).not.toContain(product.id);
    expect(await shopRows()).not.toContain(product.id);

    expect((await offer(product.id, true)).statusCode).toBe(200);
    expect(await adminRows()).toContain(product.id);
    expect(await shopRows()).toContain(product.id);
  });

  it('refuses a limit for a product the edition leaves out with 409 PRODUCT_NOT_OFFERED, changing nothing', async () => {
    const product = await insertProduct(db(), { name: 'Vintage port' });
    await limitStock(admin.client, product.id, 'Friday', 6);
    expect((await offer(product.id, false)).statusCode).toBe(200);
    const edition = await currentEdition(db());
    const rowsBefore = await stockRowsOf(product.id);
    const audit = await lastAuditId(db());

    const res = await admin.client.put(`/api/admin/stock/${product.id}/Friday`, { quantity: 9, maxPerGuest: 2 });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({
      code: 'PRODUCT_NOT_OFFERED',
      message: msg.productNotOffered({ product: 'Vintage port', edition: edition.name }),
      details: { productId: product.id, edition: edition.name },
    });
    // The product form's stock list is refused alike.
    const form = await admin.client.put(`/api/admin/products/${product.id}`, { name: 'Vintage port', tokenPrice: 1, stock: [{ day: 'Saturday', quantity: 3, maxPerGuest: null }] });
    expect(errorOf(form).code).toBe('PRODUCT_NOT_OFFERED');
    expect(await stockRowsOf(product.id)).toEqual(rowsBefore);
    expect(await auditRowsSince(db(), audit)).toEqual([]);
  });

  it('refuses bad limits with 400', async () => {
    const product = await insertProduct(db());
    for (const body of [{ quantity: -1, maxPerGuest: null }, { quantity: 1.5, maxPerGuest: null }, { quantity: 1, maxPerGuest: 0 }, {}]) {
      expect((await admin.client.put(`/api/admin/stock/${product.id}/Friday`, body)).statusCode).toBe(400);
    }
    expect((await admin.client.put(`/api/admin/stock/${product.id}/Sunday`, { quantity: 1, maxPerGuest: null })).statusCode).toBe(400);
    expect((await admin.client.put(`/api/admin/stock/${crypto.randomUUID()}/Friday`, { quantity: 1, maxPerGuest: null })).statusCode).toBe(404);
  });
});
