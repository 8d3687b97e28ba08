import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYOUT_CHOICES, PAYOUT_REFUND_STATUSES } from '#shared/constants.ts';
import { oneOf } from './one-of.ts';
import { profiles } from './profiles.ts';
import { payments } from './payments.ts';
import { editionIdColumn } from './editions.ts';
import { generatedId, createdAt, updatedAt, requiredRef, timestamptz, claimColumns } from './columns.ts';

/**
 * The rules under which guests may have their leftover tokens paid back after an edition closed
 * (docs/decisions/040-payouts.md): one window per edition, open until the end of its last day (Europe/Zurich).
 */
export const payoutWindows = pgTable(
  'payout_windows',
  {
    id: generatedId(),
    editionId: editionIdColumn('restrict'),
    /** Tokens bought by card or TWINT are always payable; granted lounge tokens only when the festival says so. */
    loungeTokens: boolean('lounge_tokens').notNull().default(false),
    /** What a lounge token is worth when it is paid out by bank transfer (lounge tokens were not bought in the shop). */
    loungeTokenCents: integer('lounge_token_cents').notNull().default(0),
    /** The fewest payable tokens a payout is made for. */
    minimumTokens: integer('minimum_tokens').notNull().default(1),
    /** Tokens kept back from each payout for its cost. */
    feeTokens: integer('fee_tokens').notNull().default(0),
    /** The last day (in the festival's time zone) a guest can choose. */
    lastDay: date('last_day').notNull(),
    /** The cause donated tokens go to; null: no donation offered. */
    cause: text('cause'),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payout_windows_one_per_edition').on(t.editionId),
    check('payout_windows_amounts_check', sql`${t.minimumTokens} >= 1 and ${t.feeTokens} >= 0 and ${t.feeTokens} < ${t.minimumTokens} and ${t.loungeTokenCents} >= 0`),
  ],
);

/**
 * A guest's choice in a window: at most one per guest and window (the unique index is the last line of defence behind
 * the profile's row lock). `payout` and `donation` moved tokens (their ledger row names this row); `keep` moved none.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: generatedId(),
    windowId: requiredRef('window_id', () => payoutWindows.id, 'restrict'),
    userId: requiredRef('user_id', () => profiles.id, 'restrict'),
    choice: text('choice', { enum: PAYOUT_CHOICES }).notNull(),
    /** Tokens taken from the balance (0 for keep). */
    tokens: integer('tokens').notNull(),
    /** Of them, kept back as the window's fee. */
    feeTokens: integer('fee_tokens').notNull().default(0),
    /** Lounge tokens (not bought in the shop) paid by bank transfer, and what they are worth. */
    manualTokens: integer('manual_tokens').notNull().default(0),
    manualCents: integer('manual_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payouts_one_per_window_and_guest').on(t.windowId, t.userId),
    index('payouts_user_idx').on(t.userId),
    check('payouts_choice_check', oneOf(t.choice, PAYOUT_CHOICES)),
    check('payouts_amounts_check', sql`${t.tokens} >= 0 and ${t.feeTokens} >= 0 and ${t.manualTokens} >= 0 and ${t.manualCents} >= 0`),
  ],
);

/**
 * The refund queue (docs/decisions/040-payouts.md, the outbox of decision 022): one row per payment a payout refunds,
 * written in the payout's transaction, claimed by one worker of any instance FOR UPDATE SKIP LOCKED, sent to the
 * provider with the row's id as idempotency key.
 */
export const payoutRefunds = pgTable(
  'payout_refunds',
  {
    id: generatedId(),
    payoutId: requiredRef('payout_id', () => payouts.id, 'restrict'),
    paymentId: requiredRef('payment_id', () => payments.id, 'restrict'),
    /** Order in the payout: the newest payment first. */
    position: integer('position').notNull(),
    tokens: integer('tokens').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYOUT_REFUND_STATUSES }).notNull().default('waiting'),
    ...claimColumns(),
    /** The provider's refund id (Stripe `re_…`, the demo's `demo_re_…`). */
    providerRefundId: text('provider_refund_id'),
    createdAt: createdAt(),
    refundedAt: timestamptz('refunded_at'),
  },
  (t) => [
    uniqueIndex('payout_refunds_one_per_payment_and_payout').on(t.payoutId, t.paymentId),
    uniqueIndex('payout_refunds_provider_refund_key').on(t.providerRefundId),
    index('payout_refunds_due_idx').on(t.status, t.nextAttemptAt),
    index('payout_refunds_payment_idx').on(t.paymentId),
    check('payout_refunds_status_check', oneOf(t.status, PAYOUT_REFUND_STATUSES)),
    check('payout_refunds_amounts_check', sql`${t.tokens} > 0 and ${t.amountCents} >= 0`),
  ],
);
