import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#shared/api-error.ts';
import { festivalStartAfter } from '#shared/edition-days.ts';
import { msg } from '#shared/messages.ts';
import { adminProductResponse, adminProductsResponse } from '#shared/schemas/admin-catalogue.ts';
import { adminLoungesResponse } from '#shared/schemas/admin-lounges.ts';
import { adminOrdersResponse } from '#shared/schemas/admin-orders.ts';
import { packingResponse } from '#shared/schemas/admin-packing.ts';
import { reportsResponse } from '#shared/schemas/admin-reports.ts';
import { deliveryResponse } from '#shared/schemas/delivery.ts';
import { editionComparisonResponse, editionResponse, editionsResponse, type Edition } from '#shared/schemas/editions.ts';
import { myOrdersResponse } from '#shared/schemas/orders.ts';
import { claimLoungesResponse, productsResponse } from '#shared/schemas/shop.ts';
import { adminStockResponse } from '#shared/schemas/stock.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { ApiClient, errorOf, readJson } from '#server/testing/api-client.ts';
import { insertEdition } from '#server/testing/fixtures.ts';
import { balanceOf, placeOrder, writeCounts } from '#server/testing/order-fixtures.ts';
import { insertProduct, openShop, registeredGuest } from '#server/testing/shop-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';

// Two festival years in one installation (docs/decisions/031-editions.md): year one's orders never reach year two's
// packing list, delivery run, stock or reports; a guest of both keeps one balance; a closed year refuses every write.
const t = useTestApp();
const admin = useSignedInAdmin(t);
const db = () => t.database.db;
const DAY_MS = 24 * 3_600_000;

beforeAll(() => openShop(db()));

const editions = async () => readJson(await admin.client.get('/api/admin/editions'), editionsResponse).editions;
const current = async () => (await editions()).find((e) => e.isCurrent)!;
const inEdition = (path: string, edition: Edition) => `${path}${path.includes('?') ? '&' : '?'}edition=${edition.id}`;

async function prepareNext(from: Edition, name: string) {
  const preorderDeadline = new Date(Date.now() + 40 * DAY_MS);
  const res = await admin.client.post('/api/admin/editions', {
    name,
    festivalStart: festivalStartAfter(preorderDeadline),
    preorderDeadline: preorderDeadline.toISOString(),
    contactEmail: 'next@festival.example',
    copyFrom: from.id,
  });
  expect(res.statusCode, res.body).toBe(201);
  return readJson(res, editionResponse).edition;
}

const packedOrders = async (edition: Edition) =>
  new Set(
    readJson(await admin.client.get(inEdition('/api/admin/packing?day=Friday', edition)), packingResponse).byLounge.flatMap((l) =>
      l.lines.map((line) => line.orderId),
    ),
  );
const runOrders = async (edition: Edition) =>
  new Set(
    readJson(await admin.client.get(inEdition('/api/admin/delivery?day=Friday', edition)), deliveryResponse).lounges.flatMap((l) =>
      l.orders.map((o) => o.orderId),
    ),
  );
const listedOrders = async (edition: Edition) =>
  new Set(readJson(await admin.client.get(inEdition('/api/admin/orders', edition)), adminOrdersResponse).orders.map((o) => o.id));
const soldFriday = async (edition: Edition, productId: string) =>
  readJson(await admin.client.get(inEdition('/api/admin/stock?day=Friday', edition)), adminStockResponse).rows.find((r) => r.productId === productId);

describe('two editions over the whole flow', () => {
  let yearOne: Edition;
  let yearTwo: Edition;
  let yearOneOrders: { completed: string; pending: string };
  let guest: Awaited<ReturnType<typeof registeredGuest>>;
  let product: Awaited<ReturnType<typeof insertProduct>>;

  it("keeps year one's orders out of year two's packing list, run, stock, orders and reports; one balance carries over", async () => {
    yearOne = await current();
    guest = await registeredGuest(t, { tokens: 300, day: 'Friday' });
    product = await insertProduct(db(), { tokenPrice: 10, name: `Edition gin ${randomUUID().slice(0, 6)}` });
    expect((await admin.client.put(`/api/admin/stock/${product.id}/Friday`, { quantity: 10, maxPerGuest: null })).statusCode).toBe(200);
    const completed = await placeOrder(guest, [{ productId: product.id, quantity: 2 }]);
    const pending = await placeOrder(guest, [{ productId: product.id, quantity: 1 }]);
    expect((await admin.client.post(`/api/admin/orders/${completed}/status`, { status: 'completed' })).statusCode).toBe(200);
    yearOneOrders = { completed, pending };
    expect(await balanceOf(db(), guest.userId)).toBe(270);

    // Next year is prepared from this one: the lounges without guests or bookings, the stock limits with nothing sold.
    yearTwo = await prepareNext(yearOne, `Festival Two ${randomUUID().slice(0, 6)}`);
    expect(yearTwo).toMatchObject({ state: 'preparing', isCurrent: false });
    const copied = readJson(await admin.client.get(inEdition('/api/admin/lounges', yearTwo)), adminLoungesResponse).lounges;
    const copy = copied.find((l) => l.tableNumber === guest.lounge.tableNumber && l.category === guest.lounge.category)!;
    expect(copy).toMatchObject({ day: 'Friday', minimumConsumptionTokens: 300, bookingNumber: null, isOccupied: false, tokensTransferred: false });
    expect(copy.id).not.toBe(guest.lounge.id);
    expect(await soldFriday(yearTwo, product.id)).toMatchObject({ quantity: 10, sold: 0 });

    // The same booking number comes back next year; the guest registers it in the same account.
    const lounge = { tableNumber: copy.tableNumber, category: copy.category, day: copy.day, minimumConsumptionTokens: 50, bookingNumber: guest.bookingNumber };
    expect((await admin.client.put(`/api/admin/lounges/${copy.id}`, lounge)).statusCode).toBe(200);
    const opened = await admin.client.post(`/api/admin/editions/${yearTwo.id}/open`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(readJson(opened, editionResponse).message).toBe(msg.editionOpened({ edition: yearTwo.name }));
    expect((await editions()).find((e) => e.id === yearOne.id)).toMatchObject({ state: 'running', isCurrent: false });

    const claim = await guest.client.post('/api/me/lounges/claim', { bookingNumber: guest.bookingNumber });
    expect(claim.statusCode, claim.body).toBe(200);
    expect(readJson(claim, claimLoungesResponse)).toMatchObject({ tokensGranted: 50, tokenBalance: 320 });

    // A cart kept from last year's shop is refused, naming the lounge and its edition; nothing is charged.
    const stale = await guest.client.post('/api/checkout', { items: [{ productId: product.id, quantity: 1, loungeId: guest.lounge.id }], idempotencyKey: randomUUID() });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale)).toMatchObject({ code: ERROR_CODES.loungeOfOtherEdition, message: msg.loungeOfOtherEdition({ lounge: `${copy.category} ${copy.tableNumber}`, edition: yearOne.name }) });
    const yearTwoOrder = await placeOrder({ ...guest, lounge: { ...guest.lounge, id: copy.id } }, [{ productId: product.id, quantity: 4 }]);
    expect((await admin.client.post(`/api/admin/orders/${yearTwoOrder}/status`, { status: 'completed' })).statusCode).toBe(200);
    expect(await balanceOf(db(), guest.userId)).toBe(280);

    // Every view of year two shows year two only; year one stays readable as it was.
    expect(await packedOrders(yearTwo)).toEqual(new Set([yearTwoOrder]));
    expect(await packedOrders(yearOne)).toEqual(new Set([completed]));
    expect(await runOrders(yearTwo)).toEqual(new Set([yearTwoOrder]));
    expect(await runOrders(yearOne)).toEqual(new Set([completed]));
    expect(await listedOrders(yearTwo)).toEqual(new Set([yearTwoOrder]));
    expect(await listedOrders(yearOne)).toEqual(new Set([completed, pending]));
    expect(await soldFriday(yearTwo, product.id)).toMatchObject({ quantity: 10, sold: 4 });
    expect(await soldFriday(yearOne, product.id)).toMatchObject({ quantity: 10, sold: 3 });
    const reportOf = async (edition: Edition) => readJson(await admin.client.get(inEdition('/api/admin/reports', edition)), reportsResponse);
    expect((await reportOf(yearTwo)).consumption).toMatchObject({ units: 4, tokens: 40, orders: 1 });
    expect((await reportOf(yearOne)).consumption).toMatchObject({ units: 3, tokens: 30, orders: 2 });

    const side = readJson(await admin.client.get('/api/admin/reports/editions'), editionComparisonResponse).editions;
    expect(side.find((e) => e.edition.id === yearTwo.id)).toMatchObject({ tokensGranted: 50, tokensSpent: 40, orders: 1, topProducts: [{ productId: product.id, quantity: 4 }] });
    expect(side.find((e) => e.edition.id === yearOne.id)).toMatchObject({ tokensSpent: 30, orders: 2 });

    // The guest's history, both years, each order naming its edition and that edition's dates.
    const history = readJson(await guest.client.get('/api/me/orders'), myOrdersResponse).orders;
    expect(history.map((o) => [o.id, o.edition.name, o.edition.days.Friday])).toEqual([
      [yearTwoOrder, yearTwo.name, yearTwo.days.Friday],
      [pending, yearOne.name, yearOne.days.Friday],
      [completed, yearOne.name, yearOne.days.Friday],
    ]);
    expect(await findLedgerMismatches(db())).toEqual([]);
  });

  it('a closed edition refuses every write with its name, and its lists, reports and exports stay', async () => {
    const closed = await admin.client.post(`/api/admin/editions/${yearOne.id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    const before = await writeCounts(db());
    const refusals = [
      await admin.client.post(`/api/admin/orders/${yearOneOrders.pending}/status`, { status: 'cancelled' }),
      await admin.client.post(`/api/admin/orders/${yearOneOrders.completed}/refund`, { confirmDelivered: true }),
      await admin.client.post(inEdition('/api/admin/orders/complete-pending', yearOne), { day: 'Friday' }),
      await admin.client.post(`/api/admin/delivery/lounges/${guest.lounge.id}/deliver`),
      await admin.client.put(inEdition(`/api/admin/stock/${product.id}/Friday`, yearOne), { quantity: 20, maxPerGuest: null }),
      await admin.client.put(`/api/admin/lounges/${guest.lounge.id}`, { tableNumber: 'X', category: 'VIP', day: 'Friday', minimumConsumptionTokens: 0 }),
      await admin.client.post(inEdition('/api/admin/lounges', yearOne), { tableNumber: 'Y', category: 'VIP', day: 'Friday', minimumConsumptionTokens: 0 }),
      await admin.client.put(`/api/admin/editions/${yearOne.id}`, { name: yearOne.name, festivalStart: yearOne.days.Thursday, preorderDeadline: yearOne.preorderDeadline, contactEmail: yearOne.contactEmail }),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(409);
      expect(errorOf(res)).toMatchObject({ code: ERROR_CODES.editionClosed, message: msg.editionClosed({ edition: yearOne.name }) });
    }
    expect(await writeCounts(db())).toEqual(before);
    expect(await soldFriday(yearOne, product.id)).toMatchObject({ quantity: 10, sold: 3 });

    expect((await admin.client.get(inEdition('/api/admin/packing?day=Friday', yearOne))).statusCode).toBe(200);
    expect((await admin.client.get(inEdition('/api/admin/reports', yearOne))).statusCode).toBe(200);
    const csv = await admin.client.get(inEdition('/api/admin/reports/order-lines.csv', yearOne));
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(yearOneOrders.completed);
    // Year two goes on.
    expect((await admin.client.post(`/api/admin/delivery/lounges/${await packedLounge(yearTwo)}/deliver`)).statusCode).toBe(200);
  });

  it('refuses an unknown edition with 404 and a malformed one with 400', async () => {
    const unknown = await admin.client.get(`/api/admin/packing?day=Friday&edition=${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(msg.editionNotFound);
    expect((await admin.client.get('/api/admin/packing?day=Friday&edition=last-year')).statusCode).toBe(400);
  });
});

async function packedLounge(edition: Edition) {
  return readJson(await admin.client.get(inEdition('/api/admin/packing?day=Friday', edition)), packingResponse).byLounge[0]!.loungeId;
}

describe("an edition's offer: the products its shop leaves out (docs/decisions/031)", () => {
  const shopNames = async () => readJson(await new ApiClient(t.app).get('/api/products'), productsResponse).products.map((p) => p.name);
  /** Per product id, whether the edition offers it, as the back office's product list says. */
  const offered = async (edition: { id: string }) =>
    new Map(readJson(await admin.client.get(`/api/admin/products?edition=${edition.id}`), adminProductsResponse).products.map((p) => [p.id, p.offered]));
  const setOffered = (productId: string, edition: { id: string } | undefined, isOffered: boolean) =>
    admin.client.put(`/api/admin/products/${productId}/offered${edition ? `?edition=${edition.id}` : ''}`, { offered: isOffered });

  it('hides a product from the current edition only; its orders refuse it, naming it and the edition; Prepare copies the offer', async () => {
    const now = await current();
    const guest = await registeredGuest(t, { tokens: 100 });
    const [gin, tonic] = [await insertProduct(db(), { name: `Offer gin ${randomUUID().slice(0, 6)}` }), await insertProduct(db(), { name: `Offer tonic ${randomUUID().slice(0, 6)}` })];
    const other = await insertEdition(db());
    expect(await shopNames()).toEqual(expect.arrayContaining([gin.name, tonic.name]));

    const leftOut = await setOffered(gin.id, undefined, false);
    expect(leftOut.statusCode, leftOut.body).toBe(200);
    expect(readJson(leftOut, adminProductResponse)).toMatchObject({ product: { id: gin.id, offered: false }, message: msg.productLeftOut({ product: gin.name, edition: now.name }) });
    const shop = await shopNames();
    expect(shop).toContain(tonic.name);
    expect(shop).not.toContain(gin.name);
    // The product itself stays: active, offered by every other edition.
    expect((await offered(now)).get(gin.id)).toBe(false);
    expect((await offered(other)).get(gin.id)).toBe(true);
    expect((await offered(now)).get(tonic.id)).toBe(true);

    const before = await writeCounts(db());
    const checkout = await guest.client.post('/api/checkout', {
      items: [{ productId: tonic.id, quantity: 1, loungeId: guest.lounge.id }, { productId: gin.id, quantity: 1, loungeId: guest.lounge.id }],
      idempotencyKey: randomUUID(),
    });
    expect(checkout.statusCode).toBe(409);
    expect(errorOf(checkout)).toEqual({
      code: ERROR_CODES.productNotOffered,
      message: msg.productNotOffered({ product: gin.name, edition: now.name }),
      messageKey: 'productNotOffered',
      params: { product: gin.name, edition: now.name },
      details: { productId: gin.id, edition: now.name },
    });
    const manual = await admin.client.post('/api/admin/orders/manual', { userId: guest.userId, items: [{ productId: gin.id, quantity: 1, withoutLounge: true }], free: true });
    expect(manual.statusCode).toBe(409);
    expect(errorOf(manual)).toMatchObject({ code: ERROR_CODES.productNotOffered, message: msg.productNotOffered({ product: gin.name, edition: now.name }) });
    expect(await writeCounts(db())).toEqual(before);

    // Next year starts from this year's offer, and changes it on its own.
    const next = await prepareNext(now, `Festival Offer ${randomUUID().slice(0, 6)}`);
    expect((await offered(next)).get(gin.id)).toBe(false);
    expect((await setOffered(gin.id, next, true)).statusCode).toBe(200);
    expect((await offered(next)).get(gin.id)).toBe(true);
    expect((await offered(now)).get(gin.id)).toBe(false);

    // Offered again, it sells again; repeating a choice changes nothing.
    expect(readJson(await setOffered(gin.id, now, true), adminProductResponse).product.offered).toBe(true);
    expect((await setOffered(gin.id, now, true)).statusCode).toBe(200);
    expect(await shopNames()).toContain(gin.name);
    await placeOrder(guest, [{ productId: gin.id, quantity: 1 }]);
  });

  it("refuses a change of a closed edition's offer, and an unknown product or edition", async () => {
    const closed = await insertEdition(db(), { state: 'closed' });
    const product = await insertProduct(db());
    const before = await writeCounts(db());
    const refused = await setOffered(product.id, closed, false);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: ERROR_CODES.editionClosed, message: msg.editionClosed({ edition: closed.name }) });
    expect(await writeCounts(db())).toEqual(before);
    expect((await offered(closed)).get(product.id)).toBe(true);

    expect((await setOffered(randomUUID(), undefined, false)).statusCode).toBe(404);
    expect((await setOffered(product.id, { id: randomUUID() }, false)).statusCode).toBe(404);
    expect((await admin.client.put(`/api/admin/products/${product.id}/offered`, { offered: 'no' })).statusCode).toBe(400);
  });
});
