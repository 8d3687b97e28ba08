import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUserOverviewResponse } from '#shared/schemas/admin-users.ts';
import { readJson } from '#server/testing/api-client.ts';
import { insertProduct, openShop, registeredGuest } from '#server/testing/shop-fixtures.ts';
import { placeOrder } from '#server/testing/order-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';

const t = useTestApp();
beforeAll(() => openShop(t.database.db));
const admin = useSignedInAdmin(t);

describe('GET /api/admin/users/:id (a guest page)', () => {
  it("shows the guest's profile, lounges, orders and token statement, newest first", async () => {
    const guest = await registeredGuest(t, { tokens: 120, day: 'Saturday' });
    const product = await insertProduct(t.database.db, { tokenPrice: 20 });
    const first = await placeOrder(guest, [{ productId: product.id, quantity: 1 }]);
    const second = await placeOrder(guest, [{ productId: product.id, quantity: 2 }]);
    await admin.client.post(`/api/admin/orders/${first}/refund`);

    const res = await admin.client.get(`/api/admin/users/${guest.userId}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = readJson(res, adminUserOverviewResponse);
    expect(page.user).toMatchObject({ id: guest.userId, email: guest.email, tokenBalance: 80 });
    expect(page.lounges.map((l) => [l.id, l.day])).toEqual([[guest.lounge.id, 'Saturday']]);
    expect(page.orders.map((o) => [o.id, o.status, o.refundedTokens])).toEqual([
      [second, 'pending', 0],
      [first, 'cancelled', 20],
    ]);
    expect(page.statement.entries.map((e) => [e.kind, e.delta, e.balanceAfter])).toEqual([
      ['refund', 20, 80],
      ['order', -40, 60],
      ['order', -20, 100],
      ['lounge_grant', 120, 120],
    ]);
    expect(page.statement.nextBefore).toBeNull();
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    expect((await admin.client.get(`/api/admin/users/${randomUUID()}`)).statusCode).toBe(404);
    expect((await admin.client.get('/api/admin/users/nope')).statusCode).toBe(400);
  });
});
