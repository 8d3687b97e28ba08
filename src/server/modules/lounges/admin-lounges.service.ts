import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import type { AdminLounge } from '#shared/schemas/admin-lounges.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { badRequest, conflict, notFound } from '#server/http/errors.ts';
import { writeAudit } from '#server/modules/audit/index.ts';
import { writableEdition } from '#server/modules/editions/index.ts';
import { lockProfile } from '#server/modules/profiles/index.ts';
import { claimLounges } from './lounge-claims.service.ts';
import { insertLounge, loadAdminLounge, updateLoungeRow, type LoungeInput } from './admin-lounges.repo.ts';
import { assignedUserIds, deleteAssignment, insertAssignments, lockLounge, loungeEditionId, markFree, type LoungeRow } from './lounges.repo.ts';
const auditView = (l: LoungeRow) => ({
  tableNumber: l.tableNumber,
  category: l.category,
  day: l.day,
  minimumConsumptionTokens: l.minimumConsumptionTokens,
  bookingNumber: l.bookingNumber,
  isOccupied: l.isOccupied,
  tokensTransferred: l.tokensTransferred,
});

/** Re-read after the change, inside the transaction (PGlite has one connection). */
async function reload(tx: Tx, id: string): Promise<AdminLounge> {
  const lounge = await loadAdminLounge(tx, id);
  if (!lounge) throw notFound(msg.adminLoungeNotFound);
  return lounge;
}

/**
 * Every change of a lounge holds its edition first (the lock order, db/transaction.ts): a closed edition's lounges
 * are read-only (docs/decisions/031-editions.md).
 */
async function holdLoungeEdition(tx: Tx, loungeId: string) {
  const editionId = await loungeEditionId(tx, loungeId);
  if (!editionId) throw notFound(msg.adminLoungeNotFound);
  await writableEdition(tx, editionId);
}

/** A new lounge of the edition the back office is looking at. */
export async function createLounge(db: Db, actorId: string, editionId: string, input: LoungeInput) {
  return inTransaction(db, async (tx) => {
    await writableEdition(tx, editionId);
    const row = await insertLounge(tx, editionId, input);
    await writeAudit(tx, { actorId, action: 'lounge.create', entity: 'lounge', entityId: row.id, after: auditView(row) });
    return reload(tx, row.id);
  });
}

/** Editing never touches is_occupied or tokens_transferred: those follow assignments and grants only. */
export async function updateLounge(db: Db, actorId: string, id: string, input: LoungeInput) {
  return inTransaction(db, async (tx) => {
    await holdLoungeEdition(tx, id);
    const before = await lockLounge(tx, id);
    if (!before) throw notFound(msg.adminLoungeNotFound);
    const after = await updateLoungeRow(tx, id, input);
    await writeAudit(tx, {
      actorId,
      action: 'lounge.update',
      entity: 'lounge',
      entityId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return reload(tx, id);
  });
}

/**
 * An admin assigns a user to a free lounge and the user receives its tokens, once
 * (docs/product.md#more-lounges-and-admin-assignment). A lounge someone is on is refused: further guests of a group
 * join with its booking number, without tokens (docs/decisions/032-group-lounges.md). The user's profile is locked
 * before the lounge (the lock order), and the lounge row lock serialises concurrent assignments: the second admin
 * sees the first one's user.
 */
export async function assignUser(db: Db, actorId: string, loungeId: string, userId: string) {
  return inTransaction(db, async (tx) => {
    await holdLoungeEdition(tx, loungeId);
    const user = await lockProfile(tx, userId);
    const lounge = await lockLounge(tx, loungeId);
    if (!lounge) throw notFound(msg.adminLoungeNotFound);
    const assigned = await assignedUserIds(tx, loungeId);
    if (assigned.includes(userId)) throw conflict(msg.userAlreadyAssigned, ERROR_CODES.alreadyAssigned);
    if (assigned.length > 0) throw conflict(msg.loungeAssignedToOther, ERROR_CODES.loungeTaken);
    if (lounge.tokensTransferred) throw conflict(msg.loungeTokensTransferred, ERROR_CODES.tokensTransferred);
    if (!user) throw notFound(msg.adminUserNotFound);
    if (user.status !== 'active') throw conflict(msg.assigneeInactive, ERROR_CODES.userInactive);
    const tokensGranted = await claimLounges(tx, userId, [lounge], { actorId });
    await writeAudit(tx, {
      actorId,
      action: 'lounge.assign',
      entity: 'lounge',
      entityId: loungeId,
      before: { isOccupied: lounge.isOccupied, tokensTransferred: lounge.tokensTransferred },
      after: { userId, email: user.email, tokensGranted, isOccupied: true, tokensTransferred: lounge.tokensTransferred || tokensGranted > 0 },
    });
    return reload(tx, loungeId);
  });
}

/** The last user out frees the lounge; tokens_transferred stays true forever (docs/product.md#lounge-states). */
export async function unassignUser(db: Db, actorId: string, loungeId: string, userId: string) {
  return inTransaction(db, async (tx) => {
    await holdLoungeEdition(tx, loungeId);
    const lounge = await lockLounge(tx, loungeId);
    if (!lounge) throw notFound(msg.adminLoungeNotFound);
    if (!(await deleteAssignment(tx, loungeId, userId))) throw notFound(msg.userNotAssigned);
    const remaining = await assignedUserIds(tx, loungeId);
    if (remaining.length === 0) await markFree(tx, loungeId);
    await writeAudit(tx, {
      actorId,
      action: 'lounge.unassign',
      entity: 'lounge',
      entityId: loungeId,
      before: { userId, isOccupied: lounge.isOccupied },
      after: { isOccupied: remaining.length > 0, remainingUsers: remaining.length },
    });
    return reload(tx, loungeId);
  });
}

/**
 * The wrong guest was assigned: the lounge moves to another guest without a token grant (the first
 * grant stays in the ledger where it was posted; balances are adjusted separately, audited). Both
 * profiles are locked in id order before the lounge (the lock order).
 */
export async function moveLounge(db: Db, actorId: string, loungeId: string, fromUserId: string, toUserId: string) {
  if (fromUserId === toUserId) throw badRequest(msg.moveLoungeSameUser);
  return inTransaction(db, async (tx) => {
    await holdLoungeEdition(tx, loungeId);
    const [first, second] = [fromUserId, toUserId].sort();
    const locked = new Map([[first!, await lockProfile(tx, first!)], [second!, await lockProfile(tx, second!)]]);
    const to = locked.get(toUserId);
    const lounge = await lockLounge(tx, loungeId);
    if (!lounge) throw notFound(msg.adminLoungeNotFound);
    const assigned = await assignedUserIds(tx, loungeId);
    if (!assigned.includes(fromUserId)) throw notFound(msg.userNotAssigned);
    if (assigned.includes(toUserId)) throw conflict(msg.userAlreadyAssigned, ERROR_CODES.alreadyAssigned);
    if (!to) throw notFound(msg.adminUserNotFound);
    if (to.status !== 'active') throw conflict(msg.assigneeInactive, ERROR_CODES.userInactive);
    await deleteAssignment(tx, loungeId, fromUserId);
    await insertAssignments(tx, toUserId, [loungeId]);
    await writeAudit(tx, {
      actorId,
      action: 'lounge.move',
      entity: 'lounge',
      entityId: loungeId,
      before: { userId: fromUserId, email: locked.get(fromUserId)?.email ?? null },
      after: { userId: toUserId, email: to.email, tokensMoved: 0 },
    });
    return { lounge: await reload(tx, loungeId), message: msg.loungeMoved({ email: to.email }) };
  });
}
