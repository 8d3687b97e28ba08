import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS, type TokenPackage } from '#shared/constants.ts';
import { profiles } from './profiles.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * The shop settings are one row (id = 1), created by the migration with the spec's defaults. What a festival
 * year decides (deadline, contact address) is its edition's (editions.ts).
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    tokenPackages: jsonb('token_packages').$type<TokenPackage[]>().notNull(),
    /** Staff (runners) must add a second factor before the delivery run opens; admins always must. */
    staffSecondFactorRequired: boolean('staff_second_factor_required').notNull().default(false),
    /** The methods the payment page offers (docs/decisions/039): card only until an admin adds TWINT. */
    paymentMethods: text('payment_methods', { enum: PAYMENT_METHODS }).array().notNull().default(sql`'{card}'`),
    /** Whether guests may cancel, and change, their own pending orders before the cutoff (docs/decisions/044). */
    guestsMayCancel: boolean('guests_may_cancel').notNull().default(true),
    guestsMayChange: boolean('guests_may_change').notNull().default(true),
    /**
     * Months without activity after which a guest with a zero balance is anonymised (docs/decisions/048); null:
     * never.
     */
    retentionMonths: integer('retention_months'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shop_settings_single_row', sql`${t.id} = 1`),
    check('shop_settings_retention_months_check', sql`${t.retentionMonths} is null or ${t.retentionMonths} between 1 and 240`),
    check(
      'shop_settings_payment_methods_check',
      sql`cardinality(${t.paymentMethods}) > 0 and ${t.paymentMethods} <@ array[${sql.raw(PAYMENT_METHODS.map((m) => `'${m}'`).join(', '))}]::text[]`,
    ),
  ],
);

export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt)],
);
