import { ERROR_CODES } from '#shared/api-error.ts';
import { loungeLabel } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import type { ClaimLoungesResponse } from '#shared/schemas/shop.ts';
import type { Db } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError, conflict, notFound } from '#server/http/errors.ts';
import { step } from '#server/http/step.ts';
import { writableCurrentEdition } from '#server/modules/editions/index.ts';
import { lockProfile, readBalance } from '#server/modules/profiles/index.ts';
import { claimLounges, describeClaimed } from './lounge-claims.service.ts';
import { lockLoungesWithBooking } from './lounges.repo.ts';
import { assignedLoungeIds } from './my-lounges.repo.ts';
const invalidBooking = () => new AppError(400, ERROR_CODES.bookingInvalid, msg.invalidBooking);

/**
 * "Assign to Other Lounge" (docs/product.md#more-lounges-and-admin-assignment), in one transaction: hold the current
 * edition (its lounges only: docs/decisions/031), lock the guest's profile and every lounge carrying the booking number (in that order: db/transaction.ts), keep those the guest is not
 * yet assigned to and nobody else occupies, assign them and grant the tokens of those whose tokens were never
 * transferred. Lounges held by another guest are not claimable, exactly as at registration. A failing step is reported
 * in the product's words (docs/product.md#messages) and undoes the whole claim.
 */
export async function claimMoreLounges(db: Db, userId: string, bookingNumber: string): Promise<ClaimLoungesResponse> {
  return inTransaction(db, async (tx) => {
    const edition = await writableCurrentEdition(tx);
    const profile = await step(msg.getBalanceFailed, () => lockProfile(tx, userId));
    if (!profile) throw notFound(msg.adminUserNotFound);
    const matching = await step(msg.assignLoungeFailed, () => lockLoungesWithBooking(tx, edition.id, bookingNumber, { unoccupiedOnly: false }));
    if (matching.length === 0) throw invalidBooking();
    // Read after the lock, so a concurrent claim by this same guest is already visible.
    const ids = matching.map((l) => l.id);
    const mine = await step(msg.checkAssignmentsFailed, () => assignedLoungeIds(tx, userId, ids));
    const notMine = matching.filter((l) => !mine.has(l.id));
    if (notMine.length === 0) throw conflict(msg.alreadyAssignedAll, ERROR_CODES.alreadyAssigned);
    const claimable = notMine.filter((l) => !l.isOccupied);
    if (claimable.length === 0) throw invalidBooking();

    const tokensGranted = await claimLounges(tx, userId, claimable);
    const tokenBalance = await step(msg.getBalanceFailed, () => readBalance(tx, userId));
    const claimed = describeClaimed(claimable);
    const already = describeClaimed(matching.filter((l) => mine.has(l.id)));
    const list = (items: typeof claimed) => items.map(loungeLabel).join(', ');
    return {
      message: msg.loungeClaimSuccess({ lounges: list(claimed), tokens: tokensGranted, alreadyAssigned: already.length ? list(already) : undefined }),
      lounges: claimed,
      alreadyAssigned: already,
      tokensGranted,
      tokenBalance: tokenBalance ?? 0,
    };
  });
}
