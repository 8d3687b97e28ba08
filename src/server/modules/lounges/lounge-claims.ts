import { inArray } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { lounges, userLoungeAssignments } from '#server/db/schema/index.ts';
import { postLedgerEntry } from '#server/modules/tokens/ledger.ts';

type ClaimableLounge = Pick<typeof lounges.$inferSelect, 'id' | 'minimumConsumptionTokens' | 'tokensTransferred'>;

/**
 * Assigns the user to lounges the caller has already locked (SELECT ... FOR UPDATE), grants the
 * minimum consumption of every lounge whose tokens were never transferred (one ledger row each,
 * made unique per lounge by the database), and marks the lounges occupied and transferred.
 * Returns the tokens granted.
 */
export async function claimLounges(tx: Tx, userId: string, claimed: ClaimableLounge[], actorId?: string) {
  if (claimed.length === 0) return 0;
  await tx.insert(userLoungeAssignments).values(claimed.map((l) => ({ userId, loungeId: l.id })));
  let granted = 0;
  for (const lounge of claimed) {
    if (lounge.tokensTransferred || lounge.minimumConsumptionTokens === 0) continue;
    await postLedgerEntry(tx, {
      userId,
      delta: lounge.minimumConsumptionTokens,
      kind: 'lounge_grant',
      loungeId: lounge.id,
      actorId,
    });
    granted += lounge.minimumConsumptionTokens;
  }
  await tx
    .update(lounges)
    .set({ isOccupied: true, tokensTransferred: true })
    .where(
      inArray(
        lounges.id,
        claimed.map((l) => l.id),
      ),
    );
  return granted;
}
