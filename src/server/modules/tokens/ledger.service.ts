import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import type { Tx } from '#server/db/client.ts';
import { notifyLive } from '#server/db/live-notify.ts';
import { conflict } from '#server/http/errors.ts';
import { AccountDeletedError, writeLedgerEntry, type LedgerEntry } from './ledger.repo.ts';

/**
 * The only way tokens move: one ledger row and the cached balance, in the caller's transaction, announced to
 * every instance once that transaction commits (docs/decisions/021-live-updates-listen-notify.md). Throws
 * InsufficientFundsError rather than overdraw, UserNotFoundError without a profile, a 409 for a deleted guest's. Returns the new balance.
 */
export async function postLedgerEntry(tx: Tx, entry: LedgerEntry): Promise<number> {
  const balance = await writeLedgerEntry(tx, entry).catch((error: unknown) => {
    // A refund or an adjustment for a guest who has since deleted their account: a 409 for whoever tried.
    if (error instanceof AccountDeletedError) throw conflict(msg.tokensOfDeletedGuest, ERROR_CODES.accountDeleted);
    throw error;
  });
  await notifyLive(tx, { kind: 'balance', profileId: entry.userId });
  return balance;
}
