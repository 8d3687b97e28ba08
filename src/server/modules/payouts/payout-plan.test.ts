import { describe, expect, it } from 'vitest';
import { planPayout, type RefundablePayment } from './payout-plan.ts';

// docs/decisions/040-payouts.md: what a payout pays back and how; the database tests run the same through the API.
const payment = (id: string, tokens: number, amountCents: number, refunded: [number, number] = [0, 0]): RefundablePayment => ({
  id,
  tokens,
  amountCents,
  currency: 'chf',
  refundedTokens: refunded[0],
  refundedCents: refunded[1],
});
const rules = { loungeTokens: false, loungeTokenCents: 0, minimumTokens: 1, feeTokens: 0 };

describe('a payout plan', () => {
  it('refunds the newest payment first, partially where needed, and leaves lounge tokens out by default', () => {
    // Newest first: 100, 50, 25; 60 spent of 175 bought, plus 200 lounge tokens.
    const plan = planPayout(315, [payment('c', 100, 95_000), payment('b', 50, 50_000), payment('a', 25, 27_500)], rules);
    expect(plan).toMatchObject({ payableTokens: 175, payoutTokens: 175, manualTokens: 0, manualCents: 0, amountCents: 172_500 });
    expect(plan.refunds.map((r) => [r.paymentId, r.position, r.tokens, r.amountCents])).toEqual([
      ['c', 0, 100, 95_000],
      ['b', 1, 50, 50_000],
      ['a', 2, 25, 27_500],
    ]);
    expect(planPayout(115, [payment('c', 100, 95_000), payment('b', 50, 50_000)], rules).refunds.map((r) => [r.paymentId, r.tokens, r.amountCents])).toEqual([
      ['c', 100, 95_000],
      ['b', 15, 15_000],
    ]);
  });

  it('never refunds a payment more than it paid, whatever the rounding, across payouts', () => {
    // 11 CHF a token: 7 tokens now, the other 18 in a later window, and together exactly the 275 CHF paid.
    const first = planPayout(7, [payment('a', 25, 27_500)], rules).refunds[0]!;
    expect([first.tokens, first.amountCents]).toEqual([7, 7_700]);
    const second = planPayout(100, [payment('a', 25, 27_500, [7, 7_700])], rules).refunds[0]!;
    expect([second.tokens, second.amountCents]).toEqual([18, 19_800]);
    // A price that does not divide: 3 tokens for 10.00 CHF, refunded one at a time, adds up to 10.00 and not more.
    let refunded: [number, number] = [0, 0];
    for (let i = 0; i < 3; i++) {
      const r = planPayout(1, [payment('odd', 3, 1_000, refunded)], rules).refunds[0]!;
      refunded = [refunded[0] + r.tokens, refunded[1] + r.amountCents];
    }
    expect(refunded).toEqual([3, 1_000]);
    expect(planPayout(50, [payment('done', 25, 27_500, [25, 27_500])], rules)).toMatchObject({ payableTokens: 0, refunds: [] });
  });

  it('keeps the fee and pays lounge tokens by bank transfer when the window includes them', () => {
    const plan = planPayout(240, [payment('a', 40, 40_000)], { loungeTokens: true, loungeTokenCents: 900, minimumTokens: 10, feeTokens: 5 });
    expect(plan).toMatchObject({ payableTokens: 240, payoutTokens: 235, manualTokens: 195, manualCents: 175_500, amountCents: 40_000 + 175_500 });
    expect(plan.refunds.map((r) => r.tokens)).toEqual([40]);
  });
});
