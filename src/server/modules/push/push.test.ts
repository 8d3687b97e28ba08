import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import webpush from 'web-push';
import { festivalIso } from '#shared/festival-time.ts';
import { msg } from '#shared/messages.ts';
import { pushStateResponse } from '#shared/schemas/push.ts';
import { editions, pushKeys, pushMessages, pushSubscriptions } from '#server/db/schema/index.ts';
import { errorOf, readJson, type ApiClient } from '#server/testing/api-client.ts';
import { signIn, signedInAdmin, uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { insertProfile } from '#server/testing/fixtures.ts';
import { forceStatus, placeOrder } from '#server/testing/order-fixtures.ts';
import { startPushTestService, type PushTestService, type TestBrowser } from '#server/testing/push-test-service.ts';
import { insertProduct, openShop, registeredGuest } from '#server/testing/shop-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { onPostgres } from '#server/testing/test-db.ts';
import { storeVapidKeysOnce } from './push.repo.ts';

// Push messages (docs/decisions/043-web-push.md) against a push service run here: every message the server sends is
// decrypted with the subscription's keys and its VAPID signature checked (push-test-service.ts).

let service: PushTestService;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  service = await startPushTestService();
  const base = (await import('#server/testing/test-app.ts')).testConfig();
  t = await createTestApp({ push: { ...base.push, extraServiceOrigins: [service.origin] } }, undefined, undefined, { pushAgent: service.agent });
  admin = await signedInAdmin(t);
  await openShop(t.database.db);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await service?.close();
});
afterEach(() => {
  vi.useRealTimers();
  expect(service.failures).toEqual([]);
});

const db = () => t.database.db;

async function subscribe(client: ApiClient, browser: TestBrowser) {
  const res = await client.post('/api/me/push-subscriptions', browser.body);
  expect(res.statusCode, res.body).toBe(204);
}

async function devices(client: ApiClient) {
  const res = await client.get('/api/me/push');
  expect(res.statusCode, res.body).toBe(200);
  return readJson(res, pushStateResponse);
}

/** Everything queued is due now (a summary's window need not pass), and one round of the worker sends it. */
async function sendDue() {
  await db().update(pushMessages).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(pushMessages.status, 'waiting'));
  await t.app.pushQueue.runOnce();
}

async function signedInStaff() {
  const email = uniqueEmail('runner');
  await insertProfile(db(), { email, role: 'staff' });
  return signIn(t, email);
}

describe('VAPID keys', () => {
  it('are made at the first start and kept in the database; the API offers the public one', async () => {
    const [row] = await db().select().from(pushKeys);
    expect(row?.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect((await devices(admin.client)).publicKey).toBe(row!.publicKey);
  });

  it('are made once when several instances start at once', async () => {
    const [kept] = await db().select().from(pushKeys);
    await db().delete(pushKeys);
    const pairs = Array.from({ length: 6 }, () => webpush.generateVAPIDKeys());
    const answers = await Promise.all(pairs.map((pair) => storeVapidKeysOnce(db(), pair)));
    const rows = await db().select().from(pushKeys);
    expect(rows).toHaveLength(1);
    expect(pairs.map((p) => p.publicKey)).toContain(rows[0]!.publicKey);
    for (const answer of answers) expect(answer).toEqual({ publicKey: rows[0]!.publicKey, privateKey: rows[0]!.privateKey });
    // Put back what this instance has read and cached, so the tests below sign with the stored pair.
    await db().delete(pushKeys);
    await db().insert(pushKeys).values(kept!);
  });
});

describe('subscriptions', () => {
  it('are turned on and off per browser, and shown as the number of devices', async () => {
    const guest = await registeredGuest(t);
    const [phone, laptop] = [service.browser(), service.browser()];
    await subscribe(guest.client, phone);
    await subscribe(guest.client, phone);
    await subscribe(guest.client, laptop);
    expect((await devices(guest.client)).devices).toBe(2);
    expect((await guest.client.post('/api/me/push-subscriptions/remove', { endpoint: phone.endpoint })).statusCode).toBe(204);
    expect((await devices(guest.client)).devices).toBe(1);
  });

  it("move to the person signed in on the browser, and one person cannot remove another's", async () => {
    const [first, second] = [await registeredGuest(t), await registeredGuest(t)];
    const browser = service.browser();
    await subscribe(first.client, browser);
    expect((await second.client.post('/api/me/push-subscriptions/remove', { endpoint: browser.endpoint })).statusCode).toBe(204);
    expect((await devices(first.client)).devices).toBe(1);
    await subscribe(second.client, browser);
    expect([(await devices(first.client)).devices, (await devices(second.client)).devices]).toEqual([0, 1]);
  });

  it('are refused for a push service that is not a browser vendor’s nor configured, or with broken keys', async () => {
    const guest = await registeredGuest(t);
    const body = service.browser().body;
    const elsewhere = await guest.client.post('/api/me/push-subscriptions', { ...body, endpoint: 'https://10.0.0.5/push/1' });
    expect(elsewhere.statusCode).toBe(400);
    expect(errorOf(elsewhere).messageKey).toBe('pushServiceRefused');
    expect(errorOf(elsewhere).message).toBe(msg.pushServiceRefused);
    const plain = await guest.client.post('/api/me/push-subscriptions', { ...body, endpoint: 'http://fcm.googleapis.com/fcm/send/1' });
    expect(plain.statusCode).toBe(400);
    const broken = await guest.client.post('/api/me/push-subscriptions', { ...body, keys: { ...body.keys, p256dh: 'abc' } });
    expect(broken.statusCode).toBe(400);
    expect((await devices(guest.client)).devices).toBe(0);
  });
});

/** A guest with a completed order for their Friday lounge, subscribed on one browser in `language`. */
async function guestWithCompletedOrder(language: 'en' | 'de' | 'fr') {
  const guest = await registeredGuest(t, { language });
  const product = await insertProduct(db(), { tokenPrice: 5 });
  const orderId = await placeOrder(guest, [{ productId: product.id, quantity: 1 }]);
  await forceStatus(db(), orderId, 'completed');
  const browser = service.browser(language);
  await subscribe(guest.client, browser);
  return { guest, orderId, browser };
}

describe('a delivery', () => {
  it('sends "Delivered at hh:mm" to each browser of the guest, in its language, once', async () => {
    const { guest, orderId, browser } = await guestWithCompletedOrder('de');
    const staff = await signedInStaff();
    const before = Date.now();
    expect((await staff.post(`/api/admin/delivery/lounges/${guest.lounge.id}/deliver`, {})).statusCode).toBe(200);
    await sendDue();
    const [push] = service.of(browser);
    const time = new Intl.DateTimeFormat('de-CH', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Zurich' });
    const minutes = new Set([before, Date.now()].map((ms) => time.format(new Date(ms))));
    expect(push?.payload.title).toBe(`Bestellung #${orderId.slice(0, 8)} geliefert`);
    expect([...minutes].map((hm) => `Geliefert um ${hm} an VIP ${guest.lounge.tableNumber}.`)).toContain(push?.payload.body);
    expect(push).toMatchObject({ ttl: 3 * 3600, urgency: 'normal', payload: { url: '/orders' } });
    expect(push?.vapidKey).toBe((await devices(guest.client)).publicKey);

    // A second tap records nothing new and sends nothing.
    expect((await staff.post(`/api/admin/delivery/lounges/${guest.lounge.id}/deliver`, {})).statusCode).toBe(200);
    await sendDue();
    expect(service.of(browser)).toHaveLength(1);
  });

  it('to a browser that unsubscribed (410) removes its subscription and its messages', async () => {
    const { guest, browser } = await guestWithCompletedOrder('en');
    browser.unsubscribe();
    const [subscription] = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint));
    expect((await admin.client.post(`/api/admin/delivery/lounges/${guest.lounge.id}/deliver`, {})).statusCode).toBe(200);
    expect(await db().select().from(pushMessages).where(eq(pushMessages.subscriptionId, subscription!.id))).toHaveLength(1);
    await sendDue();
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscription!.id))).toEqual([]);
    expect(await db().select().from(pushMessages).where(eq(pushMessages.subscriptionId, subscription!.id))).toEqual([]);
    expect((await devices(guest.client)).devices).toBe(0);
  });
});

describe('the reminder', () => {
  it('reaches the browsers of guests who keep reminders on, in their language, once per deadline', async () => {
    const [keeps, optedOut] = [await guestWithCompletedOrder('fr'), await guestWithCompletedOrder('en')];
    expect((await optedOut.guest.client.put('/api/me/mail-preferences', { reminders: false })).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await admin.client.post('/api/admin/mails/reminders', {});
      expect(res.statusCode, res.body).toBe(200);
      await sendDue();
    }
    const pushes = service.of(keeps.browser);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.payload).toMatchObject({ title: 'Vos jetons vous attendent', url: '/shop' });
    expect(pushes[0]?.payload.body).toMatch(/^Il vous reste 495 jetons/);
    expect(service.of(optedOut.browser)).toEqual([]);
  });
});

/**
 * The Thursday of a festival whose Friday is today or a day gone by this week, and a moment of that Friday not
 * later than now: the clock the staff messages read "the running day" from (a past moment keeps sessions valid).
 */
function aFridayOfTheFestival() {
  const day = new Date(`${festivalIso(new Date()).slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 7 - 4) % 7));
  const thursday = day.toISOString().slice(0, 10);
  day.setUTCDate(day.getUTCDate() + 1);
  const noon = new Date(`${day.toISOString().slice(0, 10)}T11:00:00Z`);
  return { thursday, now: noon.getTime() < Date.now() ? noon : new Date() };
}

describe('new orders of the running day', () => {
  it('reach staff and admins as one message, or one summary when several come within the window', async () => {
    const staff = await signedInStaff();
    const [staffPhone, adminPhone] = [service.browser('en'), service.browser('fr')];
    await subscribe(staff, staffPhone);
    await subscribe(admin.client, adminPhone);
    const guest = await registeredGuest(t, { day: 'Friday', tokens: 1000 });
    const saturday = await registeredGuest(t, { day: 'Saturday', tokens: 1000 });
    const product = await insertProduct(db(), { tokenPrice: 5 });
    const fridayOrders = [];
    for (let i = 0; i < 6; i++) fridayOrders.push(await placeOrder(guest, [{ productId: product.id, quantity: 1 }]));
    const saturdayOrder = await placeOrder(saturday, [{ productId: product.id, quantity: 1 }]);

    const festival = aFridayOfTheFestival();
    await db().update(editions).set({ festivalStart: festival.thursday }).where(eq(editions.isCurrent, true));
    vi.useFakeTimers({ toFake: ['Date'], now: festival.now });
    const complete = async (id: string) => expect((await admin.client.post(`/api/admin/orders/${id}/status`, { status: 'completed' })).statusCode).toBe(200);

    // Saturday's order is no order of the running day.
    await complete(saturdayOrder);
    expect(await db().select().from(pushMessages).where(eq(pushMessages.kind, 'new_orders'))).toEqual([]);

    for (const id of fridayOrders.slice(0, 5)) await complete(id);
    const waiting = await db().select().from(pushMessages).where(eq(pushMessages.kind, 'new_orders'));
    expect(waiting.map((m) => m.payload)).toEqual([expect.objectContaining({ count: 5, day: 'Friday' }), expect.objectContaining({ count: 5, day: 'Friday' })]);
    // Due after the window, not at once.
    expect(waiting.every((m) => m.nextAttemptAt.getTime() > Date.now() + 20_000)).toBe(true);
    await sendDue();
    expect(service.of(staffPhone).map((p) => p.payload.title)).toEqual(['5 new orders for Friday']);
    expect(service.of(adminPhone).map((p) => p.payload.title)).toEqual(['5 nouvelles commandes pour vendredi']);
    expect(service.of(staffPhone)[0]).toMatchObject({ urgency: 'high', ttl: 900, payload: { url: '/staff/packing' } });

    // After the summary went out, the next order starts a message of its own, naming its lounge.
    await complete(fridayOrders[5]!);
    await sendDue();
    expect(service.of(staffPhone).map((p) => p.payload.title)).toEqual(['5 new orders for Friday', `New order for VIP ${guest.lounge.tableNumber} (Friday)`]);
    const sent = await db().select().from(pushMessages).where(inArray(pushMessages.subscriptionId, (await db().select().from(pushSubscriptions)).map((s) => s.id)));
    expect(sent.filter((m) => m.kind === 'new_orders').every((m) => m.status === 'sent')).toBe(true);
  });

  it.runIf(onPostgres)('gather into one message when completed at once by several requests', async () => {
    const staff = await signedInStaff();
    const phone = service.browser('en');
    await subscribe(staff, phone);
    const guest = await registeredGuest(t, { day: 'Friday', tokens: 1000 });
    const product = await insertProduct(db(), { tokenPrice: 5 });
    const ids = [];
    for (let i = 0; i < 8; i++) ids.push(await placeOrder(guest, [{ productId: product.id, quantity: 1 }]));
    const festival = aFridayOfTheFestival();
    await db().update(editions).set({ festivalStart: festival.thursday }).where(eq(editions.isCurrent, true));
    vi.useFakeTimers({ toFake: ['Date'], now: festival.now });
    const answers = await Promise.all(ids.map((id) => admin.client.post(`/api/admin/orders/${id}/status`, { status: 'completed' })));
    expect(answers.map((res) => res.statusCode)).toEqual(ids.map(() => 200));
    await sendDue();
    expect(service.of(phone).map((p) => p.payload.title)).toEqual(['8 new orders for Friday']);
  });
});
