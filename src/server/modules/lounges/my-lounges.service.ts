import { ERROR_CODES } from '#shared/api-error.ts';
import { loungeLabel } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import type { MyLounge } from '#shared/schemas/auth.ts';
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
const list = (lounges: MyLounge[]) => lounges.map(loungeLabel).join(', ');

/**
 * "Assign to Other Lounge" (docs/product.md#more-lounges-and-admin-assignment), in one transaction: hold the current
 * edition (its lounges only: docs/decisions/031), lock the guest's profile and every lounge carrying the booking number
 * (in that order: db/transaction.ts), and assign the guest to each of them they are not on yet, whoever else is on it:
 * a lounge is a group's table (docs/decisions/032-group-lounges.md). Tokens come only from lounges whose tokens were
 * never transferred, so the first guest in receives them and later guests join without. The row locks queue guests
 * claiming one booking at once: each sees what the previous one committed. A failing step is reported in the
 * product's words (docs/product.md#messages) and undoes the whole claim.
 */
export async function claimMoreLounges(db: Db, userId: string, bookingNumber: string): Promise<ClaimLoungesResponse> {
  return inTransaction(db, async (tx) => {
    const edition = await writableCurrentEdition(tx);
    const profile = await step(msg.getBalanceFailed, () => lockProfile(tx, userId));
    if (!profile) throw notFound(msg.adminUserNotFound);
    const matching = await step(msg.assignLoungeFailed, () => lockLoungesWithBooking(tx, edition.id, bookingNumber, { unoccupiedOnly: false }));
    if (matching.length === 0) throw invalidBooking();
    // Read after the lock, so a concurrent claim by this same guest is already visible.
    const mine = await step(msg.checkAssignmentsFailed, () => assignedLoungeIds(tx, userId, matching.map((l) => l.id)));
    const joining = matching.filter((l) => !mine.has(l.id));
    if (joining.length === 0) throw conflict(msg.alreadyAssignedAll, ERROR_CODES.alreadyAssigned);

    const tokensGranted = await claimLounges(tx, userId, joining);
    const tokenBalance = await step(msg.getBalanceFailed, () => readBalance(tx, userId));
    const claimed = describeClaimed(joining);
    const alreadyAssigned = describeClaimed(matching.filter((l) => mine.has(l.id)));
    const joinedWithoutTokens = describeClaimed(joining.filter((l) => l.tokensTransferred));
    return {
      message: [
        msg.loungeClaimSuccess({ lounges: list(claimed), tokens: tokensGranted, alreadyAssigned: alreadyAssigned.length ? list(alreadyAssigned) : undefined }),
        ...(joinedWithoutTokens.length ? [msg.loungeClaimWithoutTokens({ lounges: list(joinedWithoutTokens) })] : []),
      ].join(' '),
      lounges: claimed,
      alreadyAssigned,
      joinedWithoutTokens,
      tokensGranted,
      tokenBalance: tokenBalance ?? 0,
    };
  });
}
