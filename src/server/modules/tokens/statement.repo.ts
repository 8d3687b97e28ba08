import { desc, eq, lt, sql } from 'drizzle-orm';
import { loungeLabel, shortId } from '#shared/constants.ts';
import type { LedgerEntry } from '#shared/schemas/tokens.ts';
import type { Queryable } from '#server/db/client.ts';
import { lounges, payments, tokenLedger } from '#server/db/schema/index.ts';
import { ledgerRowFields } from './ledger.repo.ts';

/**
 * One page of a user's ledger, newest first, each row with the balance right after it. The running
 * sum is a window over ALL the user's rows (in the inner query), so paging does not change it.
 */
export async function findStatementPage(db: Queryable, userId: string, page: { before?: number; limit: number }) {
  const rows = db
    .select({
      ...ledgerRowFields,
      balanceAfter: sql<number>`(sum(${tokenLedger.delta}) over (order by ${tokenLedger.id}))::int`.as('balance_after'),
    })
    .from(tokenLedger)
    .where(eq(tokenLedger.userId, userId))
    .as('rows');

  const found = await db
    .select({
      id: rows.id,
      createdAt: rows.createdAt,
      kind: rows.kind,
      delta: rows.delta,
      balanceAfter: rows.balanceAfter,
      orderId: rows.orderId,
      note: rows.note,
      lounge: { category: lounges.category, tableNumber: lounges.tableNumber },
      purchasedTokens: payments.tokens,
    })
    .from(rows)
    .leftJoin(lounges, eq(lounges.id, rows.loungeId))
    .leftJoin(payments, eq(payments.id, rows.paymentId))
    .where(page.before === undefined ? undefined : lt(rows.id, page.before))
    .orderBy(desc(rows.id))
    // One extra row tells whether an older page exists.
    .limit(page.limit + 1);

  const entries = found.slice(0, page.limit).map(toLedgerEntry);
  const nextBefore = found.length > page.limit ? (entries.at(-1)?.id ?? null) : null;
  return { entries, nextBefore };
}

type StatementRow = {
  id: number;
  createdAt: Date;
  kind: LedgerEntry['kind'];
  delta: number;
  balanceAfter: number;
  orderId: string | null;
  note: string | null;
  lounge: { category: string; tableNumber: string } | null;
  purchasedTokens: number | null;
};

/** The row in English; the web writes the same from kind and fields in the person's language (statement-table.tsx). */
function describe(row: StatementRow): string {
  switch (row.kind) {
    case 'lounge_grant':
      return row.lounge ? `Lounge tokens: ${loungeLabel(row.lounge)}` : 'Lounge tokens';
    case 'purchase':
      return `Token purchase: ${row.purchasedTokens ?? row.delta} tokens`;
    case 'order':
    case 'manual_order':
      return row.orderId ? `Order #${shortId(row.orderId)}` : 'Order';
    case 'order_change':
      return `Change of order #${shortId(row.orderId ?? '')}`;
    case 'refund':
      return row.orderId ? `Refund of order #${shortId(row.orderId)}` : 'Refund';
    case 'admin_adjustment':
      return 'Balance adjustment by admin';
    case 'forfeit':
      return 'Balance given up when the account was deleted';
    case 'payout':
      return 'Payout';
    case 'donation':
      return 'Donation';
  }
}

function toLedgerEntry(row: StatementRow): LedgerEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    kind: row.kind,
    description: describe(row),
    orderId: row.orderId,
    lounge: row.lounge,
    purchasedTokens: row.kind === 'purchase' ? (row.purchasedTokens ?? row.delta) : null,
    reason: row.kind === 'admin_adjustment' ? row.note : null,
    delta: row.delta,
    balanceAfter: row.balanceAfter,
  };
}
