import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { checkoutResponse } from '#shared/schemas/orders.ts';
import type { OrderStatus } from '#shared/constants.ts';
import type { Db } from '#server/db/client.ts';
import { adminAuditLog, orders, profiles, tokenLedger } from '#server/db/schema/index.ts';
import { readJson } from './api-client.ts';
import type { registeredGuest } from './shop-fixtures.ts';

type Guest = Awaited<ReturnType<typeof registeredGuest>>;
export type OrderLine = { productId: string; quantity: number; mixDrinkIds?: string[]; loungeId?: string };

/** A real checkout through the API (pending, one 'order' ledger row); returns the order id. */
export async function placeOrder(guest: Guest, lines: OrderLine[]): Promise<string> {
  const items = lines.map((line) => ({ loungeId: guest.lounge.id, ...line }));
  const res = await guest.client.post('/api/checkout', { items, idempotencyKey: randomUUID() });
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.body}`);
  return readJson(res, checkoutResponse).order.id;
}

/** Moves an order straight to a status, to set up a case (the routes under test refuse most moves). */
export const forceStatus = (db: Db, orderId: string, status: OrderStatus) =>
  db.update(orders).set({ status }).where(eq(orders.id, orderId));

export async function balanceOf(db: Db, userId: string) {
  const [row] = await db.select({ b: profiles.tokenBalance }).from(profiles).where(eq(profiles.id, userId));
  return row!.b;
}

/** Row counts of everything an admin order action may write, to prove a refusal wrote nothing. */
export async function writeCounts(db: Db) {
  const [[o], [l], [a]] = await Promise.all([
    db.select({ n: count() }).from(orders),
    db.select({ n: count() }).from(tokenLedger),
    db.select({ n: count() }).from(adminAuditLog),
  ]);
  return { orders: o!.n, ledger: l!.n, audit: a!.n };
}
