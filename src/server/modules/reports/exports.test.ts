import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { LOUNGE_DAYS, type LedgerKind, type LoungeDay } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import { editions, orderItems, orders, payments, profiles, tokenLedger } from '#server/db/schema/index.ts';
import { fileNamePart, toCsv, type CsvValue } from '#server/http/csv.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { parseCsv } from '#server/testing/csv-reader.ts';
import { insertLounge, insertProfile, currentEditionId } from '#server/testing/fixtures.ts';
import { seededRandom } from '#server/testing/seeded-random.ts';
import { insertProduct } from '#server/testing/shop-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';
import { LEDGER_COLUMNS, ORDER_LINE_COLUMNS, PAYMENT_COLUMNS, ledgerBatches, orderLineBatches, paymentBatches } from './exports.service.ts';

const t = useTestApp();
const admin = useSignedInAdmin(t);
afterEach(async () => {
  expect(await findLedgerMismatches(t.database.db)).toEqual([]);
});
const db = () => t.database.db;

async function download(path: string) {
  const res = await admin.client.get(path);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.body.startsWith('\uFEFF')).toBe(true);
  return { rows: parseCsv(res.body.slice(1)), disposition: res.headers['content-disposition'] };
}

async function collect(batches: AsyncIterable<CsvValue[][]>) {
  const all: CsvValue[][][] = [];
  for await (const batch of batches) all.push(batch);
  return all;
}
/**
 * An instant in Zurich time as the exports write it, computed another way than the export does: the wall clock
 * read in the zone, and the offset as its distance from UTC.
 */
function zurich(date: Date) {
  const wall = date.toLocaleString('sv-SE', { timeZone: 'Europe/Zurich' }).replace(' ', 'T');
  const minutes = (Date.parse(`${wall}Z`) - Math.floor(date.getTime() / 1000) * 1000) / 60_000;
  const hh = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  const mm = String(Math.abs(minutes) % 60).padStart(2, '0');
  return `${wall}${minutes < 0 ? '-' : '+'}${hh}:${mm}`;
}
/** What a spreadsheet reads back from rows written by the export. */
const asRead = (rows: CsvValue[][]) => parseCsv(toCsv(rows));

type Item = { id: string; productId: string; product: string; quantity: number; tokenPrice: number; loungeId: string | null; deliveredAt: Date | null };
type Order = { id: string; email: string; userId: string; createdAt: Date; status: 'pending' | 'completed' | 'cancelled'; isFree: boolean; total: number; refunded: boolean; items: Item[] };

describe('CSV exports', () => {
  it('order lines, ledger and payments match the data, in batches that add up to the download', async () => {
    const g = seededRandom(2025_0919);
    const lounges = [];
    for (let i = 0; i < 5; i++) lounges.push(await insertLounge(db(), { category: g.pick(['VIP', 'Garden']), tableNumber: String(i + 1), day: g.pick([...LOUNGE_DAYS, null]) }));
    const loungeById = new Map(lounges.map((l) => [l.id, l]));
    const products = [];
    for (const name of ['=Evil, "quoted"', 'Lager', 'Gin 10', 'Rosé']) products.push(await insertProduct(db(), { name, tokenPrice: g.int(1, 30) }));
    const people = [];
    for (let i = 0; i < 4; i++) people.push(await insertProfile(db(), { email: uniqueEmail('export'), tokenBalance: 0 }));

    const ledger: { userId: string; delta: number; kind: LedgerKind; orderId?: string; paymentId?: string; loungeId?: string; note?: string }[] = [];
    const balances = new Map<string, number>();
    const post = (row: (typeof ledger)[number]) => {
      ledger.push(row);
      balances.set(row.userId, (balances.get(row.userId) ?? 0) + row.delta);
    };
    for (const p of people) post({ userId: p.id, delta: 5000, kind: 'admin_adjustment', note: 'Start, "quoted", note' });

    // Several orders share one instant, so that a page boundary falls between equal times.
    const same = new Date('2025-09-16T12:00:00.123Z');
    const generated: Order[] = [];
    for (let i = 0; i < 23; i++) {
      const person = g.pick(people);
      const isFree = g.next() < 0.15;
      const items: Item[] = [];
      for (let j = g.int(1, 3); j > 0; j--) {
        const product = g.pick(products);
        const roll = g.next();
        items.push({ id: randomUUID(), productId: product.id, product: product.name, quantity: g.int(1, 3), tokenPrice: product.tokenPrice, loungeId: roll < 0.75 ? g.pick(lounges).id : roll < 0.88 ? null : randomUUID(), deliveredAt: null });
      }
      const total = isFree ? 0 : items.reduce((s, it) => s + it.quantity * it.tokenPrice, 0);
      const order: Order = { id: randomUUID(), email: person.email, userId: person.id, createdAt: i % 4 === 0 ? same : new Date(same.getTime() + g.int(-50, 50) * 60_000), status: g.pick(['pending', 'completed', 'cancelled'] as const), isFree, total, refunded: false, items };
      if (order.status === 'cancelled' && total > 0 && g.next() < 0.7) order.refunded = true;
      // Delivery is a fact per line (of one lounge): some lines of a completed order may be delivered, others not yet.
      if (order.status === 'completed') {
        for (const [j, item] of items.entries()) if (item.loungeId && g.next() < 0.5) item.deliveredAt = new Date(same.getTime() + 86_400_000 + i * 1000 + j);
      }
      generated.push(order);
    }
    const editionId = await currentEditionId(db());
    const [edition] = await db().select().from(editions).where(eq(editions.id, editionId));
    if (!edition) throw new Error('no current edition');
    await db().insert(orders).values(generated.map((o) => ({ editionId, id: o.id, userId: o.userId, totalTokens: o.total, status: o.status, isFree: o.isFree, isManual: o.isFree, createdAt: o.createdAt })));
    await db().insert(orderItems).values(generated.flatMap((o) => o.items.map(({ product: _p, ...i }) => ({ ...i, orderId: o.id, editionId }))));
    for (const o of generated) {
      if (o.total > 0) post({ userId: o.userId, delta: -o.total, kind: o.isFree ? 'manual_order' : 'order', orderId: o.id });
      if (o.refunded) post({ userId: o.userId, delta: o.total, kind: 'refund', orderId: o.id });
    }
    const generatedPayments = people.slice(0, 3).map((p, i) => ({ id: randomUUID(), userId: p.id, email: p.email, packageId: 'tokens-50', tokens: 50, amountCents: 50_005 + i, status: (['paid', 'open', 'canceled'] as const)[i]!, provider: 'demo' as const, createdAt: new Date(same.getTime() + i * 1000), paidAt: i === 0 ? same : null }));
    await db().insert(payments).values(generatedPayments.map(({ email: _e, ...p }) => ({ ...p, editionId })));
    post({ userId: people[0]!.id, delta: 50, kind: 'purchase', paymentId: generatedPayments[0]!.id });
    const inserted = await db().insert(tokenLedger).values(ledger).returning();
    for (const [id, tokenBalance] of balances) await db().update(profiles).set({ tokenBalance }).where(eq(profiles.id, id));

    // Order lines: the independent expectation, oldest order first (ties by id), lines by product name then id.
    const sortedOrders = [...generated].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
    const lineRows = (day?: LoungeDay) =>
      sortedOrders
        .filter((o) => !day || o.items.some((i) => i.loungeId && loungeById.get(i.loungeId)?.day === day))
        .flatMap((o) =>
          [...o.items]
            .sort((a, b) => (a.product < b.product ? -1 : a.product > b.product ? 1 : a.id < b.id ? -1 : 1))
            .filter((i) => !day || (i.loungeId && loungeById.get(i.loungeId)?.day === day))
            .map((i) => {
              const lounge = i.loungeId ? loungeById.get(i.loungeId) : undefined;
              return [
                o.id,
                o.createdAt.toISOString(),
                o.email,
                i.product,
                i.quantity,
                o.isFree ? 0 : i.quantity * i.tokenPrice,
                i.loungeId === null ? null : lounge ? `${lounge.category} ${lounge.tableNumber}` : msg.loungeDataNotFound({ loungeId: i.loungeId }),
                lounge?.day ?? null,
                o.status,
                o.refunded ? 'yes' : 'no',
                i.deliveredAt?.toISOString() ?? null,
                zurich(o.createdAt),
                i.deliveredAt ? zurich(i.deliveredAt) : null,
                edition.name,
              ];
            }),
        );

    const all = await download('/api/admin/reports/order-lines.csv');
    expect(all.disposition).toBe(`attachment; filename="order-lines-${fileNamePart(edition.name)}.csv"`);
    expect(all.rows).toEqual(asRead([ORDER_LINE_COLUMNS, ...lineRows()]));
    // The published columns stay where they were; new ones only ever come at the end.
    expect(all.rows[0]).toEqual(['order_id', 'ordered_at', 'guest_email', 'product', 'quantity', 'tokens', 'lounge', 'day', 'status', 'refunded', 'delivered', 'ordered_at_zurich', 'delivered_zurich', 'edition']);
    for (const day of LOUNGE_DAYS) {
      expect((await download(`/api/admin/reports/order-lines.csv?day=${day}`)).rows, day).toEqual(asRead([ORDER_LINE_COLUMNS, ...lineRows(day)]));
    }

    // Batches of 4 orders: many pages, boundaries inside the run of equal times, nothing lost or repeated.
    const batches = await collect(orderLineBatches(db(), edition, undefined, { batchSize: 4 }));
    expect(batches.length).toBe(Math.ceil(generated.length / 4));
    expect(asRead(batches.flat())).toEqual(all.rows.slice(1));

    // The ledger, row by row, ids in order.
    const ledgerCsv = await download('/api/admin/reports/ledger.csv');
    const emailOf = new Map(people.map((p) => [p.id, p.email]));
    // Every row of this data set moved tokens for the one edition, except the adjustments (no edition's).
    const editionOf = (r: (typeof inserted)[number]) => (r.orderId ?? r.loungeId ?? r.paymentId ? edition.name : null);
    const expectedLedger = inserted.map((r) => [r.id, r.createdAt.toISOString(), emailOf.get(r.userId)!, r.kind, r.delta, r.orderId, r.loungeId, r.paymentId, r.note, zurich(r.createdAt), editionOf(r)]);
    expect(ledgerCsv.rows).toEqual(asRead([LEDGER_COLUMNS, ...expectedLedger]));
    expect(ledgerCsv.rows[0]).toEqual(['id', 'created_at', 'guest_email', 'kind', 'delta', 'order_id', 'lounge_id', 'payment_id', 'note', 'created_at_zurich', 'edition']);
    const ledgerPages = await collect(ledgerBatches(db(), { batchSize: 7 }));
    expect(ledgerPages.length).toBe(Math.ceil(inserted.length / 7));
    expect(asRead(ledgerPages.flat())).toEqual(ledgerCsv.rows.slice(1));

    // Card payments of every status, CHF with two decimals.
    const paymentCsv = await download('/api/admin/reports/payments.csv');
    expect(paymentCsv.rows).toEqual(
      asRead([
        PAYMENT_COLUMNS,
        ...generatedPayments.map((p) => [
          p.id,
          p.createdAt.toISOString(),
          p.paidAt?.toISOString() ?? null,
          p.email,
          p.packageId,
          p.tokens,
          (p.amountCents / 100).toFixed(2),
          'chf',
          'demo',
          p.status,
          zurich(p.createdAt),
          p.paidAt ? zurich(p.paidAt) : null,
          edition.name,
        ]),
      ]),
    );
    expect(paymentCsv.rows[0]).toEqual(['payment_id', 'created_at', 'paid_at', 'guest_email', 'package_id', 'tokens', 'amount_chf', 'currency', 'provider', 'status', 'created_at_zurich', 'paid_at_zurich', 'edition']);
    expect(paymentCsv.rows[1]![6]).toBe('500.05');
    // 12:00:00.123 UTC in September is 14:00 in Zurich, summer time.
    expect(paymentCsv.rows[1]!.slice(-3, -1)).toEqual(['2025-09-16T14:00:00+02:00', '2025-09-16T14:00:00+02:00']);
    expect((await collect(paymentBatches(db(), edition, { batchSize: 2 }))).length).toBe(2);

    // The data set covers what the columns must show.
    const flat = all.rows.slice(1);
    expect(flat.some((r) => r[6]!.includes('Lounge data not found'))).toBe(true);
    expect(flat.some((r) => r[6] === '')).toBe(true);
    expect(flat.some((r) => r[9] === 'yes')).toBe(true);
    expect(flat.some((r) => r[10] !== '')).toBe(true);
    expect(flat.some((r) => r[3] === '\'=Evil, "quoted"')).toBe(true);
  });

  it('refuses an unknown day', async () => {
    expect((await admin.client.get('/api/admin/reports/order-lines.csv?day=Sunday')).statusCode).toBe(400);
  });
});
