import { festivalIso } from '#shared/festival-time.ts';
import type { CsvValue } from '#server/http/csv.ts';
import type { Queryable } from '#server/db/client.ts';
import { findWindowOfEdition, listPayouts } from './payouts.repo.ts';

/**
 * The payout exports (docs/decisions/040-payouts.md). Published formats like the reports' (README, "Reports and
 * exports"): add columns at the end, never rename, reorder or drop one.
 */
export const PAYOUT_COLUMNS = ['payout_id', 'requested_at', 'guest_email', 'choice', 'tokens', 'fee_tokens', 'payment_id', 'refund_tokens', 'amount_chf', 'currency', 'status', 'provider_refund_id', 'refunded_at', 'error', 'requested_at_zurich', 'edition'];
export const BANK_TRANSFER_COLUMNS = ['payout_id', 'requested_at', 'guest_email', 'guest_language', 'amount_chf', 'lounge_tokens', 'refunds_refused', 'reasons', 'requested_at_zurich', 'edition'];

const chf = (cents: number) => (cents / 100).toFixed(2);

/**
 * Every payout and donation of an edition's window, one row per refund of a payment (with the provider's refund id),
 * one for the part paid by bank transfer (lounge tokens), and one per donation.
 */
export async function payoutRows(db: Queryable, edition: { id: string; name: string }): Promise<CsvValue[][]> {
  const window = await findWindowOfEdition(db, edition.id);
  if (!window) return [];
  const rows: CsvValue[][] = [];
  for (const p of await listPayouts(db, window.id)) {
    if (p.choice === 'keep') continue;
    const head = [p.id, p.createdAt.toISOString(), p.email, p.choice, p.tokens, p.feeTokens];
    const tail = [festivalIso(p.createdAt), edition.name];
    if (p.choice === 'donation') rows.push([...head, null, null, null, null, 'donated', null, null, null, ...tail]);
    for (const r of p.refunds) {
      rows.push([...head, r.paymentId, r.tokens, chf(r.amountCents), r.currency, r.status, r.providerRefundId, r.refundedAt?.toISOString() ?? null, r.lastError, ...tail]);
    }
    if (p.manualCents > 0) rows.push([...head, null, p.manualTokens, chf(p.manualCents), 'chf', 'bank_transfer', null, null, null, ...tail]);
  }
  return rows;
}

/**
 * The finance team's list: payouts (in part) to pay by bank transfer, with the guest's details: lounge tokens a window
 * pays, and refunds the provider refused (its refund window passed) or that failed after every attempt.
 */
export async function bankTransferRows(db: Queryable, edition: { id: string; name: string }): Promise<CsvValue[][]> {
  const window = await findWindowOfEdition(db, edition.id);
  if (!window) return [];
  const rows: CsvValue[][] = [];
  for (const p of await listPayouts(db, window.id)) {
    const unpaid = p.refunds.filter((r) => r.status === 'refused' || r.status === 'failed');
    if (p.choice !== 'payout' || (p.manualCents === 0 && unpaid.length === 0)) continue;
    const cents = p.manualCents + unpaid.reduce((sum, r) => sum + r.amountCents, 0);
    const reasons = unpaid.map((r) => `${r.paymentId}: ${r.lastError ?? r.status}`).join('; ');
    rows.push([p.id, p.createdAt.toISOString(), p.email, p.language, chf(cents), p.manualTokens, unpaid.length, reasons || null, festivalIso(p.createdAt), edition.name]);
  }
  return rows;
}
