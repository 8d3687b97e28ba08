import { sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client.ts';

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
