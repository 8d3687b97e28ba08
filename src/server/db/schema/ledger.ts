import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LEDGER_KINDS } from '#shared/constants.ts';
import { oneOf } from './one-of.ts';
import { profiles } from './profiles.ts';
import { orders } from './orders.ts';
import { lounges } from './lounges.ts';
import { payments } from './payments.ts';
import { payouts } from './payouts.ts';
import { createdAt, requiredRef } from './columns.ts';

/**
 * Append-only record of every token movement (docs/product.md#tokens-and-the-ledger). A database trigger refuses UPDATE
 * and DELETE; the partial unique indexes make each grant, purchase, order charge and refund happen once.
 */
export const tokenLedger = pgTable(
  'token_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: requiredRef('user_id', () => profiles.id, 'restrict'),
    delta: integer('delta').notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    loungeId: uuid('lounge_id').references(() => lounges.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    /** The guest's payout or donation (docs/decisions/040-payouts.md). */
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    actorId: uuid('actor_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('token_ledger_user_idx').on(t.userId, t.id),
    uniqueIndex('token_ledger_one_grant_per_lounge').on(t.loungeId).where(sql`${t.kind} = 'lounge_grant'`),
    uniqueIndex('token_ledger_one_purchase_per_payment').on(t.paymentId).where(sql`${t.kind} = 'purchase'`),
    uniqueIndex('token_ledger_one_refund_per_order').on(t.orderId).where(sql`${t.kind} = 'refund'`),
    uniqueIndex('token_ledger_one_charge_per_order')
      .on(t.orderId)
      .where(sql`${t.kind} in ('order', 'manual_order')`),
    uniqueIndex('token_ledger_one_row_per_payout').on(t.payoutId).where(sql`${t.kind} in ('payout', 'donation')`),
    check('token_ledger_payout_named', sql`(${t.kind} in ('payout', 'donation')) = (${t.payoutId} is not null)`),
    check('token_ledger_delta_check', sql`${t.delta} <> 0`),
    check('token_ledger_kind_check', oneOf(t.kind, LEDGER_KINDS)),
  ],
);
