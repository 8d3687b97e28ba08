import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { profiles, tokenLedger } from '#server/db/schema/index.ts';
import { insertLounge, insertProfile } from '#server/testing/fixtures.ts';
import { useTestDatabase } from '#server/testing/suite.ts';
import { InsufficientFundsError } from './ledger.repo.ts';
import { postLedgerEntry } from './ledger.service.ts';
import { findLedgerMismatches } from './ledger-check.repo.ts';

const database = useTestDatabase();

describe('token ledger', () => {
  it('moves the balance with each row and refuses to overdraw, writing nothing', async () => {
    const { db } = database;
    const user = await insertProfile(db, { email: 'ledger1@example.com' });
    await db.transaction((tx) => postLedgerEntry(tx, { userId: user.id, delta: 50, kind: 'purchase' }));
    const balance = await db.transaction((tx) => postLedgerEntry(tx, { userId: user.id, delta: -20, kind: 'admin_adjustment' }));
    expect(balance).toBe(30);
    await expect(db.transaction((tx) => postLedgerEntry(tx, { userId: user.id, delta: -31, kind: 'admin_adjustment' }))).rejects.toEqual(
      new InsufficientFundsError(30, 31),
    );
    const rows = await db.select().from(tokenLedger).where(eq(tokenLedger.userId, user.id));
    expect(rows.map((r) => r.delta)).toEqual([50, -20]);
    expect(await findLedgerMismatches(db)).toEqual([]);
  });

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const { db } = database;
    const user = await insertProfile(db, { email: 'ledger2@example.com' });
    await db.transaction((tx) => postLedgerEntry(tx, { userId: user.id, delta: 10, kind: 'purchase' }));
    await expect(db.execute(sql`update token_ledger set delta = 1000 where user_id = ${user.id}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from token_ledger where user_id = ${user.id}`)).rejects.toThrow();
    await expect(db.execute(sql`truncate token_ledger`)).rejects.toThrow();
    const [row] = await db.select().from(tokenLedger).where(eq(tokenLedger.userId, user.id));
    expect(row!.delta).toBe(10);
  });

  it('grants a lounge at most once, by unique constraint', async () => {
    const { db } = database;
    const user = await insertProfile(db, { email: 'ledger3@example.com' });
    const lounge = await insertLounge(db);
    await db.transaction((tx) => postLedgerEntry(tx, { userId: user.id, delta: 100, kind: 'lounge_grant', loungeId: lounge.id }));
    await expect(
      db.transaction((tx) => postLedgerEntry(tx, { userId: user.id, delta: 100, kind: 'lounge_grant', loungeId: lounge.id })),
    ).rejects.toThrow();
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile!.tokenBalance).toBe(100);
  });

  it('reports a profile whose balance disagrees with its ledger', async () => {
    const { db } = database;
    const user = await insertProfile(db, { email: 'ledger4@example.com' });
    await db.update(profiles).set({ tokenBalance: 7 }).where(eq(profiles.id, user.id));
    expect(await findLedgerMismatches(db)).toEqual([{ userId: user.id, email: 'ledger4@example.com', balance: 7, ledgerSum: 0 }]);
    await db.update(profiles).set({ tokenBalance: 0 }).where(eq(profiles.id, user.id));
  });
});
