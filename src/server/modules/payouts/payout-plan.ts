/**
 * What a payout pays back and how (docs/decisions/040-payouts.md). Pure: the service reads the facts and writes the
 * plan in one transaction.
 *
 * - Payable: tokens bought by card or TWINT that no earlier payout took, up to the balance (a guest spends their
 *   lounge tokens first, so what is left is bought tokens as far as there were any). With the window's lounge tokens on,
 *   the whole balance.
 * - The fee is kept back; the rest is refunded to the guest's payments, newest first, each at most what is left of
 *   it, partially where needed; what no payment covers (lounge tokens) goes by bank transfer.
 * - Money per payment follows the price the guest paid: a payment's refunds add up to `floor(tokens × amount /
 *   tokens bought)` over all its refunded tokens, so together they never pass its amount and reach it exactly
 *   when every token of it went back.
 */
export type RefundablePayment = {
  id: string;
  tokens: number;
  amountCents: number;
  currency: string;
  /** Tokens and cents of it earlier payouts refunded already (any status: a refused refund is paid by bank). */
  refundedTokens: number;
  refundedCents: number;
};

export type PayoutRules = { loungeTokens: boolean; loungeTokenCents: number; minimumTokens: number; feeTokens: number };

export type PlannedRefund = { paymentId: string; position: number; tokens: number; amountCents: number; currency: string };

export type PayoutPlan = {
  payableTokens: number;
  /** payable − fee: what goes back. */
  payoutTokens: number;
  refunds: PlannedRefund[];
  manualTokens: number;
  manualCents: number;
  amountCents: number;
};

/** `payments` newest first. */
export function planPayout(balance: number, payments: RefundablePayment[], rules: PayoutRules): PayoutPlan {
  const bought = payments.reduce((sum, p) => sum + (p.tokens - p.refundedTokens), 0);
  const payableTokens = Math.max(0, rules.loungeTokens ? balance : Math.min(balance, bought));
  const payoutTokens = Math.max(0, payableTokens - rules.feeTokens);
  let left = payoutTokens;
  const refunds: PlannedRefund[] = [];
  for (const p of payments) {
    if (left === 0) break;
    const take = Math.min(left, p.tokens - p.refundedTokens);
    if (take <= 0) continue;
    const amountCents = Math.floor(((p.refundedTokens + take) * p.amountCents) / p.tokens) - p.refundedCents;
    refunds.push({ paymentId: p.id, position: refunds.length, tokens: take, amountCents: Math.max(0, amountCents), currency: p.currency });
    left -= take;
  }
  const manualCents = left * rules.loungeTokenCents;
  const amountCents = refunds.reduce((sum, r) => sum + r.amountCents, 0) + manualCents;
  return { payableTokens, payoutTokens, refunds, manualTokens: left, manualCents, amountCents };
}
