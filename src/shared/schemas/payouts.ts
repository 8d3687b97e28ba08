import { z } from 'zod';
import { PAYOUT_CHOICES, PAYOUT_REFUND_STATUSES } from '../constants.ts';
import { msg } from '../messages.ts';

// Leftover tokens after an edition (docs/decisions/040-payouts.md, docs/product.md#money-out).

const int = z.number().int();

/** How a payout stands: refunds still queued, all paid back, or (part of it) waiting for a bank transfer. */
export const PAYOUT_STATUSES = ['refunding', 'paid', 'manual'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** A window's rules as everyone sees them. */
export const payoutWindowSchema = z.object({
  id: z.uuid(),
  editionId: z.uuid(),
  editionName: z.string(),
  /** Granted lounge tokens are payable too (off by default: tokens bought by card or TWINT always are). */
  loungeTokens: z.boolean(),
  /** What one lounge token is worth when paid by bank transfer, in cents. */
  loungeTokenCents: int,
  minimumTokens: int,
  feeTokens: int,
  /** YYYY-MM-DD, in the festival's time zone; guests choose until its end. */
  lastDay: z.string(),
  /** The cause donations go to; null: no donation offered. */
  cause: z.string().nullable(),
  /** Today is on or before the last day. */
  open: z.boolean(),
});
export type PayoutWindow = z.infer<typeof payoutWindowSchema>;

/** A guest's choice, once made. */
export const payoutChoiceSchema = z.object({
  choice: z.enum(PAYOUT_CHOICES),
  tokens: int,
  feeTokens: int,
  /** Money going back, in cents: the refunds to the guest's payments and the bank transfer. */
  amountCents: int,
  status: z.enum(PAYOUT_STATUSES).nullable(),
  createdAt: z.string(),
});

/** What /tokens shows: the open window, what the guest could have paid back, and what they chose. */
export const payoutOfferResponse = z.object({
  window: payoutWindowSchema.nullable(),
  balance: int,
  /** Tokens the window lets the guest have paid back or donate. */
  payableTokens: int,
  /** A payout's tokens after the fee, and what they are worth in cents. */
  payoutTokens: int,
  payoutCents: int,
  /** A payout is possible: at least the minimum, and no choice made yet. */
  canPayOut: z.boolean(),
  choice: payoutChoiceSchema.nullable(),
});
export type PayoutOffer = z.infer<typeof payoutOfferResponse>;

export const payoutChoiceBody = z.object({ choice: z.enum(PAYOUT_CHOICES) });
export type PayoutChoiceBody = z.input<typeof payoutChoiceBody>;
export const payoutChoiceResponse = z.object({ offer: payoutOfferResponse, message: z.string() });

/** The admin's rules for an edition's window. */
export const payoutWindowBody = z.object({
  loungeTokens: z.boolean().default(false),
  loungeTokenCents: int.min(0).max(1_000_000).default(0),
  minimumTokens: int.min(1).max(1_000_000),
  feeTokens: int.min(0).max(1_000_000).default(0),
  lastDay: z.iso.date(msg.payoutLastDayPast),
  cause: z.string().trim().max(120).nullable().default(null),
});
export type PayoutWindowBody = z.input<typeof payoutWindowBody>;

export const payoutSummarySchema = z.object({
  kept: z.object({ guests: int, tokens: int }),
  paidOut: z.object({ guests: int, tokens: int, amountCents: int }),
  donated: z.object({ guests: int, tokens: int }),
  refunds: z.record(z.enum(PAYOUT_REFUND_STATUSES), int),
  /** Payouts (in part) for the finance team's bank transfer. */
  manualTransfers: int,
});

export const adminPayoutWindowResponse = z.object({ window: payoutWindowSchema.nullable(), summary: payoutSummarySchema });
export const savePayoutWindowResponse = adminPayoutWindowResponse.extend({ message: z.string() });

export const adminPayoutSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  choice: z.enum(PAYOUT_CHOICES),
  tokens: int,
  feeTokens: int,
  amountCents: int,
  manualCents: int,
  status: z.enum(PAYOUT_STATUSES).nullable(),
  createdAt: z.string(),
  refunds: z.array(
    z.object({
      paymentId: z.uuid(),
      tokens: int,
      amountCents: int,
      status: z.enum(PAYOUT_REFUND_STATUSES),
      providerRefundId: z.string().nullable(),
      lastError: z.string().nullable(),
    }),
  ),
});
export const adminPayoutsResponse = z.object({ payouts: z.array(adminPayoutSchema) });
