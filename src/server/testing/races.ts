import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders } from '#server/db/schema/index.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { ledgerRowsOf } from './admin-fixtures.ts';
import { errorOf } from './api-client.ts';
import { balanceOf, placeOrder } from './order-fixtures.ts';
import { insertProduct, registeredGuest } from './shop-fixtures.ts';
import type { TestApp } from './test-app.ts';

/** What a race is run on: a guest with `tokens` and their pending order of `quantity` of a new product. */
export async function guestWithPendingOrder(t: TestApp, { tokens, tokenPrice, quantity }: { tokens: number; tokenPrice: number; quantity: number }) {
  const guest = await registeredGuest(t, { tokens });
  const product = await insertProduct(t.database.db, { tokenPrice });
  const orderId = await placeOrder(guest, [{ productId: product.id, quantity }]);
  return { guest, orderId };
}

/** Simultaneous requests for one change of an order: exactly one made it (200), every other was refused (409, `code`). */
export function expectOneWinner(responses: LightMyRequestResponse[], code: string) {
  const statuses = responses.map((r) => r.statusCode);
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(responses.length - 1);
  expect(responses.filter((r) => r.statusCode === 409).every((r) => errorOf(r).code === code)).toBe(true);
}

/** What a race on one order left: the order's status and the refunds booked to the guest. */
export async function raceOutcome(db: Db, orderId: string, userId: string) {
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return { status: row!.status, refunds: await ledgerRowsOf(db, userId, 'refund') };
}

/** After the race: the guest's refunds as booked (their deltas), their balance, and a ledger that adds up. */
export async function expectRefundsBooked(db: Db, userId: string, refunds: number[], balance: number) {
  expect((await ledgerRowsOf(db, userId, 'refund')).map((r) => r.delta)).toEqual(refunds);
  expect(await balanceOf(db, userId)).toBe(balance);
  expect(await findLedgerMismatches(db)).toEqual([]);
}
