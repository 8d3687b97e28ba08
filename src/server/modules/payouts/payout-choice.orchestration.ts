import { ERROR_CODES } from '#shared/api-error.ts';
import type { PayoutChoice } from '#shared/constants.ts';
import { localized } from '#shared/localized.ts';
import { msg } from '#shared/messages.ts';
import type { PayoutOffer } from '#shared/schemas/payouts.ts';
import type { Db, Queryable } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/db-errors.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { badRequest, conflict } from '#server/http/errors.ts';
import { lockProfile, readBalance } from '#server/modules/profiles/index.ts';
import { postLedgerEntry } from '#server/modules/tokens/index.ts';
import { planPayout } from './payout-plan.ts';
import { findOpenWindow, findPayout, findWindowOfEdition, insertPayout, insertRefunds, lockWindow, refundablePayments, updatePayout, type PayoutWindowRow } from './payouts.repo.ts';
import { toWindowDto } from './payouts.presenter.ts';

const rulesOf = (w: PayoutWindowRow) => ({ loungeTokens: w.loungeTokens, loungeTokenCents: w.loungeTokenCents, minimumTokens: w.minimumTokens, feeTokens: w.feeTokens });

/** What /tokens shows a guest: the open window, what a payout would pay back, and the choice made. */
export async function payoutOffer(db: Queryable, userId: string): Promise<PayoutOffer> {
  const window = await findOpenWindow(db);
  const balance = (await readBalance(db, userId)) ?? 0;
  if (!window) return { window: null, balance, payableTokens: 0, payoutTokens: 0, payoutCents: 0, canPayOut: false, choice: null };
  const [payments, chosen] = await Promise.all([refundablePayments(db, userId), findPayout(db, window.id, userId)]);
  const plan = planPayout(balance, payments, rulesOf(window));
  const final = chosen && chosen.choice !== 'keep';
  return {
    window: toWindowDto(window),
    balance,
    payableTokens: plan.payableTokens,
    payoutTokens: plan.payoutTokens,
    payoutCents: plan.amountCents,
    canPayOut: !final && plan.payableTokens >= window.minimumTokens && plan.payoutTokens > 0,
    choice: chosen
      ? { choice: chosen.choice, tokens: chosen.tokens, feeTokens: chosen.feeTokens, amountCents: chosen.amountCents, status: chosen.status, createdAt: chosen.createdAt.toISOString() }
      : null,
  };
}

/**
 * A guest's choice in the open window (docs/decisions/040-payouts.md), one transaction: the guest's profile is locked
 * first (the lock order), so parallel requests run one after the other and the later ones see the first's choice; a
 * payout or a donation takes its tokens with one ledger row and, for a payout, queues one refund per payment in the
 * same transaction. The unique index of one choice per guest and window is the last line of defence. Asking again
 * for what was chosen answers the same; another choice after a payout or donation is refused. Keeping moves nothing
 * and may be changed until the last day.
 */
export async function choosePayout(db: Db, userId: string, choice: PayoutChoice): Promise<{ message: string }> {
  const found = await findOpenWindow(db);
  if (!found) throw conflict(msg.payoutWindowClosed, ERROR_CODES.payoutWindowClosed);
  try {
    return await inTransaction(db, async (tx) => {
      const guest = await lockProfile(tx, userId);
      if (!guest) throw conflict(msg.nothingToPayOut, ERROR_CODES.conflict);
      // Held FOR SHARE and read again: the admin's change of the rules waits for the choices made under the old
      // ones, and a choice after it sees the new ones.
      await lockWindow(tx, found.id);
      const open = (await findWindowOfEdition(tx, found.editionId))!;
      if (!open.open) throw conflict(msg.payoutWindowClosed, ERROR_CODES.payoutWindowClosed);
      if (choice === 'donation' && !open.cause) throw badRequest(msg.noDonationCause, ERROR_CODES.noDonationCause, { field: 'choice' });
      const earlier = await findPayout(tx, open.id, userId);
      if (earlier && earlier.choice !== 'keep') {
        if (earlier.choice === choice) return { message: messageFor(choice, earlier.tokens, open.cause) };
        throw conflict(msg.payoutAlreadyChosen, ERROR_CODES.payoutAlreadyChosen, { choice: earlier.choice });
      }
      if (choice === 'keep') {
        if (!earlier) await insertPayout(tx, { windowId: open.id, userId, choice: 'keep', tokens: 0 });
        return { message: msg.tokensKept };
      }
      const plan = planPayout(guest.tokenBalance, await refundablePayments(tx, userId), rulesOf(open));
      if (plan.payableTokens === 0) throw conflict(msg.nothingToPayOut, ERROR_CODES.payoutBelowMinimum, { payableTokens: 0, minimumTokens: open.minimumTokens });
      if (choice === 'payout' && (plan.payableTokens < open.minimumTokens || plan.payoutTokens === 0)) {
        throw conflict(localized('payoutBelowMinimum', { tokens: plan.payableTokens, minimum: open.minimumTokens }), ERROR_CODES.payoutBelowMinimum, {
          payableTokens: plan.payableTokens,
          minimumTokens: open.minimumTokens,
        });
      }
      // A guest who kept first and now asks for a payout: the keep row becomes the payout (one row per guest and window).
      const values =
        choice === 'payout'
          ? { choice, tokens: plan.payableTokens, feeTokens: open.feeTokens, manualTokens: plan.manualTokens, manualCents: plan.manualCents }
          : { choice, tokens: plan.payableTokens };
      const payout = earlier ? await updatePayout(tx, earlier.id, values) : await insertPayout(tx, { windowId: open.id, userId, ...values });
      await postLedgerEntry(tx, { userId, delta: -plan.payableTokens, kind: choice, payoutId: payout.id });
      if (choice === 'payout') await insertRefunds(tx, payout.id, plan);
      return { message: messageFor(choice, plan.payableTokens, open.cause) };
    });
  } catch (error) {
    // Two first requests at once on PostgreSQL's read committed: the loser finds the winner's row.
    if (isUniqueViolation(error, 'payouts_one_per_window_and_guest')) throw conflict(msg.payoutAlreadyChosen, ERROR_CODES.payoutAlreadyChosen);
    throw error;
  }
}

function messageFor(choice: PayoutChoice, tokens: number, cause: string | null) {
  if (choice === 'payout') return msg.payoutRequested({ tokens });
  if (choice === 'donation') return msg.donationMade({ tokens, cause: cause ?? '' });
  return msg.tokensKept;
}
