import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import { shortId } from '#shared/constants.ts';
import { orderItems, orders } from '#server/db/schema/index.ts';
import { adminOrderResponse, orderChangeResponse } from '#shared/schemas/admin-orders.ts';
import { errorOf, readJson } from '#server/testing/api-client.ts';
import { insertProfile, currentEditionId } from '#server/testing/fixtures.ts';
import { auditRowsSince, lastAuditId, ledgerRowsOf, uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { insertBottle, insertMixDrink, insertProduct, registeredGuest } from '#server/testing/shop-fixtures.ts';
import { balanceOf, forceStatus, placeOrder } from '#server/testing/order-fixtures.ts';
import { useBackOfficeOrders } from '#server/testing/back-office-orders.ts';
import { orderIdPrefixRange } from './admin-orders.repo.ts';

const { t, admin, db, list } = useBackOfficeOrders();

/** Orders written straight to the table with chosen timestamps, for a customer with a unique e-mail. */
async function customerWithOrders(prefix: string, createdAts: string[]) {
  const email = uniqueEmail(prefix);
  const customer = await insertProfile(db(), { email });
  const editionId = await currentEditionId(db());
  const rows = await db()
    .insert(orders)
    .values(createdAts.map((at, i) => ({ editionId, userId: customer.id, totalTokens: i, status: 'completed' as const, createdAt: sql`${at}::timestamptz` })))
    .returning({ id: orders.id });
  return { email, customer, ids: rows.map((r) => r.id) };
}

describe('GET /api/admin/orders', () => {
  it('lists newest first with e-mail, total, status, date and item count', async () => {
    const guest = await registeredGuest(t, { tokens: 500 });
    const beer = await insertProduct(db(), { tokenPrice: 10 });
    const wine = await insertProduct(db(), { tokenPrice: 25 });
    const first = await placeOrder(guest, [{ productId: beer.id, quantity: 2 }]);
    const second = await placeOrder(guest, [
      { productId: beer.id, quantity: 1 },
      { productId: wine.id, quantity: 1 },
    ]);
    const page = await list(`q=${encodeURIComponent(guest.email)}`);
    expect(page.total).toBe(2);
    expect(page.orders.map((o) => o.id)).toEqual([second, first]);
    expect(page.orders[0]).toMatchObject({ email: guest.email, totalTokens: 35, status: 'pending', itemCount: 2, isManual: false });
    expect(page.orders[1]).toMatchObject({ totalTokens: 20, itemCount: 1 });
    expect(new Date(page.orders[0]!.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('filters by status and searches the e-mail case-insensitively by any part, or the id by its start', async () => {
    const { email, ids } = await customerWithOrders('Searchable', ['2025-01-01T10:00:00Z', '2025-01-02T10:00:00Z']);
    await forceStatus(db(), ids[0]!, 'cancelled');
    const middle = email.slice(3, 14).toUpperCase();
    expect((await list(`q=${encodeURIComponent(middle)}`)).orders.map((o) => o.id)).toEqual([ids[1], ids[0]]);
    expect((await list(`q=${encodeURIComponent(middle)}&status=cancelled`)).orders.map((o) => o.id)).toEqual([ids[0]]);
    expect((await list(`q=${encodeURIComponent(middle)}&status=pending`)).total).toBe(0);
    // As the table shows it, as a pasted full id, and in capitals.
    for (const q of [`#${shortId(ids[1]!)}`, ids[1]!, ids[1]!.slice(0, 13).toUpperCase()]) {
      expect((await list(`q=${encodeURIComponent(q)}`)).orders.map((o) => o.id)).toContain(ids[1]);
    }
    const all = await list('limit=100');
    const statusOnly = await list('status=completed&limit=100');
    expect(statusOnly.total).toBe(all.orders.filter((o) => o.status === 'completed').length);
    expect(statusOnly.orders.every((o) => o.status === 'completed')).toBe(true);
  });

  it('treats LIKE wildcards in the search as plain characters', async () => {
    await customerWithOrders('wild', ['2025-01-03T10:00:00Z']);
    expect((await list('q=%25')).total).toBe(0);
    expect((await list('q=_')).total).toBe(0);
  });

  it('pages with a cursor through orders sharing a timestamp or a millisecond, each exactly once', async () => {
    const same = '2024-06-01T12:00:00.123456Z';
    const { email, ids } = await customerWithOrders('paging', [
      same,
      same,
      same,
      '2024-06-01T12:00:00.123457Z',
      '2024-06-01T12:00:00.123455Z',
      '2024-06-01T12:00:00.1234Z',
      '2024-05-01T00:00:00Z',
    ]);
    const expected = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(sql`${orders.id} in ${ids}`)
      .orderBy(sql`${orders.createdAt} desc, ${orders.id} desc`);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(`q=${encodeURIComponent(email)}&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.total).toBe(7);
      seen.push(...page.orders.map((o) => o.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(expected.map((r) => r.id));
  });

  it('refuses a forged cursor and bad filters with 400', async () => {
    for (const query of ['cursor=nonsense', `cursor=${Buffer.from('{"createdAt":"x","id":"y"}').toString('base64url')}`, 'status=lost', 'limit=0', 'limit=101']) {
      const res = await admin.client.get(`/api/admin/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    const forged = Buffer.from(JSON.stringify({ createdAt: "2024-01-01 00:00:00+00'; drop table orders; --", id: randomUUID() })).toString('base64url');
    expect((await admin.client.get(`/api/admin/orders?cursor=${forged}`)).statusCode).toBe(400);
  });

  it('turns an id prefix into the matching uuid range', () => {
    expect(orderIdPrefixRange('#1a2B')).toEqual({
      low: '1a2b0000-0000-0000-0000-000000000000',
      high: '1a2bffff-ffff-ffff-ffff-ffffffffffff',
    });
    expect(orderIdPrefixRange('guest@x')).toBeNull();
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('shows customer, items with lounge or its absence, mix drinks and prices', async () => {
    const guest = await registeredGuest(t, { tokens: 1000, day: 'Saturday' });
    const bottle = await insertBottle(db(), { tokenPrice: 120, maxMixChoices: 2 });
    const [tonic, cola] = [await insertMixDrink(db(), { name: 'Tonic' }), await insertMixDrink(db(), { name: 'Cola' })];
    const orderId = await placeOrder(guest, [{ productId: bottle.id, quantity: 2, mixDrinkIds: [tonic.id, cola.id] }]);
    // Items whose lounge row is gone, or that never had one (older data, manual orders).
    const goneLounge = randomUUID();
    const editionId = await currentEditionId(db());
    await db().insert(orderItems).values([
      { orderId, editionId, productId: bottle.id, quantity: 1, tokenPrice: 120, loungeId: goneLounge },
      { orderId, editionId, productId: bottle.id, quantity: 1, tokenPrice: 120, loungeId: null },
    ]);
    const res = await admin.client.get(`/api/admin/orders/${orderId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { order } = readJson(res, adminOrderResponse);
    expect(order).toMatchObject({ id: orderId, email: guest.email, userId: guest.userId, status: 'pending', totalTokens: 240, isManual: false });
    const withLounge = order.items.find((i) => i.loungeId === guest.lounge.id)!;
    expect(withLounge).toMatchObject({ quantity: 2, tokenPrice: 120, productName: bottle.name, loungeMissing: false });
    expect(withLounge.lounge).toEqual({ id: guest.lounge.id, category: 'VIP', tableNumber: guest.lounge.tableNumber, day: 'Saturday' });
    expect(withLounge.mixDrinks.map((m) => [m.name, m.quantity])).toEqual([
      ['Cola', 1],
      ['Tonic', 1],
    ]);
    expect(order.items.find((i) => i.loungeId === goneLounge)).toMatchObject({ lounge: null, loungeMissing: true });
    expect(order.items.find((i) => i.loungeId === null)).toMatchObject({ lounge: null, loungeMissing: false });
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    expect(errorOf(await admin.client.get(`/api/admin/orders/${randomUUID()}`)).message).toBe(msg.adminOrderNotFound);
    expect((await admin.client.get('/api/admin/orders/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('status changes and refunds', () => {
  type Action = 'completed' | 'cancelled' | 'refund';
  const act = (orderId: string, action: Action) =>
    action === 'refund'
      ? admin.client.post(`/api/admin/orders/${orderId}/refund`)
      : admin.client.post(`/api/admin/orders/${orderId}/status`, { status: action });

  /** [from, action, resulting status or the refusal's code]: only pending moves, refunds from pending or completed. */
  const matrix: [string, Action, string][] = [
    ['pending', 'completed', 'completed'],
    ['pending', 'cancelled', 'cancelled'],
    ['pending', 'refund', 'cancelled'],
    ['completed', 'completed', 'INVALID_STATUS_TRANSITION'],
    ['completed', 'cancelled', 'INVALID_STATUS_TRANSITION'],
    ['completed', 'refund', 'cancelled'],
    ['cancelled', 'completed', 'INVALID_STATUS_TRANSITION'],
    ['cancelled', 'cancelled', 'INVALID_STATUS_TRANSITION'],
    ['cancelled', 'refund', 'ORDER_NOT_REFUNDABLE'],
  ];

  it.each(matrix)('%s + %s -> %s', async (from, action, outcome) => {
    const guest = await registeredGuest(t, { tokens: 100 });
    const product = await insertProduct(db(), { tokenPrice: 30 });
    const orderId = await placeOrder(guest, [{ productId: product.id, quantity: 1 }]);
    await forceStatus(db(), orderId, from as 'pending');
    const auditBefore = await lastAuditId(db());

    const res = await act(orderId, action);
    const [row] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    const refunds = await ledgerRowsOf(db(), guest.userId, 'refund');
    const audit = await auditRowsSince(db(), auditBefore);
    if (outcome.includes('_')) {
      expect(res.statusCode, res.body).toBe(409);
      expect(errorOf(res).code).toBe(outcome);
      expect(errorOf(res).message).toBe(action === 'refund' ? msg.orderNotRefundable : msg.orderNotPending({ status: from }));
      expect(row!.status).toBe(from);
      expect(refunds).toEqual([]);
      expect(audit).toEqual([]);
      expect(await balanceOf(db(), guest.userId)).toBe(70);
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    expect(row!.status).toBe(outcome);
    expect(readJson(res, orderChangeResponse).order.status).toBe(outcome);
    expect(audit.map((a) => a.action)).toEqual([action === 'refund' ? 'order.refund' : 'order.status']);
    // The order's history names the admin as who cancelled or refunded it; completing is no part of it (docs/decisions/044).
    const history = readJson(res, orderChangeResponse).order.history.map((h) => [h.change, h.by, h.email]);
    expect(history).toEqual(outcome === 'completed' ? [] : [[action === 'refund' ? 'refunded' : 'cancelled', 'admin', admin.email]]);
    if (action === 'refund') {
      expect(readJson(res, orderChangeResponse).message).toBe(msg.orderRefunded({ tokens: 30 }));
      expect(refunds.map((r) => [r.delta, r.orderId])).toEqual([[30, orderId]]);
      expect(readJson(res, orderChangeResponse).tokenBalance).toBe(100);
      expect(await balanceOf(db(), guest.userId)).toBe(100);
    } else {
      // 'Cancel' returns no tokens (docs/product.md#refund-once-cancel-keeps-the-tokens).
      expect(readJson(res, orderChangeResponse).message).toBe(msg.orderStatusChanged({ status: outcome }));
      expect(refunds).toEqual([]);
      expect(await balanceOf(db(), guest.userId)).toBe(70);
    }
  });

  it('refunds once: a second refund is refused and writes nothing', async () => {
    const guest = await registeredGuest(t, { tokens: 100 });
    const product = await insertProduct(db(), { tokenPrice: 40 });
    const orderId = await placeOrder(guest, [{ productId: product.id, quantity: 2 }]);
    expect((await act(orderId, 'refund')).statusCode).toBe(200);
    expect((await act(orderId, 'refund')).statusCode).toBe(409);
    expect((await ledgerRowsOf(db(), guest.userId, 'refund')).map((r) => r.delta)).toEqual([80]);
    expect(await balanceOf(db(), guest.userId)).toBe(100);
  });

  it('cancels a free order on refund without a ledger row', async () => {
    const guest = await registeredGuest(t, { tokens: 50 });
    const water = await insertProduct(db(), { tokenPrice: 0 });
    const orderId = await placeOrder(guest, [{ productId: water.id, quantity: 3 }]);
    const res = await act(orderId, 'refund');
    expect(res.statusCode, res.body).toBe(200);
    expect(readJson(res, orderChangeResponse)).toMatchObject({ message: msg.orderRefunded({ tokens: 0 }), order: { status: 'cancelled' }, tokenBalance: 50 });
    expect(await ledgerRowsOf(db(), guest.userId, 'refund')).toEqual([]);
  });

  it('refuses unknown orders, a pending target status and a missing body', async () => {
    expect((await admin.client.post(`/api/admin/orders/${randomUUID()}/refund`)).statusCode).toBe(404);
    expect((await admin.client.post(`/api/admin/orders/${randomUUID()}/status`, { status: 'completed' })).statusCode).toBe(404);
    const guest = await registeredGuest(t, { tokens: 100 });
    const orderId = await placeOrder(guest, [{ productId: (await insertProduct(db())).id, quantity: 1 }]);
    for (const body of [{ status: 'pending' }, { status: 'refunded' }, {}]) {
      expect((await admin.client.post(`/api/admin/orders/${orderId}/status`, body)).statusCode).toBe(400);
    }
  });
});
