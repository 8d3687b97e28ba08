import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import { deliveryChangeResponse } from '#shared/schemas/delivery.ts';
import { mails, orderItems } from '#server/db/schema/index.ts';
import type { ApiClient } from '#server/testing/api-client.ts';
import { readJson } from '#server/testing/api-client.ts';
import { auditRowsSince, lastAuditId, signIn, uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { insertProfile } from '#server/testing/fixtures.ts';
import { forceStatus, placeOrder } from '#server/testing/order-fixtures.ts';
import { insertProduct, openShop, registeredGuest } from '#server/testing/shop-fixtures.ts';
import { useTestApp } from '#server/testing/suite.ts';
import { onPostgres } from '#server/testing/test-db.ts';

// A tap's key (docs/decisions/042-service-worker.md): the runner's phone sends a tap again after a lost answer or
// from its offline queue, and the server records it once.
const t = useTestApp();
const db = () => t.database.db;

async function signedInStaff() {
  const email = uniqueEmail('runner');
  const profile = await insertProfile(db(), { email, role: 'staff' });
  return { client: await signIn(t, email), id: profile.id };
}

/** A Friday lounge with `count` completed orders (`pending` more left pending). */
async function lounge(count: number, pending = 0) {
  await openShop(db());
  const guest = await registeredGuest(t, { day: 'Friday', tokens: 1000 });
  const product = await insertProduct(db(), { tokenPrice: 2 });
  const orderIds: string[] = [];
  for (let i = 0; i < count + pending; i++) {
    const id = await placeOrder(guest, [{ productId: product.id, quantity: 1 }]);
    if (i < count) await forceStatus(db(), id, 'completed');
    orderIds.push(id);
  }
  return { loungeId: guest.lounge.id, orderIds };
}

const tap = (client: ApiClient, kind: 'deliver' | 'undo', loungeId: string, key: string, orderId?: string) =>
  client.post(`/api/admin/delivery/lounges/${loungeId}${orderId ? `/orders/${orderId}` : ''}/${kind}`, { key });
const delivered = async (orderIds: string[]) =>
  (await db().select({ at: orderItems.deliveredAt }).from(orderItems).where(inArray(orderItems.orderId, orderIds))).filter((line) => line.at !== null).length;
const deliveredMails = (orderIds: string[], loungeId: string) =>
  db().select().from(mails).where(inArray(mails.dedupeKey, orderIds.map((id) => `order_delivered:${id}:${loungeId}`)));
const marks = async (since: number) => (await auditRowsSince(db(), since)).filter((row) => row.action === 'delivery.mark');

describe("a delivery tap's key", () => {
  it('records a tap sent twice once: the second gets the first answer, no second mail or audit row', async () => {
    const staff = await signedInStaff();
    const { loungeId, orderIds } = await lounge(2);
    const since = await lastAuditId(db());
    const key = crypto.randomUUID();
    const first = readJson(await tap(staff.client, 'deliver', loungeId, key), deliveryChangeResponse);
    expect(first).toEqual({ changed: 2, message: msg.deliveryMarked });
    expect(readJson(await tap(staff.client, 'deliver', loungeId, key), deliveryChangeResponse)).toEqual(first);
    expect(await delivered(orderIds)).toBe(2);
    expect(await marks(since)).toHaveLength(1);
    expect(await deliveredMails(orderIds, loungeId)).toHaveLength(2);
  });

  it('does not deliver again a tap replayed after its undo', async () => {
    const staff = await signedInStaff();
    const { loungeId, orderIds } = await lounge(1);
    const [mark, takeBack] = [crypto.randomUUID(), crypto.randomUUID()];
    expect(readJson(await tap(staff.client, 'deliver', loungeId, mark, orderIds[0]), deliveryChangeResponse).changed).toBe(1);
    expect(readJson(await tap(staff.client, 'undo', loungeId, takeBack, orderIds[0]), deliveryChangeResponse).changed).toBe(1);
    expect(readJson(await tap(staff.client, 'deliver', loungeId, mark, orderIds[0]), deliveryChangeResponse).changed).toBe(1);
    expect(await delivered(orderIds)).toBe(0);
    expect(readJson(await tap(staff.client, 'undo', loungeId, takeBack, orderIds[0]), deliveryChangeResponse).changed).toBe(1);
    expect(await delivered(orderIds)).toBe(0);
  });

  it('keeps nothing of a refused tap: the same key works once the order can be delivered', async () => {
    const staff = await signedInStaff();
    const { loungeId, orderIds } = await lounge(0, 1);
    const key = crypto.randomUUID();
    expect((await tap(staff.client, 'deliver', loungeId, key, orderIds[0])).statusCode).toBe(409);
    await forceStatus(db(), orderIds[0]!, 'completed');
    expect(readJson(await tap(staff.client, 'deliver', loungeId, key, orderIds[0]), deliveryChangeResponse).changed).toBe(1);
  });

  it("is the runner's own: another runner's tap with the same key is theirs", async () => {
    const [first, second] = [await signedInStaff(), await signedInStaff()];
    const { loungeId, orderIds } = await lounge(1);
    const key = crypto.randomUUID();
    await tap(first.client, 'deliver', loungeId, key);
    expect(readJson(await tap(second.client, 'deliver', loungeId, key), deliveryChangeResponse)).toEqual({ changed: 0, message: msg.alreadyDelivered });
    const [line] = await db().select({ by: orderItems.deliveredBy }).from(orderItems).where(eq(orderItems.orderId, orderIds[0]!));
    expect(line!.by).toBe(first.id);
  });

  it('refuses a key that is not a uuid', async () => {
    const staff = await signedInStaff();
    const { loungeId } = await lounge(1);
    expect((await tap(staff.client, 'deliver', loungeId, 'tap-1')).statusCode).toBe(400);
  });
});

describe.runIf(onPostgres)('one tap sent many times at once (PostgreSQL)', () => {
  it('is recorded once: every answer is the first one, one audit row, one mail per order', async () => {
    const staff = await signedInStaff();
    const { loungeId, orderIds } = await lounge(3);
    const since = await lastAuditId(db());
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => tap(staff.client, 'deliver', loungeId, key)));
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    expect(answers.map((res) => readJson(res, deliveryChangeResponse).changed)).toEqual(answers.map(() => 3));
    expect(await marks(since)).toHaveLength(1);
    expect(await deliveredMails(orderIds, loungeId)).toHaveLength(3);
  });
});

describe('orders a tap saw waiting that changed meanwhile (docs/decisions/042-service-worker.md)', () => {
  const deliverSeen = (client: ApiClient, loungeId: string, seen: string[], orderId?: string) =>
    client.post(`/api/admin/delivery/lounges/${loungeId}${orderId ? `/orders/${orderId}` : ''}/deliver`, { key: crypto.randomUUID(), seen });

  it('names a refunded order and delivers the others; an order tap on it is answered, not refused', async () => {
    const staff = await signedInStaff();
    const { loungeId, orderIds } = await lounge(2);
    await forceStatus(db(), orderIds[0]!, 'cancelled');
    const answer = readJson(await deliverSeen(staff.client, loungeId, orderIds), deliveryChangeResponse);
    expect(answer).toMatchObject({ changed: 1, conflicts: [{ orderId: orderIds[0], kind: 'refunded', byEmail: null }] });
    expect(await delivered([orderIds[0]!])).toBe(0);
    const alone = readJson(await deliverSeen(staff.client, loungeId, [orderIds[0]!], orderIds[0]), deliveryChangeResponse);
    expect(alone).toMatchObject({ changed: 0, conflicts: [{ orderId: orderIds[0], kind: 'refunded' }] });
    // Without `seen`, the refusal stays as it was.
    expect((await tap(staff.client, 'deliver', loungeId, crypto.randomUUID(), orderIds[0])).statusCode).toBe(409);
  });

  it("names an order another runner delivered, with who, and not the runner's own earlier tap", async () => {
    const [first, second] = [await signedInStaff(), await signedInStaff()];
    const { loungeId, orderIds } = await lounge(2);
    await tap(first.client, 'deliver', loungeId, crypto.randomUUID(), orderIds[0]);
    await tap(second.client, 'deliver', loungeId, crypto.randomUUID(), orderIds[1]);
    const answer = readJson(await deliverSeen(second.client, loungeId, orderIds), deliveryChangeResponse);
    expect(answer.changed).toBe(0);
    expect(answer.conflicts).toEqual([{ orderId: orderIds[0], kind: 'delivered', at: expect.any(String), byEmail: expect.stringContaining('runner') }]);
  });
});
