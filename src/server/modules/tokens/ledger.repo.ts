import { and, eq, gte, inArray, ne, sql, type AnyColumn } from 'drizzle-orm';
import type { LedgerKind } from '#shared/constants.ts';
import type { Queryable, Tx } from '#server/db/client.ts';
import { profiles, tokenLedger } from '#server/db/schema/index.ts';

export type LedgerEntry = {
  userId: string;
  delta: number;
  kind: LedgerKind;
  orderId?: string;
  loungeId?: string;
  paymentId?: string;
  /** The payout or donation a `payout` or `donation` row is (docs/decisions/040-payouts.md). */
  payoutId?: string;
  actorId?: string;
  note?: string;
};

/** A ledger row's own facts as a guest's statement and the ledger export read them: not whose it is, nor who wrote it. */
export const ledgerRowFields = {
  id: tokenLedger.id,
  createdAt: tokenLedger.createdAt,
  kind: tokenLedger.kind,
  delta: tokenLedger.delta,
  orderId: tokenLedger.orderId,
  loungeId: tokenLedger.loungeId,
  paymentId: tokenLedger.paymentId,
  note: tokenLedger.note,
};

export class InsufficientFundsError extends Error {
  constructor(
    readonly current: number,
    readonly required: number,
  ) {
    super('INSUFFICIENT_FUNDS');
  }
}

export class UserNotFoundError extends Error {
  constructor() {
    super('USER_NOT_FOUND');
  }
}

/** The account was deleted: its balance was given up and no token moves on it any more (docs/decisions/041). */
export class AccountDeletedError extends Error {
  constructor() {
    super('ACCOUNT_DELETED');
  }
}

/**
 * One ledger row and the cached balance, in the caller's transaction (postLedgerEntry in ledger.service.ts is
 * the one caller). The guarded UPDATE takes the profile's row lock, so concurrent debits queue and none can
 * overdraw. Returns the new balance.
 */
export async function writeLedgerEntry(tx: Tx, entry: LedgerEntry): Promise<number> {
  if (!Number.isInteger(entry.delta) || entry.delta === 0) throw new Error(`invalid ledger delta ${entry.delta}`);
  const [updated] = await tx
    .update(profiles)
    .set({ tokenBalance: sql`${profiles.tokenBalance} + ${entry.delta}` })
    .where(and(eq(profiles.id, entry.userId), gte(sql`${profiles.tokenBalance} + ${entry.delta}`, 0), ne(profiles.status, 'deleted')))
    .returning({ tokenBalance: profiles.tokenBalance });
  if (!updated) {
    const [current] = await tx
      .select({ tokenBalance: profiles.tokenBalance, status: profiles.status })
      .from(profiles)
      .where(eq(profiles.id, entry.userId));
    if (!current) throw new UserNotFoundError();
    if (current.status === 'deleted') throw new AccountDeletedError();
    throw new InsufficientFundsError(current.tokenBalance, -entry.delta);
  }
  await tx.insert(tokenLedger).values(entry);
  return updated.tokenBalance;
}

/**
 * Tokens each order gave back through a refund, read from the ledger (the one place tokens move):
 * a cancelled order with 0 kept its tokens. Orders without a refund are absent from the map.
 */
export async function refundedTokensByOrder(db: Queryable, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ orderId: tokenLedger.orderId, delta: tokenLedger.delta })
    .from(tokenLedger)
    .where(and(eq(tokenLedger.kind, 'refund'), inArray(tokenLedger.orderId, orderIds)));
  return new Map(rows.map((r) => [r.orderId!, r.delta]));
}

/** The same as a column of a list query, answered by the one-refund-per-order index. */
export const refundedTokensOf = (orderId: AnyColumn) =>
  sql<number>`coalesce((select ${tokenLedger.delta} from ${tokenLedger} where ${tokenLedger.orderId} = ${orderId} and ${tokenLedger.kind} = 'refund'), 0)::int`;
