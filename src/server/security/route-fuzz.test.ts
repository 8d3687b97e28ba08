import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { TEST_ORIGIN } from '#server/testing/test-app.ts';
import { routeTable, type RouteEntry } from '#server/testing/route-table.ts';
import { dbFingerprint } from '#server/testing/db-fingerprint.ts';
import { deepNesting, junk, mutated, zodArbitrary } from '#server/testing/zod-arbitrary.ts';
import { World, type Call, type CallContext } from '#server/testing/matrix-world.ts';
import { ROUTE_MATRIX } from '#server/testing/route-matrix.ts';
import { useTestApp } from '#server/testing/suite.ts';

/**
 * Requests per route (FUZZ_RUNS overrides it for a deeper run, e.g. FUZZ_RUNS=500). Each run draws new inputs, so the
 * runs of every change add up; 40 per route is 4,700 requests, a minute and a half on a busy 2-core machine. The
 * file runs on PostgreSQL only: the input checks it aims at come before the database, and every route's queries
 * run on PGlite in the authorization matrix.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

const t = useTestApp();
const w = new World(t);
beforeAll(() => w.openShop());

type Schemas = { body?: z.ZodType; querystring?: z.ZodType; params?: z.ZodType };
const schemasOf = (route: RouteEntry) => (route.schema ?? {}) as Schemas;

/** Bodies that are not JSON values at all, or JSON that parsers mishandle. */
const RAW_BODIES = [
  '', '{', '{"a":', 'null', '"text"', '[]', '\uFEFF{}', 'undefined', '{"a":1,"a":2}', '{"__proto__":{"role":"admin"}}',
  '{"constructor":{"prototype":{"role":"admin"}}}', deepNesting(10_000), `{"k":"${'\\u0000'.repeat(100)}"}`, `[${'1,'.repeat(20_000)}1]`,
  JSON.stringify({ pad: 'x'.repeat(1_000_000) }),
];

// Objects as JSON: String() throws on some that fast-check makes ({ toString: '' }, a null prototype), even in an array.
const asText = (value: unknown) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
const toQuery = (value: unknown) => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return `q=${encodeSafely(asText(value))}`;
  const params = Object.entries(value).flatMap(([k, v]) => [v].flat().map((item) => `${encodeSafely(k)}=${encodeSafely(asText(item))}`));
  return params.join('&');
};
function encodeSafely(text: string) {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80'; // a lone surrogate: percent-encoded invalid UTF-8
  }
}

/** Who to fuzz a route as: someone it serves, so the input reaches validation and the handler. */
async function actorFor(route: RouteEntry): Promise<CallContext> {
  const row = ROUTE_MATRIX[route.key]!;
  const kind = row[2] < 300 ? 'guest' : row[5] < 300 ? 'admin' : null;
  if (!kind) return { actor: null, owner: await w.person('guest'), foreign: false };
  const actor = await w.person(kind);
  return { actor, owner: actor, foreign: false };
}

function requestArbitrary(route: RouteEntry, valid: Call) {
  const { body, querystring } = schemasOf(route);
  const bodies = body
    ? fc.oneof(zodArbitrary(body), mutated(fc.constant(valid.body)), mutated(zodArbitrary(body)), junk)
    : fc.oneof(fc.constant(valid.body), junk);
  const queries = querystring
    ? fc.oneof(zodArbitrary(querystring), mutated(fc.constant(valid.query ?? {})), mutated(zodArbitrary(querystring)), fc.dictionary(fc.string({ maxLength: 8 }), junk, { maxKeys: 3 }))
    : fc.oneof(fc.constant({}), fc.dictionary(fc.string({ maxLength: 8 }), junk, { maxKeys: 3 }));
  const names = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  const pathValue = (name: string) =>
    fc.oneof(fc.constant(valid.params?.[name] ?? ''), fc.uuid(), junk.map((j) => (typeof j === 'string' ? j : JSON.stringify(j) ?? '')), fc.constant('x'.repeat(1_000_000)));
  const pathParams = fc.record(Object.fromEntries(names.map((n) => [n, pathValue(n)])));
  const raw = fc.option(fc.constantFrom(...RAW_BODIES), { freq: 8 });
  return fc.record({ body: bodies, query: queries, params: pathParams, raw });
}

/** The shape of every refusal (src/shared/api-error.ts). */
const errorShape = z.object({ error: z.object({ code: z.string().min(1), message: z.string().min(1) }) });

/** fast-check's report, cut short: counterexamples may hold megabyte strings. */
const shortReport = <T,>(details: fc.RunDetails<T>) => {
  if (!details.failed) return;
  const report = `${fc.defaultReportMessage(details) ?? ''}\n${String(details.errorInstance)}`;
  throw new Error(report.replace(/(.)\1{200,}/gs, (run, ch: string) => `${ch}...(${run.length} times)`).slice(0, 6000));
};

const counts = { requests: 0, byStatus: {} as Record<number, number> };

async function fuzzRoute(route: RouteEntry) {
  await w.openShop();
  const context = await actorFor(route);
  const valid = (await ROUTE_MATRIX[route.key]![6]?.(w, context)) ?? {};
  let last = await dbFingerprint(t);
  await fc.assert(
    fc.asyncProperty(requestArbitrary(route, valid), async ({ body, query, params, raw }) => {
      const path = valid.path ?? route.url.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeSafely(params[name] ?? ''));
      const qs = toQuery(query);
      const mutating = route.method !== 'GET';
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: qs ? `${path}?${qs}` : path,
        headers: {
          ...(mutating ? { 'content-type': 'application/json', origin: TEST_ORIGIN } : {}),
          ...(context.actor ? { cookie: context.actor.cookie } : {}),
        },
        payload: mutating ? (raw ?? JSON.stringify(body) ?? '') : undefined,
      });
      counts.requests++;
      counts.byStatus[res.statusCode] = (counts.byStatus[res.statusCode] ?? 0) + 1;
      const what = `${route.key} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
      expect(res.statusCode, what).toBeLessThan(500);
      // One fingerprint per request: the one after this request is the one before the next.
      const before = last;
      last = await dbFingerprint(t);
      if (res.statusCode >= 400) {
        expect(errorShape.safeParse(res.json()).success, what).toBe(true);
        expect(last, `${what}: a refused request wrote`).toEqual(before);
      }
    }),
    { numRuns: RUNS, reporter: shortReport },
  );
}

describe('fuzzing every route from its own schemas', () => {
  it('generates mostly valid values from the route schemas (else the fuzzing would only test validation)', () => {
    const schemas = routeTable(t).flatMap((r) => [schemasOf(r).body, schemasOf(r).querystring].filter((s) => s !== undefined));
    expect(schemas.length).toBeGreaterThan(15);
    // Refinements (new password == confirmation) are invisible to the generator.
    const acceptable = (schema: z.ZodType, value: unknown) => {
      const result = schema.safeParse(value);
      return result.success || result.error.issues.every((issue) => issue.code === 'custom');
    };
    for (const schema of schemas) {
      const samples = fc.sample(zodArbitrary(schema), 50);
      const bad = samples.filter((s) => !acceptable(schema, s));
      expect(bad.length, JSON.stringify(bad[0])).toBeLessThanOrEqual(10);
    }
  });

  it('never answers 5xx, every refusal has the error shape, and a refused request writes nothing', async () => {
    // The event stream takes no input (no body, no query) and never ends by itself: the matrix covers it.
    const routes = routeTable(t).filter((r) => r.key in ROUTE_MATRIX && !r.url.startsWith('/api/docs') && r.url !== '/api/events');
    for (const route of routes) await fuzzRoute(route);
    console.log(`fuzzed ${routes.length} routes with ${counts.requests} requests; statuses: ${JSON.stringify(counts.byStatus)}`);
    expect(counts.requests).toBe(routes.length * RUNS);
    // A fixed amount of work; the limit only turns a hang into a failure, with room for a busy machine.
  }, 600_000);
});
