import type { Tx } from '#server/db/client.ts';
import { notifyLive } from '#server/db/live-notify.ts';
import { writeLedgerEntry, type LedgerEntry } from './ledger.repo.ts';

/**
 * The only way tokens move: one ledger row and the cached balance, in the caller's transaction, announced to
 * every instance once that transaction commits (docs/decisions/021-live-updates-listen-notify.md). Throws
 * InsufficientFundsError rather than overdraw, UserNotFoundError without a profile. Returns the new balance.
 */
export async function postLedgerEntry(tx: Tx, entry: LedgerEntry): Promise<number> {
  const balance = await writeLedgerEntry(tx, entry);
  await notifyLive(tx, { kind: 'balance', profileId: entry.userId });
  return balance;
}
