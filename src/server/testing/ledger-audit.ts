import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#server/db/client.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';

/**
 * Each query lists what breaks one rule of the token system (docs/product.md#tokens-and-the-ledger); all must come back
 * empty. Used by the soak test after (and, for the cheap ones, during) a storm of concurrent money moves.
 */
const RULES: Record<string, SQL> = {
  'no negative balance': sql`select id, token_balance from profiles where token_balance < 0`,
  "every order's total equals its lines (0 when free)": sql`
    select o.id, o.total_tokens, coalesce(sum(i.quantity * i.token_price), 0)::int as lines
    from orders o left join order_items i on i.order_id = o.id
    group by o.id
    having o.total_tokens <> case when o.is_free then 0 else coalesce(sum(i.quantity * i.token_price), 0) end`,
  'every order has no lines missing': sql`select o.id from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
  'every paid order is charged once, by its total, to its customer': sql`
    select o.id, count(l.id) as charges
    from orders o left join token_ledger l on l.order_id = o.id and l.kind in ('order', 'manual_order')
    group by o.id
    having count(l.id) <> (case when o.total_tokens > 0 then 1 else 0 end)
        or bool_or(l.delta <> -o.total_tokens or l.user_id <> o.user_id)`,
  'every refund matches one cancelled order, its customer and its total': sql`
    select l.id, l.order_id from token_ledger l left join orders o on o.id = l.order_id
    where l.kind = 'refund'
      and (o.id is null or o.status <> 'cancelled' or l.user_id <> o.user_id or l.delta <> o.total_tokens)`,
  'at most one refund per order': sql`
    select order_id from token_ledger where kind = 'refund' group by order_id having count(*) > 1`,
  'every purchase credits one paid payment of its owner, by its tokens': sql`
    select l.id from token_ledger l left join payments p on p.id = l.payment_id
    where l.kind = 'purchase' and (p.id is null or p.status <> 'paid' or p.user_id <> l.user_id or p.tokens <> l.delta)`,
  'every paid payment is credited exactly once': sql`
    select p.id from payments p
    where p.status = 'paid' and (select count(*) from token_ledger l where l.payment_id = p.id and l.kind = 'purchase') <> 1`,
  "every lounge grant is the lounge's minimum consumption, once": sql`
    select l.id from token_ledger l left join lounges g on g.id = l.lounge_id
    where l.kind = 'lounge_grant' and (g.id is null or l.delta <> g.minimum_consumption_tokens)`,
};

export type AuditResult = Record<string, unknown[]>;

/** Violations by rule (rules without any are left out): `{}` means the books are right. */
export async function auditLedger(db: Queryable): Promise<AuditResult> {
  const found: AuditResult = {};
  const mismatches = await findLedgerMismatches(db);
  if (mismatches.length) found['balance = sum of ledger rows'] = mismatches;
  for (const [rule, query] of Object.entries(RULES)) {
    const { rows } = (await db.execute(query)) as unknown as { rows: unknown[] };
    if (rows.length) found[rule] = rows.slice(0, 5);
  }
  return found;
}
