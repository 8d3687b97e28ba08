import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { editionHiddenProducts, orderItems, orders, productStock, profiles } from '#server/db/schema/index.ts';
import { insertProfile, currentEditionId } from '#server/testing/fixtures.ts';
import { insertProduct, setDeadline } from '#server/testing/shop-fixtures.ts';
import { uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { readJson } from '#server/testing/api-client.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';
import { postLedgerEntry } from '#server/modules/tokens/ledger.service.ts';
import { dashboardResponse } from '#shared/schemas/admin-dashboard.ts';

const t = useTestApp();
const admin = useSignedInAdmin(t);

const dashboard = async () => {
  const res = await admin.client.get('/api/admin/dashboard');
  expect(res.statusCode).toBe(200);
  return readJson(res, dashboardResponse);
};

describe('dashboard', () => {
  it('counts profiles, active products, all token balances and orders, and lists the 5 newest orders with e-mail', async () => {
    const buyer = await insertProfile(t.database.db, { email: uniqueEmail('buyer') });
    await t.database.db.transaction((tx) => postLedgerEntry(tx, { userId: buyer.id, delta: 70, kind: 'purchase' }));
    const product = await insertProduct(t.database.db);
    await insertProduct(t.database.db, { isActive: false });
    for (let i = 0; i < 6; i++) {
      const [order] = await t.database.db
        .insert(orders)
        .values({ editionId: await currentEditionId(t.database.db), userId: buyer.id, totalTokens: 10 * (i + 1), status: 'completed', createdAt: new Date(Date.UTC(2030, 0, 1 + i)) })
        .returning();
      await t.database.db.insert(orderItems).values([
        { orderId: order!.id, editionId: order!.editionId, productId: product.id, quantity: 1, tokenPrice: 10 },
        { orderId: order!.id, editionId: order!.editionId, productId: product.id, quantity: 2, tokenPrice: 10 },
      ]);
    }
    const d = await dashboard();
    expect(d.counts).toEqual({ profiles: 2, activeProducts: 1, totalTokenBalance: 70, orders: 6 });
    expect(d.recentOrders.map((o) => o.totalTokens)).toEqual([60, 50, 40, 30, 20]);
    expect(d.recentOrders[0]).toMatchObject({ email: buyer.email, status: 'completed', itemCount: 2 });
  });

  it('shows real status checks: database latency, ledger invariant and the pre-order period', async () => {
    await setDeadline(t.database.db, new Date(Date.now() + 60_000));
    let d = await dashboard();
    expect(d.status.database.ok).toBe(true);
    expect(d.status.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(d.status.tokenSystem).toEqual({ ok: true, mismatches: 0 });
    expect(d.status.shopInterface).toMatchObject({ ok: true, preorderOpen: true });

    // Simulate a corrupted cache that bypassed the ledger: the Token System tile must turn red.
    const victim = await insertProfile(t.database.db, { email: uniqueEmail('victim') });
    await t.database.db.update(profiles).set({ tokenBalance: sql`${profiles.tokenBalance} + 5` }).where(eq(profiles.id, victim.id));
    await setDeadline(t.database.db, new Date(Date.now() - 60_000));
    d = await dashboard();
    expect(d.status.tokenSystem).toEqual({ ok: false, mismatches: 1 });
    expect(d.status.shopInterface).toMatchObject({ ok: true, preorderOpen: false });
  });

  it('counts sold-out and nearly sold-out days of the products the edition offers, not of those it leaves out', async () => {
    const editionId = await currentEditionId(t.database.db);
    const [soldOut, nearly] = [await insertProduct(t.database.db), await insertProduct(t.database.db)];
    await t.database.db.insert(productStock).values([
      { editionId, productId: soldOut.id, day: 'Friday', quantity: 4, sold: 4 },
      { editionId, productId: nearly.id, day: 'Friday', quantity: 4, sold: 3 },
    ]);
    const before = (await dashboard()).status.stock;
    await t.database.db.insert(editionHiddenProducts).values([{ editionId, productId: soldOut.id }, { editionId, productId: nearly.id }]);
    const after = (await dashboard()).status.stock;
    expect({ soldOut: before.soldOut! - after.soldOut!, nearly: before.nearly! - after.nearly! }).toEqual({ soldOut: 1, nearly: 1 });
  });
});
