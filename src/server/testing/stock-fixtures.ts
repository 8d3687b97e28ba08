import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LoungeDay } from '#shared/constants.ts';
import type { Db } from '#server/db/client.ts';
import { productStock } from '#server/db/schema/index.ts';
import type { ApiClient } from './api-client.ts';
import type { registeredGuest } from './shop-fixtures.ts';

type Guest = Awaited<ReturnType<typeof registeredGuest>>;

/** Sets a product's limits for a day through the admin API; throws unless it was accepted. */
export async function limitStock(admin: ApiClient, productId: string, day: LoungeDay, quantity: number | null, maxPerGuest: number | null = null) {
  const res = await admin.put(`/api/admin/stock/${productId}/${day}`, { quantity, maxPerGuest });
  if (res.statusCode !== 200) throw new Error(`stock limit refused: ${res.body}`);
}

/** A guest checkout of `quantity` units of one product for the guest's own lounge (the raw answer). */
export const buy = (guest: Guest, productId: string, quantity = 1) =>
  guest.client.post('/api/checkout', { items: [{ productId, quantity, loungeId: guest.lounge.id }], idempotencyKey: randomUUID() });

export async function soldOf(db: Db, productId: string, day: LoungeDay) {
  const [row] = await db
    .select({ sold: productStock.sold })
    .from(productStock)
    .where(and(eq(productStock.productId, productId), eq(productStock.day, day)));
  return row?.sold;
}
