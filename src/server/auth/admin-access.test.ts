import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, userLoungeAssignments } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { ApiClient } from '#server/testing/api-client.ts';
import { insertLounge, insertProfile } from '#server/testing/fixtures.ts';
import { insertMixDrink, insertProduct, registeredGuest } from '#server/testing/shop-fixtures.ts';
import { GOOD_PASSWORD } from '#server/testing/fixtures.ts';
import { signIn, signedInAdmin, uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { routeTable, type RouteEntry } from '#server/testing/route-table.ts';

type Call = { url: string; body?: unknown };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const user = () => insertProfile(db(), { email: uniqueEmail('target') });
const applicant = () => insertProfile(db(), { email: uniqueEmail('applicant'), status: 'inactive' });
/** An order written straight to the table (the matrix is about access, not about ordering). */
const pendingOrder = async () => {
  const [row] = await db().insert(orders).values({ userId: (await user()).id, totalTokens: 0 }).returning();
  return { orderId: row!.id };
};
const loungeBody = { tableNumber: '5', category: 'VIP', day: 'Friday', minimumConsumptionTokens: 10 };
const productBody = { name: 'Matrix product', tokenPrice: 5 };

/**
 * One valid call per admin route, built on fresh data because the admin's call changes it.
 * A new /api/admin route fails the coverage test below until it gets a line here.
 */
const adminCalls: Record<string, () => Promise<Call>> = {
  'GET /api/admin/dashboard': async () => ({ url: '/api/admin/dashboard' }),
  'GET /api/admin/users': async () => ({ url: '/api/admin/users' }),
  'POST /api/admin/users': async () => ({ url: '/api/admin/users', body: { email: uniqueEmail('new'), password: GOOD_PASSWORD } }),
  'PUT /api/admin/users/:id/token-balance': async () => ({
    url: `/api/admin/users/${(await user()).id}/token-balance`,
    body: { tokenBalance: 7 },
  }),
  'POST /api/admin/users/:id/password-reset': async () => ({ url: `/api/admin/users/${(await user()).id}/password-reset` }),
  'GET /api/admin/applications': async () => ({ url: '/api/admin/applications' }),
  'POST /api/admin/applications/:id/approve': async () => ({ url: `/api/admin/applications/${(await applicant()).id}/approve` }),
  'DELETE /api/admin/applications/:id': async () => ({ url: `/api/admin/applications/${(await applicant()).id}` }),
  'GET /api/admin/lounges': async () => ({ url: '/api/admin/lounges' }),
  'POST /api/admin/lounges': async () => ({ url: '/api/admin/lounges', body: loungeBody }),
  'PUT /api/admin/lounges/:id': async () => ({ url: `/api/admin/lounges/${(await insertLounge(db())).id}`, body: loungeBody }),
  'POST /api/admin/lounges/:id/assignments': async () => ({
    url: `/api/admin/lounges/${(await insertLounge(db())).id}/assignments`,
    body: { userId: (await user()).id },
  }),
  'DELETE /api/admin/lounges/:id/assignments/:userId': async () => {
    const [lounge, assignee] = [await insertLounge(db(), { isOccupied: true }), await user()];
    await db().insert(userLoungeAssignments).values({ loungeId: lounge.id, userId: assignee.id });
    return { url: `/api/admin/lounges/${lounge.id}/assignments/${assignee.id}` };
  },
  'GET /api/admin/products': async () => ({ url: '/api/admin/products' }),
  'POST /api/admin/products': async () => ({ url: '/api/admin/products', body: productBody }),
  'PUT /api/admin/products/:id': async () => ({ url: `/api/admin/products/${(await insertProduct(db())).id}`, body: productBody }),
  'DELETE /api/admin/products/:id': async () => ({ url: `/api/admin/products/${(await insertProduct(db())).id}` }),
  'GET /api/admin/mix-drinks': async () => ({ url: '/api/admin/mix-drinks' }),
  'POST /api/admin/mix-drinks': async () => ({ url: '/api/admin/mix-drinks', body: { name: 'Soda' } }),
  'PUT /api/admin/mix-drinks/:id': async () => ({ url: `/api/admin/mix-drinks/${(await insertMixDrink(db())).id}`, body: { name: 'Soda' } }),
  'DELETE /api/admin/mix-drinks/:id': async () => ({ url: `/api/admin/mix-drinks/${(await insertMixDrink(db())).id}` }),
  'GET /api/admin/orders': async () => ({ url: '/api/admin/orders' }),
  'GET /api/admin/orders/:id': async () => ({ url: `/api/admin/orders/${(await pendingOrder()).orderId}` }),
  'POST /api/admin/orders/:id/status': async () => ({ url: `/api/admin/orders/${(await pendingOrder()).orderId}/status`, body: { status: 'completed' } }),
  'POST /api/admin/orders/:id/refund': async () => ({ url: `/api/admin/orders/${(await pendingOrder()).orderId}/refund` }),
  'POST /api/admin/orders/manual': async () => ({
    url: '/api/admin/orders/manual',
    body: { userId: (await user()).id, items: [{ productId: (await insertProduct(db())).id, quantity: 1 }], free: true },
  }),
  'GET /api/admin/packing': async () => ({ url: '/api/admin/packing?day=Friday' }),
  'GET /api/admin/packing.csv': async () => ({ url: '/api/admin/packing.csv?day=Friday&view=lounge' }),
  'GET /api/admin/settings': async () => ({ url: '/api/admin/settings' }),
  'PUT /api/admin/settings': async () => ({
    url: '/api/admin/settings',
    body: {
      preorderDeadline: '2030-01-01T00:00:00Z',
      contactEmail: 'bar@festival.example',
      tokenPackages: [{ id: 'one', tokens: 1, priceChf: 10, popular: true }],
    },
  }),
};

const adminRoutes = () => routeTable(t.app).filter((r) => r.url.startsWith('/api/admin'));
const key = (r: RouteEntry) => `${r.method} ${r.url}`;

async function call(client: ApiClient, route: RouteEntry) {
  const { url, body } = await adminCalls[key(route)]!();
  return client.request(route.method as Method, url, body);
}

describe('authorization matrix for /api/admin', () => {
  it('has a call for every /api/admin route in the route table (and no stale ones)', () => {
    const routes = adminRoutes().map(key);
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(adminCalls).length);
    expect(routes.filter((r) => !(r in adminCalls))).toEqual([]);
    expect(Object.keys(adminCalls).filter((k) => !routes.includes(k))).toEqual([]);
  });

  it('answers 401 to signed-out visitors on every admin route', async () => {
    for (const route of adminRoutes()) {
      const res = await call(new ApiClient(t.app), route);
      expect({ route: key(route), status: res.statusCode }).toEqual({ route: key(route), status: 401 });
    }
  });

  it('answers 403 to guests, applications and inactive admins on every admin route', async () => {
    const guest = (await registeredGuest(t)).client;
    const applicantEmail = uniqueEmail('applicant');
    await insertProfile(db(), { email: applicantEmail, status: 'inactive' });
    const inactiveAdminEmail = uniqueEmail('old-admin');
    await insertProfile(db(), { email: inactiveAdminEmail, role: 'admin', status: 'inactive' });
    const clients = [guest, await signIn(t, applicantEmail), await signIn(t, inactiveAdminEmail)];
    for (const route of adminRoutes()) {
      for (const client of clients) {
        const res = await call(client, route);
        expect({ route: key(route), status: res.statusCode }).toEqual({ route: key(route), status: 403 });
      }
    }
  });

  it('answers 2xx to an admin on every admin route', async () => {
    const { client } = await signedInAdmin(t);
    for (const route of adminRoutes()) {
      const res = await call(client, route);
      expect({ route: key(route), ok: res.statusCode >= 200 && res.statusCode < 300, body: res.statusCode < 300 ? '' : res.body }).toEqual({
        route: key(route),
        ok: true,
        body: '',
      });
    }
  });
});

describe("a guest cannot read another guest's data", () => {
  it("no GET route shows guest B's e-mail or booking number to guest A, whatever ids A puts in the URL", async () => {
    const a = await registeredGuest(t);
    const b = await registeredGuest(t);
    const [order] = await db().insert(orders).values({ userId: b.userId, totalTokens: 0, status: 'completed' }).returning();
    const idsOfB = [b.userId, b.lounge.id, order!.id];
    const getRoutes = routeTable(t.app).filter((r) => r.method === 'GET' && !r.url.startsWith('/api/docs'));
    expect(getRoutes.length).toBeGreaterThan(5);
    for (const route of getRoutes) {
      const urls = route.url.includes(':') ? idsOfB.map((id) => route.url.replace(/:[A-Za-z]+/g, id)) : [route.url];
      for (const url of urls) {
        const res = await a.client.get(url);
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.body, url).not.toContain(b.email);
        expect(res.body, url).not.toContain(b.bookingNumber);
      }
    }
  });
});
