import { ERROR_CODES } from '#shared/api-error.ts';
import { localized } from '#shared/localized.ts';
import { msg } from '#shared/messages.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { badRequest, conflict, notFound } from '#server/http/errors.ts';
import { verifyPassword } from '#server/crypto/passwords.ts';
import { writeAudit } from '#server/modules/audit/index.ts';
import { lockProfile, type ProfileRow } from '#server/modules/profiles/index.ts';
import { recordSecurityEvent } from '#server/modules/security-log/index.ts';
import { postLedgerEntry } from '#server/modules/tokens/index.ts';
import { anonymiseProfile, deleteCredentials, deleteMails, eraseFromAuditLog, eraseSecurityEvents, hasPendingOrders } from './erasure.repo.ts';

/** Who asked: the guest, an admin on the guest's request, or the retention rule (docs/decisions/041). */
export type ErasedBy = 'guest' | 'admin' | 'retention';

type Erasure = { profileId: string; actorId: string | null; by: ErasedBy; giveUpTokens: boolean };

/**
 * Deletes a guest's account in the caller's transaction (docs/decisions/041): the profile is locked first (the lock
 * order's first kind), the balance left is given up as one `forfeit` ledger row, then the person's data go and the
 * row keeps only its pseudonymous id for the orders and the ledger, which are never rewritten. Refused for staff and
 * admins, with pending orders (a refund could not be credited), and with tokens the guest did not give up.
 * Answers what the audit log keeps of it.
 */
export async function eraseAccount(tx: Tx, { profileId, actorId, by, giveUpTokens }: Erasure) {
  const profile = await lockProfile(tx, profileId);
  if (!profile || profile.status === 'deleted') throw notFound(msg.adminUserNotFound);
  if (profile.role !== 'user') throw conflict(msg.onlyGuestsDeletable, ERROR_CODES.notAGuest);
  if (await hasPendingOrders(tx, profileId)) throw conflict(msg.pendingOrdersLeft, ERROR_CODES.pendingOrders);
  const tokensGivenUp = profile.tokenBalance;
  if (tokensGivenUp > 0) {
    if (!giveUpTokens) throw conflict(localized('balanceLeft', { n: tokensGivenUp }), ERROR_CODES.balanceLeft, { tokens: tokensGivenUp });
    await postLedgerEntry(tx, { userId: profileId, delta: -tokensGivenUp, kind: 'forfeit', ...(actorId ? { actorId } : {}) });
  }
  await deleteCredentials(tx, profileId);
  await deleteMails(tx, profileId, profile.email);
  await eraseSecurityEvents(tx, profileId, profile.email);
  await eraseFromAuditLog(tx, profileId, profile.email);
  await anonymiseProfile(tx, profileId);
  await recordSecurityEvent(tx, { kind: 'account.deleted', userId: profileId, detail: { by, tokensGivenUp } });
  return { status: profile.status, tokensGivenUp };
}

/** The guest's own "Delete my account", confirmed with their password (checked before the transaction: argon2 is slow). */
export async function deleteOwnAccount(db: Db, profile: ProfileRow, { password, giveUpTokens }: { password: string; giveUpTokens: boolean }) {
  if (!(await verifyPassword(profile.passwordHash, password))) throw badRequest(msg.passwordWrong, ERROR_CODES.validation, { field: 'password' });
  return inTransaction(db, (tx) => eraseAccount(tx, { profileId: profile.id, actorId: profile.id, by: 'guest', giveUpTokens }));
}

/** An admin deletes a guest's account on the guest's request; audited, without the e-mail that is gone. */
export async function deleteGuestAccount(db: Db, actorId: string, profileId: string, giveUpTokens: boolean) {
  await inTransaction(db, async (tx) => {
    const erased = await eraseAccount(tx, { profileId, actorId, by: 'admin', giveUpTokens });
    await writeAudit(tx, { actorId, action: 'user.delete', entity: 'profile', entityId: profileId, before: { status: erased.status }, after: { status: 'deleted', tokensGivenUp: erased.tokensGivenUp } });
  });
}
