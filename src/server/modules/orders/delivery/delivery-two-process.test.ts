import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq, inArray, like } from 'drizzle-orm';
import { adminAuditLog, mails, orderItems, orders } from '#server/db/schema/index.ts';
import { createSession } from '#server/auth/sessions.repo.ts';
import { onPostgres } from '#server/testing/test-db.ts';
import { insertLounge, insertProfile, currentEditionId } from '#server/testing/fixtures.ts';
import { insertProduct } from '#server/testing/shop-fixtures.ts';
import type { ServerProcess } from '#server/testing/server-process.ts';
import { useTwoServerProcesses } from '#server/testing/two-server-processes.ts';

/**
 * Two runners on two server processes (one PostgreSQL) tap the two lounges of the same orders at the same
 * moment: each tap records its own lounge's fact and queues its own mail, neither swallows the other.
 */
const { servers, db } = useTwoServerProcesses();

/** Completed orders of one guest, each with a line for a Thursday and a line for a Friday lounge, made in the database. */
async function ordersForTwoLounges(count: number) {
  const guest = await insertProfile(db(), { email: `two-lounges-${randomUUID()}@example.com` });
  const [thursday, friday] = [
    await insertLounge(db(), { tableNumber: randomUUID().slice(0, 6), day: 'Thursday' }),
    await insertLounge(db(), { tableNumber: randomUUID().slice(0, 6), day: 'Friday' }),
  ];
  const product = await insertProduct(db(), { tokenPrice: 3 });
  const orderIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const [order] = await db().insert(orders).values({ editionId: await currentEditionId(db()), userId: guest.id, totalTokens: 6, status: 'completed' }).returning();
    await db().insert(orderItems).values(
      [thursday, friday].map((lounge) => ({ orderId: order!.id, editionId: order!.editionId, productId: product.id, quantity: 1, tokenPrice: 3, loungeId: lounge.id, day: lounge.day })),
    );
    orderIds.push(order!.id);
  }
  return { thursday, friday, orderIds };
}

async function runner() {
  const profile = await insertProfile(db(), { email: `runner-${randomUUID()}@example.com`, role: 'staff' });
  return { id: profile.id, cookie: `session=${await createSession(db(), profile.id)}` };
}

const tap = (server: ServerProcess, who: { cookie: string }, loungeId: string) =>
  fetch(`${server.url}/api/admin/delivery/lounges/${loungeId}/deliver`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie: who.cookie },
    body: '{}',
  });

describe.runIf(onPostgres)('two runners, two lounges of the same orders, two instances', () => {
  it('record two facts and queue two mails per order, whatever the timing', async () => {
    const { thursday, friday, orderIds } = await ordersForTwoLounges(4);
    const [one, two] = [await runner(), await runner()];

    const answers = await Promise.all([tap(servers[0]!, one, thursday.id), tap(servers[1]!, two, friday.id)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await Promise.all(answers.map((a) => a.json()))).toEqual([
      { changed: 4, message: 'Marked as delivered' },
      { changed: 4, message: 'Marked as delivered' },
    ]);

    const lines = await db().select().from(orderItems).where(inArray(orderItems.orderId, orderIds));
    expect(lines.filter((l) => l.loungeId === thursday.id).every((l) => l.deliveredBy === one.id && l.deliveredAt)).toBe(true);
    expect(lines.filter((l) => l.loungeId === friday.id).every((l) => l.deliveredBy === two.id && l.deliveredAt)).toBe(true);
    for (const orderId of orderIds) {
      const queued = await db().select({ key: mails.dedupeKey }).from(mails).where(like(mails.dedupeKey, `order_delivered:${orderId}:%`));
      expect(queued.map((m) => m.key).sort()).toEqual([`order_delivered:${orderId}:${thursday.id}`, `order_delivered:${orderId}:${friday.id}`].sort());
    }
    const marks = await db().select().from(adminAuditLog).where(eq(adminAuditLog.action, 'delivery.mark'));
    expect(marks.map((m) => (m.after as { loungeId: string }).loungeId).sort()).toEqual([thursday.id, friday.id].sort());
  });
});
