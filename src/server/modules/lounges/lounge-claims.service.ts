import { sortLounges } from '#shared/lounge-order.ts';
import { msg } from '#shared/messages.ts';
import type { MyLounge } from '#shared/schemas/auth.ts';
import type { Tx } from '#server/db/client.ts';
import type { ConstantText } from '#server/http/errors.ts';
import { step } from '#server/http/step.ts';
import { postLedgerEntry } from '#server/modules/tokens/index.ts';
import { insertAssignments, markClaimed, type LoungeRow } from './lounges.repo.ts';
import { toMyLounge } from './lounges.presenter.ts';

type ClaimableLounge = Pick<LoungeRow, 'id' | 'minimumConsumptionTokens' | 'tokensTransferred'>;

/** What a failed step of a claim is called (docs/product.md#messages words them per flow). */
export type ClaimStepFailures = { assign: ConstantText; grant: ConstantText; mark: ConstantText };

const DEFAULT_FAILURES: ClaimStepFailures = {
  assign: msg.assignLoungesFailed,
  grant: msg.updateTokenBalanceFailed,
  mark: msg.markTransferredFailed,
};

/**
 * Assigns the user to lounges the caller has already locked (after the user's profile: see the lock order
 * in db/transaction.ts), grants the minimum consumption of every lounge whose tokens were never
 * transferred (one ledger row each, made unique per lounge by the database), and marks the lounges
 * occupied, and transferred where tokens were granted: a lounge with nothing to grant stays assignable.
 * Returns the tokens granted.
 */
export async function claimLounges(
  tx: Tx,
  userId: string,
  claimed: ClaimableLounge[],
  options: { actorId?: string; failures?: Partial<ClaimStepFailures> } = {},
): Promise<number> {
  if (claimed.length === 0) return 0;
  const failures = { ...DEFAULT_FAILURES, ...options.failures };
  await step(failures.assign, () => insertAssignments(tx, userId, claimed.map((l) => l.id)));
  const granting = claimed.filter((l) => !l.tokensTransferred && l.minimumConsumptionTokens > 0);
  for (const lounge of granting) {
    await step(failures.grant, () =>
      postLedgerEntry(tx, { userId, delta: lounge.minimumConsumptionTokens, kind: 'lounge_grant', loungeId: lounge.id, actorId: options.actorId }),
    );
  }
  await step(failures.mark, () => markClaimed(tx, claimed.map((l) => l.id), granting.map((l) => l.id)));
  return granting.reduce((sum, l) => sum + l.minimumConsumptionTokens, 0);
}

/** Claimed lounges as the guest is told about them, in the lounges' one order (#shared/lounge-order.ts). */
export const describeClaimed = (claimed: LoungeRow[]): MyLounge[] => sortLounges(claimed.map(toMyLounge));
