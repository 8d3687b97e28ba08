import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { checkoutResponse } from '#shared/schemas/orders.ts';
import { orderChangeResponse } from '#shared/schemas/admin-orders.ts';
import { redirectResponse } from '#shared/schemas/payments.ts';
import { orders, tokenLedger } from '#server/db/schema/index.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { createTestDatabase, onPostgres } from '#server/testing/test-db.ts';
import { auditLedger } from '#server/testing/ledger-audit.ts';
import { readJson } from '#server/testing/api-client.ts';
import { insertProduct } from '#server/testing/shop-fixtures.ts';
import { World, type Person } from '#server/testing/matrix-world.ts';

/**
 * How long the workers run: 15 s on every test run (some 1,500 money moves on 2 cores), longer on demand
 * (`SOAK_SECONDS=600 npx vitest run --project pg src/server/security/ledger-soak.test.ts`), bounded so a typo
 * cannot hang CI.
 */
const SOAK_SECONDS = Math.min(Math.max(Number(process.env.SOAK_SECONDS ?? 15), 1), 3600);
const WORKERS = 8;
const GUESTS = 12;

let t: TestApp;
let w: World;
beforeAll(async () => {
  if (!onPostgres) return;
  const unlimited = { max: 1e9, windowMs: 60_000 };
  t = await createTestApp({ rateLimits: { auth: unlimited, checkout: unlimited } }, await createTestDatabase({ poolSize: 20 }));
  w = new World(t);
  await w.openShop();
});
afterAll(async () => {
  if (!t) return;
  await t.close();
  await t.database.drop();
});

const pick = <T,>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

describe.runIf(onPostgres)(`ledger soak: ${WORKERS} workers, ${SOAK_SECONDS} s of concurrent money moves`, () => {
  it('never goes negative, keeps balance = ledger at every sample, and leaves every order, refund and purchase consistent', async () => {
    const admin = await w.person('admin');
    const guests: Person[] = [];
    for (let i = 0; i < GUESTS; i++) {
      const guest = await w.person('guest');
      await w.loungeOf(guest, 200);
      guests.push(guest);
    }
    const products = await Promise.all([1, 5, 12, 40, 95].map((tokenPrice) => insertProduct(t.database.db, { tokenPrice })));
    const placed: string[] = [];
    const tally: Record<string, Record<number, number>> = {};
    const fail: string[] = [];

    const call = async (op: string, method: string, url: string, actor: Person, body?: unknown, params: Record<string, string> = {}) => {
      const res = await w.send(method, url, { body, params }, actor);
      (tally[op] ??= {})[res.statusCode] = (tally[op][res.statusCode] ?? 0) + 1;
      if (res.statusCode >= 500) fail.push(`${op}: ${res.statusCode} ${res.body}`);
      return res;
    };

    const operations: Record<string, () => Promise<unknown>> = {
      async checkout() {
        const guest = pick(guests);
        const lounge = await w.loungeOf(guest);
        const items = Array.from({ length: between(1, 3) }, () => ({ productId: pick(products).id, quantity: between(1, 3), loungeId: lounge.id }));
        const res = await call('checkout', 'POST', '/api/checkout', guest, { items, idempotencyKey: randomUUID() });
        if (res.statusCode === 201) placed.push(readJson(res, checkoutResponse).order.id);
      },
      async manualOrder() {
        const items = [{ productId: pick(products).id, quantity: between(1, 4), withoutLounge: true }];
        const res = await call('manual order', 'POST', '/api/admin/orders/manual', admin, { userId: pick(guests).id, items, free: Math.random() < 0.2 });
        if (res.statusCode === 201) placed.push(readJson(res, orderChangeResponse).order.id);
      },
      async refund() {
        if (placed.length) await call('refund', 'POST', '/api/admin/orders/:id/refund', admin, {}, { id: pick(placed) });
      },
      async statusChange() {
        if (placed.length) await call('status', 'POST', '/api/admin/orders/:id/status', admin, { status: pick(['completed', 'cancelled']) }, { id: pick(placed) });
      },
      async purchase() {
        const guest = pick(guests);
        const res = await call('purchase', 'POST', '/api/payments/checkout-session', guest, { packageId: pick(['tokens-25', 'tokens-50']) });
        const paymentId = new URL(readJson(res, redirectResponse).url, 'http://x').pathname.split('/').pop()!;
        // The provider's confirmation may arrive twice at once: it must credit once.
        await Promise.all([1, 2].map(() => call('purchase complete', 'POST', '/api/payments/demo/:paymentId/complete', guest, {}, { paymentId })));
      },
      async claim() {
        await call('lounge claim', 'POST', '/api/me/lounges/claim', pick(guests), { bookingNumber: await w.freeBooking() });
      },
      async assign() {
        const lounge = await w.lounge();
        await call('admin assign', 'POST', '/api/admin/lounges/:id/assignments', admin, { userId: pick(guests).id }, { id: lounge.id });
      },
      async adjust() {
        await call('admin adjustment', 'PUT', '/api/admin/users/:id/token-balance', admin, { tokenBalance: between(0, 400), reason: 'Soak adjustment' }, { id: pick(guests).id });
      },
    };
    // Mostly orders and refunds, the moves that race for the same balance.
    const weighted = ['checkout', 'checkout', 'checkout', 'manualOrder', 'refund', 'refund', 'statusChange', 'purchase', 'claim', 'assign', 'adjust'];

    const deadline = Date.now() + SOAK_SECONDS * 1000;
    const worker = async () => {
      while (Date.now() < deadline) await operations[pick(weighted)]!();
    };
    const samples: { mismatches: number; negative: number }[] = [];
    const sampler = async () => {
      while (Date.now() < deadline) {
        const negative = await t.database.db.execute(sql`select count(*)::int as n from profiles where token_balance < 0`);
        samples.push({ mismatches: (await findLedgerMismatches(t.database.db)).length, negative: (negative as unknown as { rows: { n: number }[] }).rows[0]!.n });
        await sleep(200);
      }
    };
    await Promise.all([...Array.from({ length: WORKERS }, worker), sampler()]);

    expect(fail).toEqual([]);
    // At least one sample every two seconds on average, however busy the machine (about five a second when quiet).
    expect(samples.length).toBeGreaterThan(SOAK_SECONDS / 2);
    expect(samples.filter((s) => s.mismatches > 0 || s.negative > 0)).toEqual([]);
    expect(await auditLedger(t.database.db)).toEqual({});

    const [[orderCount], [ledgerRows]] = await Promise.all([
      t.database.db.select({ n: count() }).from(orders),
      t.database.db.select({ n: count() }).from(tokenLedger),
    ]);
    const calls = Object.values(tally).reduce((sum, byStatus) => sum + Object.values(byStatus).reduce((a, b) => a + b, 0), 0);
    console.log(`soak ${SOAK_SECONDS} s: ${calls} calls, ${orderCount!.n} orders, ${ledgerRows!.n} ledger rows, ${samples.length} invariant samples`);
    console.log(JSON.stringify(tally));
    // Every kind of move really happened, refunds and double-completed purchases included.
    for (const op of ['checkout', 'manual order', 'refund', 'purchase complete', 'lounge claim', 'admin assign', 'admin adjustment']) {
      expect(tally[op]?.[op === 'checkout' || op === 'manual order' ? 201 : 200], op).toBeGreaterThan(0);
    }
  }, (SOAK_SECONDS + 120) * 1000);
});
