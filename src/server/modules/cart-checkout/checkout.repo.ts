import { and, eq } from 'drizzle-orm';
import type { Queryable } from '#server/db/client.ts';
import { orders } from '#server/db/schema/index.ts';

export async function findOrderByKey(db: Queryable, userId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
  return row;
}
