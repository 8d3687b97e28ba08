import { asc, eq } from 'drizzle-orm';
import { loungeLabel } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import type { ClaimLoungesResponse } from '#shared/schemas/shop.ts';
import type { Db } from '#server/db/client.ts';
import { lounges, profiles } from '#server/db/schema/index.ts';
import { AppError, conflict } from '#server/http/errors.ts';
import { claimLounges } from './lounge-claims.ts';
import { assignedLoungeIds, byLabel, toMyLounge } from './my-lounges.repo.ts';

export const LOUNGE_CLAIM_ERRORS = {
  bookingInvalid: 'BOOKING_INVALID',
  alreadyAssigned: 'ALREADY_ASSIGNED',
} as const;

const invalidBooking = () => new AppError(400, LOUNGE_CLAIM_ERRORS.bookingInvalid, msg.invalidBooking);

/**
 * "Assign to Other Lounge" (DESIGN §6.6), in one transaction: lock every lounge carrying the booking
 * number, keep those the guest is not yet assigned to and nobody else occupies, assign them and grant
 * the tokens of those whose tokens were never transferred. Lounges held by another guest are not
 * claimable, exactly as at registration.
 */
export async function claimMoreLounges(db: Db, userId: string, bookingNumber: string): Promise<ClaimLoungesResponse> {
  return db.transaction(async (tx) => {
    const matching = await tx
      .select()
      .from(lounges)
      .where(eq(lounges.bookingNumber, bookingNumber))
      .orderBy(asc(lounges.id))
      .for('update');
    if (matching.length === 0) throw invalidBooking();
    // Read after the lock, so a concurrent claim by this same guest is already visible.
    const mine = await assignedLoungeIds(
      tx,
      userId,
      matching.map((l) => l.id),
    );
    const notMine = matching.filter((l) => !mine.has(l.id));
    if (notMine.length === 0) throw conflict(msg.alreadyAssignedAll, LOUNGE_CLAIM_ERRORS.alreadyAssigned);
    const claimable = notMine.filter((l) => !l.isOccupied);
    if (claimable.length === 0) throw invalidBooking();

    const tokensGranted = await claimLounges(tx, userId, claimable);
    const [profile] = await tx.select({ tokenBalance: profiles.tokenBalance }).from(profiles).where(eq(profiles.id, userId));
    const claimed = claimable.map(toMyLounge).sort(byLabel);
    const already = matching
      .filter((l) => mine.has(l.id))
      .map(toMyLounge)
      .sort(byLabel);
    const list = (items: typeof claimed) => items.map(loungeLabel).join(', ');
    return {
      message: msg.loungeClaimSuccess(list(claimed), tokensGranted, already.length ? list(already) : undefined),
      lounges: claimed,
      tokensGranted,
      tokenBalance: profile!.tokenBalance,
    };
  });
}
