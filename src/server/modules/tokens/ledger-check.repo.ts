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

/**
 * Payouts and donations against their ledger rows (docs/decisions/040-payouts.md), each problem as a sentence (should
 * be none): a payout or donation without exactly its one ledger row of minus its tokens; a payout whose refunds,
 * bank transfer and fee do not add up to its tokens; a payment refunded beyond its tokens or its amount.
 */
export async function findPayoutMismatches(db: Queryable): Promise<string[]> {
  const result = await db.execute(sql`
    select 'payout ' || o.id || ' (' || o.choice || ', ' || o.tokens || ' tokens) has ledger rows ' || coalesce(string_agg(l.kind || ' ' || l.delta, ', '), 'none') as problem
    from payouts o left join token_ledger l on l.payout_id = o.id
    where o.choice <> 'keep'
    group by o.id
    having count(l.id) <> 1 or min(l.delta) <> -o.tokens or min(l.kind) <> o.choice
    union all
    select 'ledger row ' || l.id || ' (' || l.kind || ') names no payout or donation'
    from token_ledger l left join payouts o on o.id = l.payout_id
    where l.kind in ('payout', 'donation') and (o.id is null or o.choice = 'keep')
    union all
    select 'payout ' || o.id || ': refunds ' || coalesce(sum(r.tokens), 0) || ' + bank ' || o.manual_tokens || ' + fee ' || o.fee_tokens || ' <> ' || o.tokens || ' tokens'
    from payouts o left join payout_refunds r on r.payout_id = o.id
    where o.choice = 'payout'
    group by o.id
    having coalesce(sum(r.tokens), 0) + o.manual_tokens + o.fee_tokens <> o.tokens
    union all
    select 'payment ' || p.id || ' refunded ' || sum(r.tokens) || ' of ' || p.tokens || ' tokens, ' || sum(r.amount_cents) || ' of ' || p.amount_cents || ' cents'
    from payments p join payout_refunds r on r.payment_id = p.id
    group by p.id
    having sum(r.tokens) > p.tokens or sum(r.amount_cents) > p.amount_cents`);
  return (result as unknown as { rows: { problem: string }[] }).rows.map((r) => r.problem);
}
