import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoungeDay } from '#shared/constants.ts';
import { checkoutResponse } from '#shared/schemas/orders.ts';
import { shopStockResponse } from '#shared/schemas/stock.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { findStockMismatches } from '#server/modules/stock/stock-counts.repo.ts';
import { errorOf, readJson } from '#server/testing/api-client.ts';
import { insertProduct, openShop, registeredGuest } from '#server/testing/shop-fixtures.ts';
import { buy, soldOf } from '#server/testing/stock-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';

/**
 * Model-based test of stock limits (docs/decisions/018-stock-limits.md): random sequences of checkouts, cancels,
 * refunds, completions and admin limit changes run against the API and against a few lines of model; every answer and
 * the stock afterwards must agree, and the ledger and stock invariants must hold.
 */
const t = useTestApp();
const admin = useSignedInAdmin(t);
const db = () => t.database.db;
type Guest = Awaited<ReturnType<typeof registeredGuest>>;
let guests: Guest[] = [];
beforeAll(async () => {
  await openShop(db());
  // Two guests on Friday, one on Saturday, each with far more tokens than any run spends.
  guests = [await registeredGuest(t, { tokens: 100_000, day: 'Friday' }), await registeredGuest(t, { tokens: 100_000, day: 'Friday' }), await registeredGuest(t, { tokens: 100_000, day: 'Saturday' })];
});

type Action =
  | { kind: 'checkout'; guest: number; quantity: number }
  | { kind: 'cancel' | 'refund' | 'complete'; order: number }
  | { kind: 'limit'; day: LoungeDay; quantity: number | null; maxPerGuest: number | null };

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('checkout' as const), guest: fc.integer({ min: 0, max: 2 }), quantity: fc.integer({ min: 1, max: 4 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('cancel' as const, 'refund' as const, 'complete' as const), order: fc.nat(20) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('limit' as const),
      day: fc.constantFrom<LoungeDay>('Friday', 'Saturday'),
      quantity: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
      maxPerGuest: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    }),
  },
);

type ModelOrder = { guest: number; day: LoungeDay; quantity: number; status: 'pending' | 'completed' | 'cancelled'; id: string };

class Model {
  limits = new Map<LoungeDay, { quantity: number | null; maxPerGuest: number | null }>();
  orders: ModelOrder[] = [];
  live = (day: LoungeDay, guest?: number) =>
    this.orders.filter((o) => o.day === day && o.status !== 'cancelled' && (guest === undefined || o.guest === guest)).reduce((n, o) => n + o.quantity, 0);
  checkoutAnswer(guest: number, day: LoungeDay, quantity: number) {
    const limit = this.limits.get(day);
    if (limit?.maxPerGuest != null && this.live(day, guest) + quantity > limit.maxPerGuest) return 'GUEST_LIMIT_REACHED';
    if (limit?.quantity != null && this.live(day) + quantity > limit.quantity) return 'OUT_OF_STOCK';
    return 'ok';
  }
}

describe('stock limits against a model', () => {
  it('every answer and the stock afterwards agree with the model, and both invariants hold', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 14 }), async (actions) => {
        const product = await insertProduct(db(), { tokenPrice: 1 });
        const model = new Model();
        for (const a of actions) {
          if (a.kind === 'checkout') {
            const guest = guests[a.guest]!;
            const day = guest.lounge.day!;
            const expected = model.checkoutAnswer(a.guest, day, a.quantity);
            const res = await buy(guest, product.id, a.quantity);
            if (expected === 'ok') {
              expect(res.statusCode, res.body).toBe(201);
              model.orders.push({ guest: a.guest, day, quantity: a.quantity, status: 'pending', id: readJson(res, checkoutResponse).order.id });
            } else {
              expect(res.statusCode, res.body).toBe(409);
              expect(errorOf(res).code).toBe(expected);
            }
          } else if (a.kind === 'limit') {
            const res = await admin.client.put(`/api/admin/stock/${product.id}/${a.day}`, { quantity: a.quantity, maxPerGuest: a.maxPerGuest });
            if (a.quantity !== null && a.quantity < model.live(a.day)) {
              expect(res.statusCode, res.body).toBe(409);
              expect(errorOf(res).details).toMatchObject({ sold: model.live(a.day) });
            } else {
              expect(res.statusCode, res.body).toBe(200);
              model.limits.set(a.day, { quantity: a.quantity, maxPerGuest: a.maxPerGuest });
            }
          } else {
            const order = model.orders[a.order % Math.max(1, model.orders.length)];
            if (!order) continue;
            const res =
              a.kind === 'refund'
                ? await admin.client.post(`/api/admin/orders/${order.id}/refund`)
                : await admin.client.post(`/api/admin/orders/${order.id}/status`, { status: a.kind === 'cancel' ? 'cancelled' : 'completed' });
            const allowed = a.kind === 'refund' ? order.status !== 'cancelled' : order.status === 'pending';
            expect(res.statusCode, res.body).toBe(allowed ? 200 : 409);
            if (allowed) order.status = a.kind === 'complete' ? 'completed' : 'cancelled';
          }
        }
        const shop = readJson(await t.app.inject({ method: 'GET', url: '/api/stock' }), shopStockResponse).stock;
        for (const day of ['Friday', 'Saturday'] as const) {
          const limit = model.limits.get(day);
          const limited = limit && (limit.quantity !== null || limit.maxPerGuest !== null);
          expect(await soldOf(db(), product.id, day)).toBe(limited ? model.live(day) : undefined);
          const entry = shop.find((s) => s.productId === product.id && s.day === day);
          expect(entry?.left ?? null).toBe(limited && limit.quantity !== null ? limit.quantity - model.live(day) : null);
        }
        expect(await findStockMismatches(db())).toEqual([]);
        expect(await findLedgerMismatches(db())).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
