import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { orders } from '#server/db/schema/index.ts';
import { createSession } from '#server/auth/sessions.repo.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { findStockMismatches } from '#server/modules/stock/stock-counts.repo.ts';
import { onPostgres } from '#server/testing/test-db.ts';
import { insertClaimedLounge, insertProfile } from '#server/testing/fixtures.ts';
import { insertProduct, openShop } from '#server/testing/shop-fixtures.ts';
import type { ServerProcess } from '#server/testing/server-process.ts';
import { useTwoServerProcesses } from '#server/testing/two-server-processes.ts';
import { soldOf } from '#server/testing/stock-fixtures.ts';

/**
 * Stock limits hold across instances (docs/decisions/018): two server processes on one PostgreSQL database, many guests
 * at once, one limited product. Exactly the limit is sold, every other answer is the clear 409, and the token ledger
 * and the stock invariant hold afterwards, also with refunds racing the checkouts.
 */
const { servers, db } = useTwoServerProcesses({ prepare: openShop });

/** A guest made straight in the database (a claimed Friday lounge worth `tokens`, a session). */
async function guest(tokens: number) {
  const profile = await insertProfile(db(), { email: `stock-${randomUUID()}@example.com` });
  const lounge = await insertClaimedLounge(db(), profile.id, { minimumConsumptionTokens: tokens, day: 'Friday' });
  return { id: profile.id, lounge, cookie: `session=${await createSession(db(), profile.id)}` };
}

async function call(server: ServerProcess, cookie: string, path: string, body: unknown, method = 'POST') {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: server.url, cookie },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { order?: { id: string }; error?: { code: string } } };
}

const checkout = (server: ServerProcess, who: Awaited<ReturnType<typeof guest>>, productId: string) =>
  call(server, who.cookie, '/api/checkout', { items: [{ productId, quantity: 1, loungeId: who.lounge.id }], idempotencyKey: randomUUID() });

async function adminCookie() {
  const admin = await insertProfile(db(), { email: `admin-${randomUUID()}@example.com`, role: 'admin' });
  return `session=${await createSession(db(), admin.id)}`;
}

/** A product limited to `quantity` units on Friday, the limit set by an admin through `server`; the admin's cookie with it. */
async function limitedProduct(server: ServerProcess, { tokenPrice, quantity }: { tokenPrice: number; quantity: number }) {
  const product = await insertProduct(db(), { tokenPrice });
  const admin = await adminCookie();
  expect((await call(server, admin, `/api/admin/stock/${product.id}/Friday`, { quantity, maxPerGuest: null }, 'PUT')).status).toBe(200);
  return { product, admin };
}

async function invariantsHold() {
  expect(await findLedgerMismatches(db())).toEqual([]);
  expect(await findStockMismatches(db())).toEqual([]);
}

describe.runIf(onPostgres)('stock limits on two server processes, one PostgreSQL', () => {
  it('200 concurrent checkouts from 200 guests for 50 units sell exactly 50; the other 150 get 409 OUT_OF_STOCK', async () => {
    const { product } = await limitedProduct(servers[0]!, { tokenPrice: 3, quantity: 50 });
    const guests = await Promise.all(Array.from({ length: 200 }, () => guest(10)));

    const answers = await Promise.all(guests.map((g, i) => checkout(servers[i % 2]!, g, product.id)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    // Named when it fails: which answers were not the expected refusal, and why.
    expect(answers.filter((a) => a.status !== 201 && !(a.status === 409 && a.body.error?.code === 'OUT_OF_STOCK'))).toEqual([]);
    expect(await soldOf(db(), product.id, 'Friday')).toBe(50);
    const [placed] = await db().select({ n: count() }).from(orders).where(eq(orders.totalTokens, 3));
    expect(placed!.n).toBe(50);
    await invariantsHold();
  }, 180_000);

  it('refunds racing checkouts never oversell: units given back are sold again at most once', async () => {
    const { product, admin } = await limitedProduct(servers[1]!, { tokenPrice: 1, quantity: 30 });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => guest(5)));
    const bought = await Promise.all(buyers.map((g, i) => checkout(servers[i % 2]!, g, product.id)));
    expect(bought.every((a) => a.status === 201)).toBe(true);
    expect(await soldOf(db(), product.id, 'Friday')).toBe(30);

    const latecomers = await Promise.all(Array.from({ length: 100 }, () => guest(5)));
    const refunds = bought.slice(0, 15).map((a, i) => call(servers[i % 2]!, admin, `/api/admin/orders/${a.body.order!.id}/refund`, {}));
    const cancels = bought.slice(15, 20).map((a, i) => call(servers[(i + 1) % 2]!, admin, `/api/admin/orders/${a.body.order!.id}/status`, { status: 'cancelled' }));
    const late = latecomers.map((g, i) => checkout(servers[i % 2]!, g, product.id));
    const [refunded, cancelled, lateAnswers] = await Promise.all([Promise.all(refunds), Promise.all(cancels), Promise.all(late)]);

    expect(refunded.map((a) => a.status)).toEqual(Array<number>(15).fill(200));
    expect(cancelled.map((a) => a.status)).toEqual(Array<number>(5).fill(200));
    const sold = lateAnswers.filter((a) => a.status === 201).length;
    expect(sold).toBeLessThanOrEqual(20);
    expect(lateAnswers.filter((a) => a.status !== 201).every((a) => a.status === 409 && a.body.error?.code === 'OUT_OF_STOCK')).toBe(true);
    expect(await soldOf(db(), product.id, 'Friday')).toBe(10 + sold);
    await invariantsHold();
  }, 180_000);
});
