import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkoutResponse } from '#shared/schemas/orders.ts';
import { notifyLive } from '#server/db/live-notify.ts';
import { readJson } from '#server/testing/api-client.ts';
import { openEventStream, type EventStream } from '#server/testing/event-stream.ts';
import { insertProduct, openShop, registeredGuest } from '#server/testing/shop-fixtures.ts';
import { buy, limitStock, soldOf } from '#server/testing/stock-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';

// Every notification the app sends passes here, so a test can count what one request announced: PostgreSQL
// delivers identical notifications of one transaction once, so the streams alone could not tell one from many.
vi.mock('#server/db/live-notify.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('#server/db/live-notify.ts')>();
  return { ...original, notifyLive: vi.fn(original.notifyLive) };
});
const stockNotificationsSent = () => vi.mocked(notifyLive).mock.calls.filter(([, event]) => event.kind === 'stock').length;

// Every change of units left reaches every open shop through the live events (decision 021): one `stock`
// notification per transaction that changed a stock row, sent inside it, so a rolled-back one says nothing.
const t = useTestApp();
const admin = useSignedInAdmin(t);
const db = () => t.database.db;
let visitor: EventStream;
let bystander: EventStream;

beforeAll(async () => {
  await openShop(db());
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  // A signed-out visitor of /shop, and a guest who orders nothing: both must hear of every stock change.
  visitor = await openEventStream(baseUrl, '');
  const guest = await registeredGuest(t, { day: 'Friday' });
  bystander = await openEventStream(baseUrl, `session=${guest.client.sessionCookie}`);
  expect([visitor.status, bystander.status]).toEqual([200, 200]);
});
afterAll(async () => {
  await Promise.all([visitor?.close(), bystander?.close()]);
});

const stockEventsOf = (stream: EventStream) => stream.changes().filter((m) => m.kind === 'stock').length;

/**
 * Runs `change` and checks that it announced `expected` (0 or 1) stock changes: sent once, and received once
 * by both streams. Notifications arrive in commit order, so once a later marker change has arrived (an
 * admin's new limit on a product of its own), one the change had sent would have arrived before it.
 */
async function expectAnnounced(expected: 0 | 1, change: () => Promise<unknown>) {
  const before = { sent: stockNotificationsSent(), visitor: stockEventsOf(visitor), bystander: stockEventsOf(bystander) };
  await change();
  expect(stockNotificationsSent() - before.sent, 'stock notifications sent').toBe(expected);
  if (expected === 0) await limitStock(admin.client, (await insertProduct(db())).id, 'Saturday', 9);
  for (const [stream, had] of [
    [visitor, before.visitor],
    [bystander, before.bystander],
  ] as const) {
    await stream.waitFor(() => stockEventsOf(stream) >= had + 1, 'the stock event');
    expect(stockEventsOf(stream)).toBe(had + 1);
  }
}

describe('stock changes are announced live, once per transaction', () => {
  let gin: string;
  let rum: string;
  let buyer: Awaited<ReturnType<typeof registeredGuest>>;
  const order = (quantity: number) =>
    buyer.client.post('/api/checkout', {
      items: [gin, rum].map((productId) => ({ productId, quantity, loungeId: buyer.lounge.id })),
      idempotencyKey: randomUUID(),
    });

  /** An order of one unit of each, its announcement received before the test goes on. */
  async function placed() {
    let id = '';
    await expectAnnounced(1, async () => (id = readJson(await order(1), checkoutResponse).order.id));
    return id;
  }

  beforeAll(async () => {
    [gin, rum] = [(await insertProduct(db(), { tokenPrice: 1 })).id, (await insertProduct(db(), { tokenPrice: 1 })).id];
    buyer = await registeredGuest(t, { day: 'Friday' });
  });

  it('an admin sets a limit on the stock page, or for several days in the product form', async () => {
    await expectAnnounced(1, () => limitStock(admin.client, gin, 'Friday', 4));
    await expectAnnounced(1, async () => {
      const res = await admin.client.put(`/api/admin/products/${rum}`, {
        name: 'Live rum',
        tokenPrice: 1,
        stock: [
          { day: 'Thursday', quantity: 9, maxPerGuest: null },
          { day: 'Friday', quantity: 4, maxPerGuest: null },
          { day: 'Saturday', quantity: 9, maxPerGuest: 3 },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    // Saved again as it is: nothing changed, nothing to announce.
    await expectAnnounced(0, () => limitStock(admin.client, gin, 'Friday', 4));
  });

  it('a checkout and a manual order take units: one announcement for all their limited lines', async () => {
    await expectAnnounced(1, async () => expect((await order(1)).statusCode).toBe(201));
    await expectAnnounced(1, async () => {
      const res = await admin.client.post('/api/admin/orders/manual', {
        userId: buyer.userId,
        items: [gin, rum].map((productId) => ({ productId, quantity: 1, loungeId: buyer.lounge.id })),
        free: true,
      });
      expect(res.statusCode, res.body).toBe(201);
    });
    expect([await soldOf(db(), gin, 'Friday'), await soldOf(db(), rum, 'Friday')]).toEqual([2, 2]);
  });

  it('an order of unlimited products, or completing an order, announces no stock change; refunding it does', async () => {
    const unlimited = await insertProduct(db(), { tokenPrice: 1 });
    await expectAnnounced(0, async () => expect((await buy(buyer, unlimited.id, 3)).statusCode).toBe(201));
    const id = await placed();
    await expectAnnounced(0, () => admin.client.post(`/api/admin/orders/${id}/status`, { status: 'completed' }));
    await expectAnnounced(1, () => admin.client.post(`/api/admin/orders/${id}/refund`));
  });

  it('cancel and refund give units back, announced once each', async () => {
    const [first, second] = [await placed(), await placed()];
    await expectAnnounced(1, async () => expect((await admin.client.post(`/api/admin/orders/${first}/status`, { status: 'cancelled' })).statusCode).toBe(200));
    await expectAnnounced(1, async () => expect((await admin.client.post(`/api/admin/orders/${second}/refund`)).statusCode).toBe(200));
    // A refund refused (the order is cancelled already) gives nothing back and says nothing.
    await expectAnnounced(0, async () => expect((await admin.client.post(`/api/admin/orders/${second}/refund`)).statusCode).toBe(409));
  });

  it('a checkout rolled back after taking units announces nothing', async () => {
    // Units are taken in the lock order (by product id): the first product's are taken, then the second has
    // too few, 409, and the whole transaction goes.
    const [taken, short] = [gin, rum].sort();
    const sold = await soldOf(db(), taken!, 'Friday');
    const left = (await soldOf(db(), short!, 'Friday'))! + 1;
    await expectAnnounced(1, () => limitStock(admin.client, short!, 'Friday', left));
    await expectAnnounced(0, async () => {
      const res = await buyer.client.post('/api/checkout', {
        items: [
          { productId: taken, quantity: 1, loungeId: buyer.lounge.id },
          { productId: short, quantity: 2, loungeId: buyer.lounge.id },
        ],
        idempotencyKey: randomUUID(),
      });
      expect(res.statusCode).toBe(409);
    });
    expect(await soldOf(db(), taken!, 'Friday')).toBe(sold);
  });

  it('tells the visitor and the bystander nothing but the kinds the shop shows', () => {
    // A resync (sent to everyone when an instance's LISTEN connection came back, decision 021) names nothing either.
    const shown = ['stock', 'catalogue', 'settings', 'resync'];
    // The bystander's own balance (the tokens their registration granted, whose notification may reach the hub
    // after their stream opened on a busy machine) is theirs to hear; nobody else's is.
    for (const [stream, own] of [[visitor, []], [bystander, ['balance']]] as const) {
      expect(stream.changes().filter((m) => ![...shown, ...own].includes(m.kind) || 'orderIds' in m)).toEqual([]);
    }
  });
});
