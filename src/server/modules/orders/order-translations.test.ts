import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { packingResponse } from '#shared/schemas/admin-packing.ts';
import { deliveryResponse } from '#shared/schemas/delivery.ts';
import { myOrdersResponse } from '#shared/schemas/orders.ts';
import { mails } from '#server/db/schema/index.ts';
import { renderMail } from '#server/mail/templates/render-mail.tsx';
import type { AnyMail, MailPayloads } from '#server/mail/templates/mail-payloads.ts';
import { errorOf, readJson } from '#server/testing/api-client.ts';
import { forceStatus, placeOrder } from '#server/testing/order-fixtures.ts';
import { insertBottle, insertMixDrink, insertProduct, openShop, registeredGuest } from '#server/testing/shop-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';

// Orders name their products as the catalogue does now, in the reader's language (docs/decisions/045): the guest's
// orders, their mails (rendered at send time in the guest's language) and the staff's packing list.
const t = useTestApp();
const admin = useSignedInAdmin(t);
beforeAll(() => openShop(t.database.db));

async function translatedOrder(language: 'en' | 'de' | 'fr' = 'de') {
  const db = t.database.db;
  const suffix = Math.random().toString(36).slice(2, 7);
  const soda = await insertProduct(db, { name: `Lemon Soda ${suffix}`, tokenPrice: 5, translations: { de: { name: `Zitronenlimonade ${suffix}` } } });
  const gin = await insertBottle(db, { name: `Gin ${suffix}`, tokenPrice: 50, translations: { fr: { name: `Gin au genièvre ${suffix}` } } });
  const tonic = await insertMixDrink(db, { name: `Tonic ${suffix}`, translations: { de: { name: `Tonicwasser ${suffix}` }, fr: { name: `Eau tonique ${suffix}` } } });
  const guest = await registeredGuest(t, { language, day: 'Friday' });
  const orderId = await placeOrder(guest, [
    { productId: soda.id, quantity: 2 },
    { productId: gin.id, quantity: 1, mixDrinkIds: [tonic.id] },
  ]);
  return { guest, orderId, soda, gin, tonic, suffix };
}

const namesOf = (order: { items: { productName: string; mixDrinks: { name: string }[] }[] }) =>
  order.items.map((i) => [i.productName, ...i.mixDrinks.map((m) => m.name)]);

describe("a guest's orders", () => {
  it('name products and mix drinks in the language asked for, else the profile\'s, English where not translated', async () => {
    const { guest, suffix } = await translatedOrder('de');
    const read = async (query: string) => readJson(await guest.client.get(`/api/me/orders${query}`), myOrdersResponse).orders[0]!;
    // The lines keep their order (by English name): Gin, then Lemon Soda.
    expect(namesOf(await read('?lang=de'))).toEqual([[`Gin ${suffix}`, `Tonicwasser ${suffix}`], [`Zitronenlimonade ${suffix}`]]);
    expect(namesOf(await read('?lang=fr'))).toEqual([[`Gin au genièvre ${suffix}`, `Eau tonique ${suffix}`], [`Lemon Soda ${suffix}`]]);
    expect(namesOf(await read('?lang=en'))).toEqual([[`Gin ${suffix}`, `Tonic ${suffix}`], [`Lemon Soda ${suffix}`]]);
    // Without ?lang: the profile's language (German here).
    expect(namesOf(await read(''))).toEqual([[`Gin ${suffix}`, `Tonicwasser ${suffix}`], [`Zitronenlimonade ${suffix}`]]);

    const bad = await guest.client.get('/api/me/orders?lang=xx');
    expect(bad.statusCode).toBe(400);
  });
});

describe('the order mail', () => {
  it('carries the names in each language and is written in the guest\'s language when sent', async () => {
    const { guest, orderId, suffix } = await translatedOrder('de');
    const [row] = await t.database.db
      .select({ payload: mails.payload })
      .from(mails)
      .where(and(eq(mails.kind, 'order_placed'), eq(mails.profileId, guest.userId)));
    const payload = row!.payload as MailPayloads['order_placed'];
    expect(payload.orderId).toBe(orderId);
    // English stays the line's name; a translation is stored only where it differs.
    expect(payload.items.map((i) => ({ name: i.name, mixDrinks: i.mixDrinks, translated: i.translated }))).toEqual([
      {
        name: `Gin ${suffix}`,
        mixDrinks: [`Tonic ${suffix}`],
        translated: { de: { name: `Gin ${suffix}`, mixDrinks: [`Tonicwasser ${suffix}`] }, fr: { name: `Gin au genièvre ${suffix}`, mixDrinks: [`Eau tonique ${suffix}`] } },
      },
      { name: `Lemon Soda ${suffix}`, mixDrinks: [], translated: { de: { name: `Zitronenlimonade ${suffix}`, mixDrinks: [] } } },
    ]);

    const mail = { kind: 'order_placed', payload } as AnyMail;
    const german = await renderMail(mail, 'https://shop.example', 'de');
    expect(german.text).toContain(`Zitronenlimonade ${suffix}`);
    expect(german.text).toContain(`Tonicwasser ${suffix}`);
    const french = await renderMail(mail, 'https://shop.example', 'fr');
    expect(french.text).toContain(`Gin au genièvre ${suffix}`);
    expect(french.text).toContain(`Lemon Soda ${suffix}`);
    const english = await renderMail(mail, 'https://shop.example', 'en');
    expect(english.text).toContain(`Lemon Soda ${suffix}`);
    expect(english.text).not.toContain('Zitronenlimonade');
  });

  it('renders a row queued before translations (no `translated`) in English names, in any language', async () => {
    const mail = {
      kind: 'order_placed',
      payload: { orderId: '00000000-0000-4000-8000-000000000001', items: [{ name: 'Old Gin', quantity: 1, tokenPrice: 10, mixDrinks: [], lounge: null, day: null }], totalTokens: 10, balance: 0 },
    } as AnyMail;
    expect((await renderMail(mail, 'https://shop.example', 'fr')).text).toContain('Old Gin');
  });

  it('names a product back in stock and delivered lines in the mail\'s language', async () => {
    const back = { kind: 'stock_back', payload: { product: 'Lemon Soda', translatedProduct: { de: 'Zitronenlimonade' }, day: 'Friday', date: '2026-09-18' } } as AnyMail;
    const de = await renderMail(back, 'https://shop.example', 'de');
    expect(de.subject).toContain('Zitronenlimonade');
    expect(de.text).toContain('Zitronenlimonade');
    expect((await renderMail(back, 'https://shop.example', 'fr')).subject).toContain('Lemon Soda');

    const delivered = {
      kind: 'order_delivered',
      payload: {
        orderId: '00000000-0000-4000-8000-000000000002',
        lounge: 'VIP 1',
        day: 'Friday',
        items: [{ name: 'Gin', quantity: 1, mixDrinks: ['Tonic'], translated: { fr: { name: 'Gin au genièvre', mixDrinks: ['Eau tonique'] } } }],
      },
    } as AnyMail;
    const fr = await renderMail(delivered, 'https://shop.example', 'fr');
    expect(fr.text).toContain('Gin au genièvre');
    expect(fr.text).toContain('Eau tonique');
  });
});

describe("the staff's packing list", () => {
  it("names products and mix drinks in the staff member's language, finds them by that name, and keeps the CSV English", async () => {
    const { orderId, suffix } = await translatedOrder('en');
    await forceStatus(t.database.db, orderId, 'completed');
    const list = async (query: string) => {
      const res = await admin.client.get(`/api/admin/packing?day=Friday${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return readJson(res, packingResponse);
    };
    const german = await list(`&lang=de&q=${encodeURIComponent(`Zitronenlimonade ${suffix}`)}`);
    expect(german.productSummary.products.map((p) => p.name)).toEqual([`Zitronenlimonade ${suffix}`]);

    const french = await list(`&lang=fr&q=${encodeURIComponent(suffix)}`);
    expect(french.productSummary.products.map((p) => p.name)).toEqual([`Gin au genièvre ${suffix}`, `Lemon Soda ${suffix}`]);
    expect(french.productSummary.mixDrinks.map((m) => m.name)).toEqual([`Eau tonique ${suffix}`]);
    expect(french.byLounge[0]!.lines.map((l) => l.productName)).toEqual([`Gin au genièvre ${suffix}`, `Lemon Soda ${suffix}`]);

    // Without ?lang: the admin's profile language, English.
    const english = await list(`&q=${encodeURIComponent(suffix)}`);
    expect(english.productSummary.products.map((p) => p.name)).toEqual([`Gin ${suffix}`, `Lemon Soda ${suffix}`]);
    // The German name finds nothing in another language's list.
    expect((await list(`&lang=fr&q=${encodeURIComponent(`Zitronenlimonade ${suffix}`)}`)).productSummary.products).toEqual([]);

    const csv = await admin.client.get(`/api/admin/packing.csv?day=Friday&q=${encodeURIComponent(suffix)}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`Lemon Soda ${suffix}`);
    expect(csv.body).not.toContain('Zitronenlimonade');
    expect(errorOf(await admin.client.get('/api/admin/packing?day=Friday&lang=it')).code).toBe('VALIDATION_ERROR');
  });
});

describe("the runner's delivery run", () => {
  it("names products and mix drinks in the runner's profile language", async () => {
    const { orderId, guest, suffix } = await translatedOrder('en');
    await forceStatus(t.database.db, orderId, 'completed');
    const lounge = async () => {
      const res = await admin.client.get('/api/admin/delivery?day=Friday');
      expect(res.statusCode, res.body).toBe(200);
      return readJson(res, deliveryResponse).lounges.find((l) => l.loungeId === guest.lounge.id)!;
    };
    expect((await lounge()).products.map((p) => p.name)).toEqual([`Gin ${suffix}`, `Lemon Soda ${suffix}`]);
    expect((await admin.client.patch('/api/auth/profile', { language: 'fr' })).statusCode).toBe(204);
    try {
      const french = await lounge();
      expect(french.products.map((p) => p.name)).toEqual([`Gin au genièvre ${suffix}`, `Lemon Soda ${suffix}`]);
      expect(french.mixDrinks.map((m) => m.name)).toEqual([`Eau tonique ${suffix}`]);
    } finally {
      await admin.client.patch('/api/auth/profile', { language: 'en' });
    }
  });
});
