import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { LOUNGE_DAYS, shortId, type LoungeDay } from '#shared/constants.ts';
import { packingResponse, type PackingResponse } from '#shared/schemas/admin-packing.ts';
import { orderItemMixDrinks, orderItems, orders, userLoungeAssignments } from '#server/db/schema/index.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { readJson } from '#server/testing/api-client.ts';
import { insertLounge, insertProfile, currentEditionId } from '#server/testing/fixtures.ts';
import { uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';
import { insertMixDrink, insertProduct } from '#server/testing/shop-fixtures.ts';
import { seededRandom } from '#server/testing/seeded-random.ts';
import { parseCsv } from '#server/testing/csv-reader.ts';
import { csvField } from '#server/http/csv.ts';

const t = useTestApp();
const admin = useSignedInAdmin(t);
afterEach(async () => {
  expect(await findLedgerMismatches(t.database.db)).toEqual([]);
});
const db = () => t.database.db;

async function packing(day: LoungeDay, q?: string) {
  const res = await admin.client.get(`/api/admin/packing?day=${day}${q === undefined ? '' : `&q=${encodeURIComponent(q)}`}`);
  expect(res.statusCode, res.body).toBe(200);
  return readJson(res, packingResponse);
}

// The spec's order: by name, numbers numerically, case ignored; exact ties by their raw text, then id.
const cmp = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);

describe('GET /api/admin/packing', () => {
  it('is empty before any order is completed', async () => {
    const list = await packing('Friday');
    expect(list).toEqual({
      day: 'Friday',
      dayCounts: { Thursday: 0, Friday: 0, Saturday: 0 },
      completedOrders: 0,
      productSummary: { products: [], mixDrinks: [] },
      byLounge: [],
    });
  });

  it('matches an independent computation over a generated data set, for every day and several searches', async () => {
    const seed = Number(process.env.PACKING_SEED ?? 20250917);
    const g = seededRandom(seed);
    const categories = ['VIP', 'Terrace', 'skybox'];
    const lounges: Awaited<ReturnType<typeof insertLounge>>[] = [];
    for (let i = 0; i < 14; i++) {
      const day = g.pick([...LOUNGE_DAYS, null]);
      lounges.push(await insertLounge(db(), { category: categories[i % 3]!, tableNumber: String(Math.floor(i / 3) * 4 + g.int(1, 3)), day }));
    }
    const people: Awaited<ReturnType<typeof insertProfile>>[] = [];
    for (let i = 0; i < 12; i++) people.push(await insertProfile(db(), { email: uniqueEmail(g.pick(['ann', 'Bob', 'zoe', 'mia.k'])) }));
    const assignments = lounges.flatMap((l) => people.filter(() => g.next() < 0.15).map((p) => ({ loungeId: l.id, userId: p.id })));
    if (assignments.length) await db().insert(userLoungeAssignments).values(assignments);
    const productNames = ['Gin 10', 'Gin 9', 'gin tonic kit', 'Rosé, "Provence"', 'Lager', 'Vodka', 'Chips', 'Water'];
    const products: Awaited<ReturnType<typeof insertProduct>>[] = [];
    for (const name of productNames) {
      products.push(await insertProduct(db(), { name, tokenPrice: g.int(0, 50), categoryType: name.startsWith('Gin') || name === 'Vodka' ? 'bottle' : 'other' }));
    }
    const mixes: Awaited<ReturnType<typeof insertMixDrink>>[] = [];
    for (const name of ['Tonic', 'Cola', 'Ginger Ale', 'Soda']) mixes.push(await insertMixDrink(db(), { name }));

    type Item = { id: string; orderId: string; productId: string; quantity: number; loungeId: string | null; mixIds: string[] };
    type Order = { id: string; status: 'pending' | 'completed' | 'cancelled'; createdAt: Date; items: Item[] };
    const generated: Order[] = [];
    const base = Date.parse('2025-09-01T10:00:00Z');
    for (let i = 0; i < 160; i++) {
      const order: Order = {
        id: randomUUID(),
        status: g.pick(['pending', 'completed', 'completed', 'cancelled'] as const),
        createdAt: new Date(base + i * 60_000 + g.int(0, 59_999)),
        items: [],
      };
      for (let j = g.int(1, 4); j > 0; j--) {
        const product = g.pick(products);
        const roll = g.next();
        order.items.push({
          id: randomUUID(),
          orderId: order.id,
          productId: product.id,
          quantity: g.int(1, 5),
          loungeId: roll < 0.8 ? g.pick(lounges).id : roll < 0.9 ? null : randomUUID(),
          mixIds: product.categoryType === 'bottle' ? mixes.filter(() => g.next() < 0.4).map((m) => m.id) : [],
        });
      }
      generated.push(order);
    }
    const editionId = await currentEditionId(db());
    await db().insert(orders).values(generated.map((o) => ({ editionId, id: o.id, userId: g.pick(people).id, totalTokens: 0, status: o.status, createdAt: o.createdAt })));
    const items = generated.flatMap((o) => o.items);
    await db().insert(orderItems).values(items.map(({ mixIds: _m, ...item }) => ({ ...item, editionId, tokenPrice: 1 })));
    const mixRows = items.flatMap((i) => i.mixIds.map((mixDrinkId) => ({ orderItemId: i.id, mixDrinkId, quantity: 1 })));
    await db().insert(orderItemMixDrinks).values(mixRows);

    // The independent computation, straight from the generated rows.
    const loungeById = new Map(lounges.map((l) => [l.id, l]));
    const productById = new Map(products.map((p) => [p.id, p]));
    const mixById = new Map(mixes.map((m) => [m.id, m]));
    const labelOf = (id: string) => `${loungeById.get(id)!.category} ${loungeById.get(id)!.tableNumber}`;
    const expectedFor = (day: LoungeDay, q?: string): PackingResponse => {
      const needle = q?.toLowerCase();
      const packed = generated
        .filter((o) => o.status === 'completed')
        .flatMap((o) => o.items.map((item) => ({ item, order: o })))
        .filter(({ item }) => item.loungeId !== null && loungeById.get(item.loungeId)?.day === day)
        .filter(({ item }) => !needle || productById.get(item.productId)!.name.toLowerCase().includes(needle) || labelOf(item.loungeId!).toLowerCase().includes(needle));
      const sumBy = (entries: { id: string; name: string; quantity: number }[]) => {
        const totals = new Map<string, { id: string; name: string; quantity: number }>();
        for (const e of entries) totals.set(e.id, { ...e, quantity: (totals.get(e.id)?.quantity ?? 0) + e.quantity });
        return [...totals.values()].sort((a, b) => cmp(a.name, b.name) || cmp(a.id, b.id));
      };
      const dayCounts = Object.fromEntries(
        LOUNGE_DAYS.map((d) => [
          d,
          generated.filter((o) => o.status === 'completed' && o.items.some((i) => i.loungeId && loungeById.get(i.loungeId)?.day === d)).length,
        ]),
      ) as PackingResponse['dayCounts'];
      const loungeIds = [...new Set(packed.map(({ item }) => item.loungeId!))];
      return {
        day,
        dayCounts,
        completedOrders: generated.filter((o) => o.status === 'completed').length,
        productSummary: {
          products: sumBy(packed.map(({ item }) => ({ id: item.productId, name: productById.get(item.productId)!.name, quantity: item.quantity }))),
          mixDrinks: sumBy(packed.flatMap(({ item }) => item.mixIds.map((id) => ({ id, name: mixById.get(id)!.name, quantity: item.quantity })))),
        },
        byLounge: loungeIds
          .map((loungeId) => ({
            loungeId,
            label: labelOf(loungeId),
            assignees: assignments
              .filter((a) => a.loungeId === loungeId)
              .map((a) => people.find((p) => p.id === a.userId)!.email)
              .sort(cmp),
            lines: packed
              .filter(({ item }) => item.loungeId === loungeId)
              .sort(
                (a, b) =>
                  a.order.createdAt.getTime() - b.order.createdAt.getTime() ||
                  cmp(a.order.id, b.order.id) ||
                  cmp(productById.get(a.item.productId)!.name, productById.get(b.item.productId)!.name) ||
                  cmp(a.item.id, b.item.id),
              )
              .map(({ item }) => ({
                orderItemId: item.id,
                orderId: item.orderId,
                productName: productById.get(item.productId)!.name,
                quantity: item.quantity,
                mixDrinks: item.mixIds.map((id) => ({ name: mixById.get(id)!.name, quantity: item.quantity })).sort((a, b) => cmp(a.name, b.name)),
              })),
          }))
          .sort((a, b) => cmp(a.label, b.label) || cmp(a.loungeId, b.loungeId)),
      };
    };

    let nonEmpty = 0;
    for (const day of LOUNGE_DAYS) {
      for (const q of [undefined, 'gin', 'VIP 1', 'sKyBoX', 'rosé, "', 'nothing-like-this', '%']) {
        const expected = expectedFor(day, q);
        expect(await packing(day, q), `seed ${seed}, ${day}, q=${q}`).toEqual(expected);
        if (expected.byLounge.length) nonEmpty++;
      }
    }
    // The data set must exercise the interesting cases, not only empty lists.
    expect(nonEmpty).toBeGreaterThan(8);
    expect(items.some((i) => i.loungeId && !loungeById.has(i.loungeId))).toBe(true);
    expect(generated.some((o) => o.status === 'completed' && o.items.some((i) => i.mixIds.length > 0 && i.quantity > 1))).toBe(true);
  });

  it('refuses a missing or unknown day', async () => {
    expect((await admin.client.get('/api/admin/packing')).statusCode).toBe(400);
    expect((await admin.client.get('/api/admin/packing?day=Sunday')).statusCode).toBe(400);
    expect((await admin.client.get('/api/admin/packing.csv?day=Friday&view=pdf')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/packing.csv', () => {
  it('escapes fields: commas, quotes, line breaks, and formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('-5')).toBe("'-5");
    expect(csvField(-5)).toBe('-5');
  });

  it('exports both views of the current day and search as they are on screen', async () => {
    const lounge = await insertLounge(db(), { category: 'Garden', tableNumber: '3', day: 'Thursday' });
    const guest = await insertProfile(db(), { email: uniqueEmail('csv') });
    await db().insert(userLoungeAssignments).values({ loungeId: lounge.id, userId: guest.id });
    const product = await insertProduct(db(), { name: '=Evil, "quoted"\nname' });
    const tonic = await insertMixDrink(db(), { name: 'Tonic CSV' });
    const [order] = await db().insert(orders).values({ editionId: await currentEditionId(db()), userId: guest.id, totalTokens: 0, status: 'completed' }).returning();
    const [item] = await db().insert(orderItems).values({ orderId: order!.id, editionId: order!.editionId, productId: product.id, quantity: 2, tokenPrice: 0, loungeId: lounge.id }).returning();
    await db().insert(orderItemMixDrinks).values({ orderItemId: item!.id, mixDrinkId: tonic.id });

    const res = await admin.client.get('/api/admin/packing.csv?day=Thursday&view=lounge&q=garden');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    // The file names its edition (the migration's first one is named after its year).
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="packing-festival-\d{4}-thursday-lounge\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(res.body.slice(1))).toEqual([
      ['Lounge', 'Assigned to', 'Order ID', 'Product', 'Quantity', 'Mix drinks'],
      ['Garden 3', guest.email, shortId(order!.id), '\'=Evil, "quoted"\nname', '2', 'Tonic CSV x2'],
    ]);

    const summary = await admin.client.get('/api/admin/packing.csv?day=Thursday&view=summary&q=garden');
    expect(parseCsv(summary.body.slice(1))).toEqual([
      ['Type', 'Name', 'Quantity'],
      ['Product', '\'=Evil, "quoted"\nname', '2'],
      ['Mix drink', 'Tonic CSV', '2'],
    ]);
  });
});
