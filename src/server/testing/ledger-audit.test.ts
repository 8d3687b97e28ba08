import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderItems, orders, profiles } from '#server/db/schema/index.ts';
import { postLedgerEntry } from '#server/modules/tokens/ledger.service.ts';
import { insertProfile, currentEditionId } from './fixtures.ts';
import { insertProduct } from './shop-fixtures.ts';
import { auditLedger } from './ledger-audit.ts';
import { useTestDatabase } from './suite.ts';

const database = useTestDatabase();

/** The soak test trusts auditLedger to see broken books; here it is shown some. */
describe('ledger audit', () => {
  it('is quiet on sound books and names each broken rule', async () => {
    const { db } = database;
    expect(await auditLedger(db)).toEqual({});
    const user = await insertProfile(db, { email: 'audit@example.com' });
    await db.transaction((tx) => postLedgerEntry(tx, { userId: user.id, delta: 50, kind: 'purchase' }));
    const product = await insertProduct(db, { tokenPrice: 3 });
    const [order] = await db.insert(orders).values({ editionId: await currentEditionId(db), userId: user.id, totalTokens: 10 }).returning();
    await db.insert(orderItems).values({ orderId: order!.id, editionId: order!.editionId, productId: product.id, quantity: 1, tokenPrice: 3 });
    await db.transaction((tx) => postLedgerEntry(tx, { userId: user.id, delta: 10, kind: 'refund', orderId: order!.id }));
    await db.update(profiles).set({ tokenBalance: 1 }).where(eq(profiles.id, user.id));

    expect(Object.keys(await auditLedger(db)).sort()).toEqual(
      [
        'balance = sum of ledger rows',
        "every order's total equals its lines (0 when free)",
        'every paid order is charged once, by its total, to its customer',
        'every refund matches one cancelled order, its customer and its total',
        'every purchase credits one paid payment of its owner, by its tokens',
      ].sort(),
    );
  });
});
