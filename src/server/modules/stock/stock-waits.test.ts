import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import { checkoutResponse } from '#shared/schemas/orders.ts';
import { adminStockResponse, myStockWaitsResponse, shopStockResponse, stockWaitChangeResponse } from '#shared/schemas/stock.ts';
import { mails, stockWaits } from '#server/db/schema/index.ts';
import { renderMail } from '#server/mail/templates/render-mail.tsx';
import type { AnyMail } from '#server/mail/templates/mail-payloads.ts';
import { errorOf, readJson } from '#server/testing/api-client.ts';
import { insertProduct, openShop, registeredGuest, setDeadline } from '#server/testing/shop-fixtures.ts';
import { buy, limitStock } from '#server/testing/stock-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';

/**
 * "Notify me" on a sold-out product (docs/decisions/046-stock-waits.md): a guest waits for a product and one of their
 * days; units coming back tell as many waiting guests as units came back, oldest first, each once, by mail.
 */
const t = useTestApp();
const admin = useSignedInAdmin(t);
const db = () => t.database.db;
beforeAll(() => openShop(db()));

type Guest = Awaited<ReturnType<typeof registeredGuest>>;
const waitUrl = (productId: string, day = 'Friday') => `/api/me/stock-waits/${productId}/${day}`;
const ask = (guest: Guest, productId: string, day?: string) => guest.client.put(waitUrl(productId, day));
const withdraw = (guest: Guest, productId: string, day?: string) => guest.client.delete(waitUrl(productId, day));
const myWaits = async (guest: Guest) => readJson(await guest.client.get('/api/me/stock-waits'), myStockWaitsResponse).waits;

/** The recipients of the "back in stock" mails of a product, sorted: mails of one change share their time. */
async function toldAbout(productName: string) {
  const rows = await db().select().from(mails).where(eq(mails.kind, 'stock_back'));
  return rows
    .filter((m) => (m.payload as { product: string }).product === productName)
    .map((m) => m.recipient)
    .sort();
}
const emailsOf = (...guests: (Guest | undefined)[]) => guests.map((g) => g!.email).sort();

async function waitingOnStockPage(productId: string, day: 'Friday' | 'Saturday' = 'Friday') {
  const page = readJson(await admin.client.get(`/api/admin/stock?day=${day}`), adminStockResponse);
  return page.rows.find((r) => r.productId === productId)?.waiting;
}

/** A product limited to `units` on Friday, all of them bought by a buyer of its own; the buyer's order comes back. */
async function soldOutFriday(name: string, units = 1) {
  const product = await insertProduct(db(), { name, tokenPrice: 5 });
  await limitStock(admin.client, product.id, 'Friday', units);
  const buyer = await registeredGuest(t, { day: 'Friday' });
  const order = readJson(await buy(buyer, product.id, units), checkoutResponse).order;
  return { product, buyer, order };
}

/** Guests on Friday who ask, one after the other, to be told about the product. */
async function waitingGuests(productId: string, n: number) {
  const guests: Guest[] = [];
  for (let i = 0; i < n; i++) {
    const guest = await registeredGuest(t, { day: 'Friday' });
    expect((await ask(guest, productId)).statusCode).toBe(200);
    guests.push(guest);
  }
  return guests;
}

describe('asking to be told, and withdrawing', () => {
  it('waits once however often the guest asks, lists only their own waits, and withdraws', async () => {
    const { product } = await soldOutFriday('Krug Grande Cuvée');
    const [anna, ben] = [await registeredGuest(t, { day: 'Friday' }), await registeredGuest(t, { day: 'Friday' })];

    const first = await ask(anna, product.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(readJson(first, stockWaitChangeResponse)).toEqual({
      waits: [{ productId: product.id, day: 'Friday' }],
      message: msg.stockWaitAdded({ product: 'Krug Grande Cuvée', day: 'Friday' }),
    });
    expect((await ask(anna, product.id)).statusCode).toBe(200);
    const open = await db().select().from(stockWaits).where(eq(stockWaits.productId, product.id));
    expect(open).toHaveLength(1);

    // Ben sees none of Anna's waits, and the shop's stock names nobody and no count.
    expect(await myWaits(ben)).toEqual([]);
    expect(await myWaits(anna)).toEqual([{ productId: product.id, day: 'Friday' }]);
    const shop = readJson(await t.app.inject({ method: 'GET', url: '/api/stock' }), shopStockResponse).stock;
    expect(shop.find((s) => s.productId === product.id)).toEqual({ productId: product.id, day: 'Friday', left: 0, maxPerGuest: null });
    // Ben withdrawing a wait he never had is no error and touches Anna's not.
    expect((await withdraw(ben, product.id)).statusCode).toBe(200);
    expect(await waitingOnStockPage(product.id)).toBe(1);

    const off = await withdraw(anna, product.id);
    expect(readJson(off, stockWaitChangeResponse)).toEqual({ waits: [], message: msg.stockWaitRemoved({ product: 'Krug Grande Cuvée', day: 'Friday' }) });
    expect(await myWaits(anna)).toEqual([]);
    expect(await waitingOnStockPage(product.id)).toBe(0);
    // Withdrawn, she is not told when it comes back.
    await limitStock(admin.client, product.id, 'Friday', 5);
    expect(await toldAbout('Krug Grande Cuvée')).toEqual([]);
  });

  it('refuses a product with units left, a day without a lounge of the guest, a product not in the shop, and after the deadline', async () => {
    const guest = await registeredGuest(t, { day: 'Friday' });
    const plenty = await insertProduct(db(), { name: 'Aperol Spritz' });
    await limitStock(admin.client, plenty.id, 'Friday', 10);
    const unlimited = await insertProduct(db(), { name: 'Sparkling Water' });
    for (const product of [plenty, unlimited]) {
      const res = await ask(guest, product.id);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toMatchObject({
        code: 'NOT_SOLD_OUT',
        message: msg.stockWaitNotSoldOut({ product: product.name, day: 'Friday' }),
        details: { productId: product.id, day: 'Friday' },
      });
    }

    const { product } = await soldOutFriday('Dom Pérignon');
    await limitStock(admin.client, product.id, 'Saturday', 0);
    const saturday = await ask(guest, product.id, 'Saturday');
    expect(saturday.statusCode).toBe(409);
    expect(errorOf(saturday).message).toBe(msg.stockWaitNoLounge({ day: 'Saturday' }));

    const inactive = await insertProduct(db(), { isActive: false });
    const unknown = await ask(guest, inactive.id);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(msg.productNotInShop);
    expect((await ask(guest, product.id, 'Sunday')).statusCode).toBe(400);
    expect((await guest.client.put('/api/me/stock-waits/not-a-product/Friday')).statusCode).toBe(400);

    await setDeadline(db(), new Date(Date.now() - 60_000));
    try {
      expect(errorOf(await ask(guest, product.id)).code).toBe('PREORDER_CLOSED');
    } finally {
      await openShop(db());
    }
    expect(await myWaits(guest)).toEqual([]);
  });
});

describe('telling the waiting guests', () => {
  it('tells as many as units came back, oldest first, each once; the admin sees how many still wait', async () => {
    const { product } = await soldOutFriday('Ruinart Blanc de Blancs', 2);
    const [a, b, c, d] = await waitingGuests(product.id, 4);
    expect(await waitingOnStockPage(product.id)).toBe(4);

    await limitStock(admin.client, product.id, 'Friday', 4);
    expect(await toldAbout('Ruinart Blanc de Blancs')).toEqual(emailsOf(a, b));
    expect(await waitingOnStockPage(product.id)).toBe(2);
    expect(await myWaits(a!)).toEqual([]);
    expect(await myWaits(c!)).toEqual([{ productId: product.id, day: 'Friday' }]);

    // Saved again as it is, or only its maximum per guest changed: no unit came back, nobody more is told.
    await limitStock(admin.client, product.id, 'Friday', 4);
    await limitStock(admin.client, product.id, 'Friday', 4, 3);
    expect(await toldAbout('Ruinart Blanc de Blancs')).toHaveLength(2);

    // One more unit: the next in line. Lifting the limit: everyone still waiting.
    await limitStock(admin.client, product.id, 'Friday', 5, 3);
    expect(await toldAbout('Ruinart Blanc de Blancs')).toEqual(emailsOf(a, b, c));
    await limitStock(admin.client, product.id, 'Friday', null);
    expect(await toldAbout('Ruinart Blanc de Blancs')).toEqual(emailsOf(a, b, c, d));
    expect(await waitingOnStockPage(product.id)).toBe(0);
  });

  it('a cancel or a refund tells as many as units it gave back', async () => {
    const { product, buyer, order } = await soldOutFriday('Bollinger Special Cuvée', 2);
    const [first, second, third] = await waitingGuests(product.id, 3);

    const cancelled = await buyer.client.post(`/api/me/orders/${order.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await toldAbout('Bollinger Special Cuvée')).toEqual(emailsOf(first, second));

    // The first told buys a unit back; the admin refunds it: the third is told.
    const bought = readJson(await buy(first!, product.id, 1), checkoutResponse).order;
    expect((await admin.client.post(`/api/admin/orders/${bought.id}/refund`)).statusCode).toBe(200);
    expect(await toldAbout('Bollinger Special Cuvée')).toEqual(emailsOf(first, second, third));
  });

  it('asks again after being told, and is told again; the mail is in the guest’s language', async () => {
    const { product } = await soldOutFriday('Moët Impérial');
    const guest = await registeredGuest(t, { day: 'Friday', language: 'de' });
    expect((await ask(guest, product.id)).statusCode).toBe(200);
    await limitStock(admin.client, product.id, 'Friday', 2);
    const other = await registeredGuest(t, { day: 'Friday' });
    expect((await buy(other, product.id, 1)).statusCode).toBe(201);
    expect((await ask(guest, product.id)).statusCode).toBe(200);
    await limitStock(admin.client, product.id, 'Friday', 3);
    expect(await toldAbout('Moët Impérial')).toEqual(emailsOf(guest, guest));

    const [row] = await db().select().from(mails).where(and(eq(mails.kind, 'stock_back'), eq(mails.recipient, guest.email))).limit(1);
    expect(row!.payload).toMatchObject({ product: 'Moët Impérial', day: 'Friday' });
    // The worker renders it in the recipient's language (decision 025).
    const rendered = await renderMail({ kind: 'stock_back', payload: row!.payload } as AnyMail, 'https://shop.example', 'de');
    expect(rendered.subject).toBe('Moët Impérial ist wieder da');
    expect(rendered.text).toContain('Freitag');
  });
});
