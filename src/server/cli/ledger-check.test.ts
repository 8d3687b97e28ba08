import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payoutRefunds, productStock, profiles } from '#server/db/schema/index.ts';
import { choosePayout } from '#server/modules/payouts/payout-choice.orchestration.ts';
import { closeCurrentEdition, guestWithPayments, insertPayoutWindow } from '#server/testing/payout-fixtures.ts';
import { postLedgerEntry } from '#server/modules/tokens/ledger.service.ts';
import { createTestDatabase, onPostgres, type TestDatabase } from '#server/testing/test-db.ts';
import { insertProfile, currentEditionId } from '#server/testing/fixtures.ts';
import { insertProduct } from '#server/testing/shop-fixtures.ts';
import { runCli } from '#server/testing/cli-process.ts';

let database: TestDatabase;
beforeAll(async () => {
  if (onPostgres) database = await createTestDatabase();
});
afterAll(() => database?.drop());

/** `npm run ledger:check` as an operator runs it, against the database in DATABASE_URL. */
const ledgerCheck = () => runCli('ledger-check', [], { DATABASE_URL: database.url! });

describe.runIf(onPostgres)('npm run ledger:check', () => {
  it('reports the totals and OK, then names the profile whose balance drifted and exits 1', async () => {
    const { db } = database;
    const user = await insertProfile(db, { email: 'drift@example.com' });
    await db.transaction((tx) => postLedgerEntry(tx, { userId: user.id, delta: 70, kind: 'purchase' }));

    const ok = await ledgerCheck();
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('profiles: 1, balances total: 70 tokens');
    expect(ok.stdout).toContain('ledger rows: 1, ledger total: 70 tokens');
    expect(ok.stdout).toContain('OK: every balance equals the sum of its ledger rows');

    await db.update(profiles).set({ tokenBalance: 75 }).where(eq(profiles.id, user.id));
    const drifted = await ledgerCheck();
    expect(drifted.code).toBe(1);
    expect(drifted.stdout).toContain('MISMATCH for 1 profile(s):');
    expect(drifted.stdout).toContain(`drift@example.com (${user.id}): balance 75, ledger 70`);
  });

  it('checks stock too: names the product day whose units sold drifted from its live order lines', async () => {
    const { db } = database;
    const product = await insertProduct(db, { name: 'Drift gin' });
    await db.insert(productStock).values({ editionId: await currentEditionId(db), productId: product.id, day: 'Friday', quantity: 10, sold: 0 });
    const ok = await ledgerCheck();
    expect(ok.stdout).toContain("OK: every stock row's units sold equal its live order lines, none above its limit");

    await db.update(productStock).set({ sold: 3 }).where(eq(productStock.productId, product.id));
    const drifted = await ledgerCheck();
    expect(drifted.code).toBe(1);
    expect(drifted.stdout).toContain('STOCK MISMATCH for 1 product day(s):');
    expect(drifted.stdout).toContain(`${product.id} Friday: sold 3, live lines 0, limit 10`);
  });

  it('checks payouts too: names a payment refunded beyond what it paid (docs/decisions/040-payouts.md)', async () => {
    const { db } = database;
    await insertPayoutWindow(db, await closeCurrentEdition(db));
    const { guest, payments } = await guestWithPayments(db, 'payout-check@example.com', [20], 5);
    await choosePayout(db, guest.id, 'payout');
    const ok = await ledgerCheck();
    expect(ok.stdout).toContain('OK: every payout and donation has its one ledger row, no payment is refunded beyond what it paid');

    await db.update(payoutRefunds).set({ amountCents: 20_001 }).where(eq(payoutRefunds.paymentId, payments[0]!.id));
    const drifted = await ledgerCheck();
    expect(drifted.code).toBe(1);
    expect(drifted.stdout).toContain('PAYOUT MISMATCH (1):');
    expect(drifted.stdout).toContain(`payment ${payments[0]!.id} refunded 15 of 20 tokens, 20001 of 20000 cents`);
  });
});
