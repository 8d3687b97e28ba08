import { ERROR_CODES } from '#shared/api-error.ts';
import { FESTIVAL_TIME_ZONE, PAYOUT_REFUND_STATUSES } from '#shared/constants.ts';
import { localized } from '#shared/localized.ts';
import { msg } from '#shared/messages.ts';
import type { PayoutWindowBody } from '#shared/schemas/payouts.ts';
import { payoutWindowBody } from '#shared/schemas/payouts.ts';
import type { Db, Queryable } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { badRequest, conflict, notFound } from '#server/http/errors.ts';
import { writeAudit } from '#server/modules/audit/index.ts';
import { findEdition } from '#server/modules/editions/index.ts';
import { countRefundsByStatus, findWindowOfEdition, keptTokens, listPayouts, saveWindow } from './payouts.repo.ts';
import { toWindowDto } from './payouts.presenter.ts';
import { queuePayoutWindowMails } from './payout-mails.service.ts';

const todayInZurich = () => new Intl.DateTimeFormat('en-CA', { timeZone: FESTIVAL_TIME_ZONE }).format(new Date());

/**
 * Opens or changes an edition's payout window (docs/decisions/040-payouts.md): only once the edition is closed, with a
 * last day from today on and a fee below the minimum. Audited; the guests with tokens get a mail the first time.
 */
export async function savePayoutWindow(db: Db, actorId: string, editionId: string, input: PayoutWindowBody) {
  const body = payoutWindowBody.parse(input);
  const edition = await findEdition(db, editionId);
  if (!edition) throw notFound(msg.editionNotFound);
  if (edition.state !== 'closed') throw conflict(localized('editionNotClosed', { edition: edition.name }), ERROR_CODES.editionNotClosed);
  if (body.lastDay < todayInZurich()) throw badRequest(msg.payoutLastDayPast, ERROR_CODES.validation, { field: 'lastDay' });
  if (body.feeTokens >= body.minimumTokens) throw badRequest(msg.payoutFeeBelowMinimum, ERROR_CODES.validation, { field: 'feeTokens' });
  const cause = body.cause ? body.cause : null;
  await inTransaction(db, async (tx) => {
    const before = await findWindowOfEdition(tx, editionId);
    await saveWindow(tx, editionId, { ...body, cause, createdBy: actorId });
    await writeAudit(tx, {
      actorId,
      action: 'payout_window.save',
      entity: 'edition',
      entityId: editionId,
      before: before ? toWindowDto(before) : null,
      after: { ...body, cause },
    });
    // The first save opens the window: guests hear of it once (a later change of the rules sends nothing).
    if (!before) await queuePayoutWindowMails(tx, (await findWindowOfEdition(tx, editionId))!);
  });
  return { ...(await payoutWindowOf(db, editionId)), message: msg.payoutWindowSaved({ edition: edition.name }) };
}

/** An edition's window and what its guests chose. */
export async function payoutWindowOf(db: Queryable, editionId: string) {
  const window = await findWindowOfEdition(db, editionId);
  const refunds = Object.fromEntries(PAYOUT_REFUND_STATUSES.map((s) => [s, 0])) as Record<(typeof PAYOUT_REFUND_STATUSES)[number], number>;
  const empty = { kept: { guests: 0, tokens: 0 }, paidOut: { guests: 0, tokens: 0, amountCents: 0 }, donated: { guests: 0, tokens: 0 }, refunds, manualTransfers: 0 };
  if (!window) return { window: null, summary: empty };
  const payouts = await listPayouts(db, window.id);
  for (const row of await countRefundsByStatus(db, window.id)) refunds[row.status] = row.n;
  const chose = (choice: string) => payouts.filter((p) => p.choice === choice);
  // Kept: what guests hold after their choices (keeping is the default, and tokens a window could not pay stay too).
  const keptRow = await keptTokens(db);
  return {
    window: toWindowDto(window),
    summary: {
      kept: keptRow,
      paidOut: { guests: chose('payout').length, tokens: sum(chose('payout'), 'tokens'), amountCents: sum(chose('payout'), 'amountCents') },
      donated: { guests: chose('donation').length, tokens: sum(chose('donation'), 'tokens') },
      refunds,
      manualTransfers: payouts.filter((p) => p.status === 'manual').length,
    },
  };
}

const sum = <K extends string>(rows: Record<K, number>[], key: K) => rows.reduce((a, r) => a + r[key], 0);

/** The back office's list of an edition's payouts and donations. */
export async function payoutsOfEdition(db: Queryable, editionId: string) {
  const window = await findWindowOfEdition(db, editionId);
  if (!window) return { payouts: [] };
  const rows = await listPayouts(db, window.id);
  return {
    payouts: rows
      .filter((p) => p.choice !== 'keep')
      .map((p) => ({
        id: p.id,
        email: p.email,
        choice: p.choice,
        tokens: p.tokens,
        feeTokens: p.feeTokens,
        amountCents: p.amountCents,
        manualCents: p.manualCents,
        status: p.status,
        createdAt: p.createdAt.toISOString(),
        refunds: p.refunds.map((r) => ({ paymentId: r.paymentId, tokens: r.tokens, amountCents: r.amountCents, status: r.status, providerRefundId: r.providerRefundId, lastError: r.lastError })),
      })),
  };
}
