import { count, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client.ts';
import { profiles, tokenLedger } from '#server/db/schema/index.ts';

export type LedgerMismatch = { userId: string; email: string; balance: number; ledgerSum: number };

/** Every profile whose cached balance differs from the sum of its ledger rows (should be none). */
export async function findLedgerMismatches(db: Queryable): Promise<LedgerMismatch[]> {
  const result = await db.execute(sql`
    select p.id as "userId", p.email, p.token_balance as balance, coalesce(sum(l.delta), 0)::int as "ledgerSum"
    from profiles p left join token_ledger l on l.user_id = p.id
    group by p.id
    having p.token_balance <> coalesce(sum(l.delta), 0)
    order by p.email`);
  return (result as unknown as { rows: LedgerMismatch[] }).rows;
}

/** How many profiles and ledger rows there are, and the tokens each side adds up to. */
export async function ledgerTotals(db: Queryable) {
  const [people] = await db.select({ n: count(), total: sql<number>`coalesce(sum(${profiles.tokenBalance}), 0)::int` }).from(profiles);
  const [rows] = await db.select({ n: count(), total: sql<number>`coalesce(sum(${tokenLedger.delta}), 0)::int` }).from(tokenLedger);
  return { profiles: people!, ledger: rows! };
}
