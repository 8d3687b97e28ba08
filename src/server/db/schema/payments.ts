import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '#shared/constants.ts';
import { oneOf } from './one-of.ts';
import { profiles } from './profiles.ts';
import { editionIdColumn } from './editions.ts';
import { generatedId, createdAt, requiredRef, timestamptz } from './columns.ts';

export const payments = pgTable(
  'payments',
  {
    id: generatedId(),
    userId: requiredRef('user_id', () => profiles.id, 'restrict'),
    /** The edition whose shop sold it (reports); the tokens themselves belong to no edition. */
    editionId: editionIdColumn('restrict'),
    packageId: text('package_id').notNull(),
    tokens: integer('tokens').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('chf'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerSessionId: text('provider_session_id'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    paidAt: timestamptz('paid_at'),
  },
  (t) => [
    uniqueIndex('payments_provider_session_key').on(t.provider, t.providerSessionId),
    check('payments_tokens_check', sql`${t.tokens} > 0`),
    check('payments_status_check', oneOf(t.status, PAYMENT_STATUSES)),
  ],
);

/** Each provider event is processed once, whatever the number of deliveries. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  paymentId: uuid('payment_id'),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});
