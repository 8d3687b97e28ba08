import { currentEditionId } from '#server/testing/fixtures.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '#shared/api-error-body.ts';
import { msg } from '#shared/messages.ts';
import { CSRF_EXEMPT } from '#server/app.ts';
import { orders } from '#server/db/schema/index.ts';
import { routeTable, type RouteEntry } from '#server/testing/route-table.ts';
import { dbFingerprint } from '#server/testing/db-fingerprint.ts';
import { World, type CallContext, type Person } from '#server/testing/matrix-world.ts';
import { ROUTE_MATRIX, type Row } from '#server/testing/route-matrix.ts';
import { TEST_ORIGIN } from '#server/testing/test-app.ts';
import { useTestApp } from '#server/testing/suite.ts';

// With METRICS_TOKEN, so that the matrix proves no session opens GET /metrics.
const t = useTestApp({ metricsToken: 'authorization-matrix-metrics-token-0123' });
const w = new World(t);
beforeAll(() => w.openShop());

const COLUMNS = ['signed out', 'application', 'guest', "another guest's resource", 'staff', 'admin'] as const;
type Column = (typeof COLUMNS)[number];

const rowOf = (route: RouteEntry): Row => {
  const row = ROUTE_MATRIX[route.key];
  if (!row) throw new Error(`no row in route-matrix.ts for ${route.key}`);
  return row;
};
/** Routes without a row fail the coverage test alone, not every test here. */
const tabled = () => routeTable(t).filter((r) => r.key in ROUTE_MATRIX);

/** The actor of a column and whose data the call is built on. */
async function contextFor(column: Column): Promise<CallContext> {
  switch (column) {
    case 'signed out':
      return { actor: null, owner: await w.person('guest'), foreign: false };
    case "another guest's resource":
      return { actor: await w.person('guest'), owner: await w.person('guest'), foreign: true };
    default: {
      const actor = await w.person(column === 'application' ? 'applicant' : column);
      return { actor, owner: actor, foreign: false };
    }
  }
}

async function callAs(route: RouteEntry, context: CallContext, headers?: Record<string, string>) {
  const call = (await rowOf(route)[6]?.(w, context)) ?? {};
  return w.send(route.method, route.url, call, context.actor, headers);
}

/** Runs every route for one column and lists the routes whose status differs from the table. */
async function differences(column: Column, expectedOf: (row: Row) => number, context = () => contextFor(column)) {
  const found: { route: string; expected: number; got: number; body: string }[] = [];
  for (const route of tabled()) {
    const expected = expectedOf(rowOf(route));
    const res = await callAs(route, await context());
    if (res.statusCode !== expected) found.push({ route: route.key, expected, got: res.statusCode, body: res.body.slice(0, 200) });
  }
  return found;
}

describe('authorization matrix over the route table', () => {
  it('has a row for every route the server serves, and none for routes it does not', () => {
    const keys = routeTable(t).map((r) => r.key);
    expect(keys.length).toBeGreaterThan(40);
    expect(keys.filter((k) => !(k in ROUTE_MATRIX)), 'routes without a row in route-matrix.ts').toEqual([]);
    expect(Object.keys(ROUTE_MATRIX).filter((k) => !keys.includes(k)), 'rows for routes that do not exist').toEqual([]);
  });

  COLUMNS.forEach((column, index) => {
    it(`answers each route as the table says, ${column}`, async () => {
      expect(await differences(column, (row) => row[index] as number)).toEqual([]);
    });
  });

  it.each(['inactiveAdmin', 'inactiveStaff'] as const)('treats an %s like an application', async (kind) => {
    const inactive = async (): Promise<CallContext> => {
      const actor: Person = await w.person(kind);
      return { actor, owner: actor, foreign: false };
    };
    expect(await differences('application', (row) => row[1], inactive)).toEqual([]);
  });
});

describe('cross-site request forgery, on every mutating route', () => {
  const FORGED: [string, Record<string, string>, string][] = [
    ['a foreign Origin', { origin: 'https://evil.example' }, msg.wrongAddress({ publicUrl: TEST_ORIGIN })],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }, msg.crossSite],
    ['a form post', { 'content-type': 'application/x-www-form-urlencoded' }, msg.jsonRequired],
    ['a text/plain post', { 'content-type': 'text/plain' }, msg.jsonRequired],
    ['a multipart post', { 'content-type': 'multipart/form-data; boundary=x' }, msg.jsonRequired],
  ];

  it('answers 403 and writes nothing; the same call sent properly succeeds', async () => {
    const mutating = tabled().filter((r) => r.method !== 'GET' && !CSRF_EXEMPT.includes(r.url));
    expect(mutating.length).toBeGreaterThan(25);
    const failures: string[] = [];
    for (const route of mutating) {
      const row = rowOf(route);
      // Act as someone the route would serve, so that the refusal is the guard's doing.
      // A route no valid call of the matrix completes (deleting one's account checks a password first) is forged as
      // someone it answers beyond the guard: the same call sent properly must get that answer.
      const column =
        ([2, 5, 0] as const).find((i) => row[i] >= 200 && row[i] < 300) ?? ([2, 5, 0] as const).find((i) => row[i] !== 401 && row[i] !== 403);
      if (column === undefined) throw new Error(`${route.key}: no column the guard lets through to forge`);
      const context = await contextFor(COLUMNS[column]);
      const call = (await row[6]?.(w, context)) ?? {};
      const before = await dbFingerprint(t);
      for (const [what, headers, message] of FORGED) {
        const res = await w.send(route.method, route.url, call, context.actor, headers);
        const body: unknown = res.json();
        if (res.statusCode !== 403 || !isApiErrorBody(body) || body.error.message !== message) failures.push(`${route.key} with ${what}: ${res.statusCode} ${res.body}`);
      }
      expect(await dbFingerprint(t), `${route.key} wrote despite a forged request`).toEqual(before);
      const genuine = await w.send(route.method, route.url, call, context.actor);
      if (genuine.statusCode !== row[column]) failures.push(`${route.key} sent properly: ${genuine.statusCode} ${genuine.body}`);
    }
    expect(failures).toEqual([]);
  });
});

describe("a guest cannot read another guest's data", () => {
  it("no GET route shows guest B's e-mail or booking number to guest A, whatever ids A puts in the URL", async () => {
    const [a, b] = [await w.person('guest'), await w.person('guest')];
    const lounge = await w.loungeOf(b);
    const [order] = await t.database.db.insert(orders).values({ editionId: await currentEditionId(t.database.db), userId: b.id, totalTokens: 0, status: 'completed' }).returning();
    const payment = await w.demoPayment(b);
    const idsOfB = [b.id, lounge.id, order!.id, payment.id];
    const getRoutes = routeTable(t).filter((r) => r.method === 'GET' && !r.url.startsWith('/api/docs'));
    expect(getRoutes.length).toBeGreaterThan(5);
    for (const route of getRoutes) {
      const urls = route.url.includes(':') ? idsOfB.map((id) => route.url.replace(/:[A-Za-z]+/g, id)) : [route.url];
      for (const url of urls) {
        const res = await w.send('GET', url, {}, a);
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.body, url).not.toContain(b.email);
        expect(res.body, url).not.toContain(lounge.bookingNumber);
      }
    }
  });
});
