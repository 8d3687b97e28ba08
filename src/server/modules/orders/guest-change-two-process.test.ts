import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderItems, orders, tokenLedger } from '#server/db/schema/index.ts';
import { createSession } from '#server/auth/sessions.repo.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { findStockMismatches } from '#server/modules/stock/stock-counts.repo.ts';
import { onPostgres } from '#server/testing/test-db.ts';
import { insertClaimedLounge, insertProfile } from '#server/testing/fixtures.ts';
import { insertProduct, openShop } from '#server/testing/shop-fixtures.ts';
import type { ServerProcess } from '#server/testing/server-process.ts';
import { useTwoServerProcesses } from '#server/testing/two-server-processes.ts';
import { balanceOf } from '#server/testing/order-fixtures.ts';

/**
 * A guest's cancel or change racing an admin's complete or refund of the same order, on two server processes and one
 * PostgreSQL (docs/decisions/044): whatever the timing, the order ends in one state that the answers agree with, its
 * tokens moved as the ledger says, and the stock and the ledger invariants hold.
 */
const { servers, db } = useTwoServerProcesses({ prepare: openShop });

async function call(server: ServerProcess, cookie: string, path: string, body: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { order?: { id: string; items: { id: string }[] }; error?: { code: string } } };
}

/** A guest with 100 tokens (a claimed Friday lounge) and a pending order of 2 × 10 tokens placed through `server`. */
async function guestWithOrder(server: ServerProcess, productId: string) {
  const profile = await insertProfile(db(), { email: `race-${randomUUID()}@example.com` });
  const lounge = await insertClaimedLounge(db(), profile.id, { minimumConsumptionTokens: 100, day: 'Friday' });
  const cookie = `session=${await createSession(db(), profile.id)}`;
  const placed = await call(server, cookie, '/api/checkout', { items: [{ productId, quantity: 2, loungeId: lounge.id }], idempotencyKey: randomUUID() });
  expect(placed.status).toBe(201);
  return { id: profile.id, cookie, orderId: placed.body.order!.id, itemId: placed.body.order!.items[0]!.id };
}

async function adminCookie() {
  const admin = await insertProfile(db(), { email: `admin-${randomUUID()}@example.com`, role: 'admin' });
  return `session=${await createSession(db(), admin.id)}`;
}

const GUEST_MOVES = {
  cancel: (g: { orderId: string }) => ({ path: `/api/me/orders/${g.orderId}/cancel`, body: {} }),
  change: (g: { orderId: string; itemId: string }) => ({ path: `/api/me/orders/${g.orderId}/change`, body: { lines: [{ itemId: g.itemId, quantity: 5 }] } }),
};
const ADMIN_MOVES = {
  complete: (orderId: string) => ({ path: `/api/admin/orders/${orderId}/status`, body: { status: 'completed' } }),
  refund: (orderId: string) => ({ path: `/api/admin/orders/${orderId}/refund`, body: {} }),
};

/** The order's tokens by the ledger: what it costs the guest now (0 once refunded). */
async function ledgerSumOf(orderId: string) {
  const rows = await db().select({ delta: tokenLedger.delta }).from(tokenLedger).where(eq(tokenLedger.orderId, orderId));
  return rows.reduce((sum, r) => sum - r.delta, 0);
}

describe.runIf(onPostgres)("a guest's cancel or change racing the back office on two server processes", () => {
  for (const guestMove of ['cancel', 'change'] as const) {
    for (const adminMove of ['complete', 'refund'] as const) {
      it(`${guestMove} against ${adminMove}: one outcome, a consistent ledger`, async () => {
        const admin = await adminCookie();
        for (let round = 0; round < 6; round++) {
          const product = await insertProduct(db(), { tokenPrice: 10 });
          const guest = await guestWithOrder(servers[0]!, product.id);
          const g = GUEST_MOVES[guestMove](guest);
          const a = ADMIN_MOVES[adminMove](guest.orderId);
          // Each round puts the other process first, so both orders of arrival happen.
          const [guestServer, adminServer] = round % 2 === 0 ? [servers[0]!, servers[1]!] : [servers[1]!, servers[0]!];
          const [guestAnswer, adminAnswer] = await Promise.all([call(guestServer, guest.cookie, g.path, g.body), call(adminServer, admin, a.path, a.body)]);
          expect([200, 409], JSON.stringify(guestAnswer.body)).toContain(guestAnswer.status);
          expect([200, 409], JSON.stringify(adminAnswer.body)).toContain(adminAnswer.status);

          const [order] = await db().select().from(orders).where(eq(orders.id, guest.orderId));
          const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, guest.orderId));
          const guestWon = guestAnswer.status === 200;
          const adminWon = adminAnswer.status === 200;
          // At least one of the two acts; both only when the guest's change came first and the admin's act follows it.
          expect(guestWon || adminWon).toBe(true);
          if (guestWon && adminWon) expect(guestMove).toBe('change');
          const changed = guestMove === 'change' && guestWon;
          const cancelled = (guestMove === 'cancel' && guestWon) || (adminMove === 'refund' && adminWon);
          expect(order!.status).toBe(cancelled ? 'cancelled' : adminWon ? 'completed' : 'pending');
          expect(order!.totalTokens).toBe(changed ? 50 : 20);
          expect(line!.quantity).toBe(changed ? 5 : 2);
          const cost = cancelled ? 0 : order!.totalTokens;
          expect(await ledgerSumOf(guest.orderId)).toBe(cost);
          expect(await balanceOf(db(), guest.id)).toBe(100 - cost);
        }
        expect(await findLedgerMismatches(db())).toEqual([]);
        expect(await findStockMismatches(db())).toEqual([]);
      }, 240_000);
    }
  }
});
