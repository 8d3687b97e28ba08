import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import { deliveryResponse, onTheWayResponse } from '#shared/schemas/delivery.ts';
import { loungeDepartures, pushMessages, pushSubscriptions } from '#server/db/schema/index.ts';
import { errorOf, readJson, type ApiClient } from '#server/testing/api-client.ts';
import { auditRowsSince, lastAuditId, signIn, uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { insertProfile } from '#server/testing/fixtures.ts';
import { forceStatus, placeOrder } from '#server/testing/order-fixtures.ts';
import { openEventStream } from '#server/testing/event-stream.ts';
import { pushSubscriptionSample } from '#server/testing/push-test-service.ts';
import { insertProduct, openShop, registeredGuest } from '#server/testing/shop-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';
import { renderPush } from '#server/modules/push/push-texts.ts';

// "On my way" (docs/decisions/049-on-its-way.md): one departure per lounge and day, and one "Your order is on its
// way" push per subscription of the lounge's waiting guests, however often it is tapped.

const t = useTestApp();
const admin = useSignedInAdmin(t);
const db = () => t.database.db;

async function signedInStaff() {
  const email = uniqueEmail('runner');
  const profile = await insertProfile(db(), { email, role: 'staff' });
  return { client: await signIn(t, email), id: profile.id };
}

/** A guest of their own Friday lounge with one order, completed unless `pending`. */
async function guestWithOrder(options: { pending?: boolean } = {}) {
  await openShop(db());
  const guest = await registeredGuest(t, { day: 'Friday', tokens: 500 });
  const beer = await insertProduct(db(), { name: `Beer ${crypto.randomUUID().slice(0, 4)}`, tokenPrice: 2 });
  const orderId = await placeOrder(guest, [{ productId: beer.id, quantity: 2 }]);
  if (!options.pending) await forceStatus(db(), orderId, 'completed');
  return { ...guest, orderId };
}

/** Says yes to push messages on a device showing `language`; answers the endpoint. */
async function subscribe(client: ApiClient, language: 'en' | 'de' | 'fr' = 'en') {
  const body = { ...pushSubscriptionSample(), language };
  const res = await client.post('/api/me/push-subscriptions', body);
  expect(res.statusCode, res.body).toBe(204);
  return body.endpoint;
}

/** The "on its way" messages queued for a person's devices. */
async function onTheWayPushes(profileId: string) {
  return db()
    .select({ payload: pushMessages.payload, dedupeKey: pushMessages.dedupeKey, language: pushSubscriptions.language })
    .from(pushMessages)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushMessages.subscriptionId))
    .where(and(eq(pushSubscriptions.profileId, profileId), eq(pushMessages.kind, 'order_on_way')));
}

const onMyWay = (client: ApiClient, loungeId: string) => client.post(`/api/admin/delivery/lounges/${loungeId}/on-my-way`);

describe('On my way', () => {
  it('tells each device of the lounge\'s guests once, however often it is tapped; another lounge hears nothing', async () => {
    const staff = await signedInStaff();
    const guest = await guestWithOrder();
    const other = await guestWithOrder();
    const [phone, tablet] = [await subscribe(guest.client, 'de'), await subscribe(guest.client, 'en')];
    await subscribe(other.client);
    const since = await lastAuditId(db());

    const first = readJson(await onMyWay(staff.client, guest.lounge.id), onTheWayResponse);
    expect(first).toMatchObject({ first: true, message: msg.onTheWayMarked });
    const again = readJson(await onMyWay(admin.client, guest.lounge.id), onTheWayResponse);
    expect(again).toEqual({ onTheWayAt: first.onTheWayAt, first: false, message: msg.alreadyOnTheWay });

    const pushes = await onTheWayPushes(guest.userId);
    expect(pushes).toHaveLength(2);
    const subscriptions = await db().select().from(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, [phone, tablet]));
    expect(pushes.map((p) => p.dedupeKey).sort()).toEqual(subscriptions.map((s) => `order_on_way:${guest.lounge.id}:Friday:${s.id}`).sort());
    const german = pushes.find((p) => p.language === 'de')!;
    expect(renderPush('order_on_way', german.payload, german.language)).toMatchObject({ title: 'Ihre Bestellung ist unterwegs', url: '/orders' });
    expect(renderPush('order_on_way', german.payload, 'en').title).toBe('Your order is on its way');
    expect(await onTheWayPushes(other.userId)).toEqual([]);

    const audit = (await auditRowsSince(db(), since)).filter((row) => row.action === 'delivery.on_way');
    expect(audit.map((row) => [row.actorId, row.entityId, row.after])).toEqual([[staff.id, guest.lounge.id, { day: 'Friday', orderIds: [guest.orderId] }]]);

    const run = readJson(await staff.client.get('/api/admin/delivery?day=Friday'), deliveryResponse);
    expect(run.lounges.find((l) => l.loungeId === guest.lounge.id)?.onTheWayAt).toBe(first.onTheWayAt);
    expect(run.lounges.find((l) => l.loungeId === other.lounge.id)?.onTheWayAt).toBeNull();
  });

  it('queues nothing for a guest who turned push messages off', async () => {
    const staff = await signedInStaff();
    const guest = await guestWithOrder();
    const endpoint = await subscribe(guest.client);
    expect((await guest.client.post('/api/me/push-subscriptions/remove', { endpoint })).statusCode).toBe(204);

    expect(readJson(await onMyWay(staff.client, guest.lounge.id), onTheWayResponse).first).toBe(true);
    expect(await onTheWayPushes(guest.userId)).toEqual([]);
  });

  it('records one departure when two runners tap at once', async () => {
    const [one, two] = [await signedInStaff(), await signedInStaff()];
    const guest = await guestWithOrder();
    await subscribe(guest.client);

    const answers = await Promise.all([onMyWay(one.client, guest.lounge.id), onMyWay(two.client, guest.lounge.id)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(answers.map((res) => readJson(res, onTheWayResponse).first).sort()).toEqual([false, true]);
    expect(await db().select().from(loungeDepartures).where(eq(loungeDepartures.loungeId, guest.lounge.id))).toHaveLength(1);
    expect(await onTheWayPushes(guest.userId)).toHaveLength(1);
  });

  it('is refused to guests, for a lounge with nothing waiting, an unknown lounge and a malformed id', async () => {
    const staff = await signedInStaff();
    const guest = await guestWithOrder();
    await subscribe(guest.client);
    const res = await onMyWay(guest.client, guest.lounge.id);
    expect(res.statusCode).toBe(403);

    const pending = await guestWithOrder({ pending: true });
    const nothing = await onMyWay(staff.client, pending.lounge.id);
    expect(nothing.statusCode).toBe(409);
    expect(errorOf(nothing)).toMatchObject({ code: ERROR_CODES.notDeliverable, message: msg.nothingToDeliver });
    expect(await db().select().from(loungeDepartures).where(eq(loungeDepartures.loungeId, pending.lounge.id))).toEqual([]);

    expect((await onMyWay(staff.client, crypto.randomUUID())).statusCode).toBe(404);
    expect((await onMyWay(staff.client, 'not-a-lounge')).statusCode).toBe(400);
    expect(await onTheWayPushes(guest.userId)).toEqual([]);
  });

  it('tells no one once the lounge is delivered', async () => {
    const staff = await signedInStaff();
    const guest = await guestWithOrder();
    await subscribe(guest.client);
    expect((await staff.client.post(`/api/admin/delivery/lounges/${guest.lounge.id}/deliver`)).statusCode).toBe(200);

    expect((await onMyWay(staff.client, guest.lounge.id)).statusCode).toBe(409);
    expect(await onTheWayPushes(guest.userId)).toEqual([]);
  });

  it('tells the other runners\' runs at once (a live delivery event for the lounge\'s orders)', async () => {
    const [runner, other] = [await signedInStaff(), await signedInStaff()];
    const guest = await guestWithOrder();
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(baseUrl, `session=${other.client.sessionCookie}`);
    try {
      expect(stream.status).toBe(200);
      expect((await onMyWay(runner.client, guest.lounge.id)).statusCode).toBe(200);
      await expect.poll(() => stream.changes().some((m) => m.kind === 'delivery' && m.orderIds?.includes(guest.orderId))).toBe(true);
    } finally {
      await stream.close();
    }
  });
});
