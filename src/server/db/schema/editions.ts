import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { EDITION_STATES } from '#shared/constants.ts';
import { oneOf } from './one-of.ts';
import { generatedId, createdAt, updatedAt, requiredRef, timestamptz } from './columns.ts';

/**
 * One year's festival (docs/decisions/031): its three festival days (Thursday `festival_start`, Friday, Saturday),
 * its pre-order deadline and contact address, and its state. Lounges, orders, stock limits, payments and reminder
 * schedules belong to one; accounts, balances, the ledger and the catalogue to none.
 */
export const editions = pgTable(
  'editions',
  {
    id: generatedId(),
    name: text('name').notNull(),
    /** The Thursday of the festival; Friday and Saturday are the two days after it. */
    festivalStart: date('festival_start').notNull(),
    preorderDeadline: timestamptz('preorder_deadline').notNull(),
    contactEmail: text('contact_email').notNull(),
    /** Until when guests may cancel or change their pending orders; null: the pre-order deadline (docs/decisions/044). */
    changeCutoff: timestamptz('change_cutoff'),
    state: text('state', { enum: EDITION_STATES }).notNull().default('preparing'),
    /** The edition guests see: exactly one, open or running (the unique index below). */
    isCurrent: boolean('is_current').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('editions_one_current').on(t.isCurrent).where(sql`${t.isCurrent}`),
    uniqueIndex('editions_name_key').on(t.name),
    index('editions_start_idx').on(t.festivalStart),
    check('editions_state_check', oneOf(t.state, EDITION_STATES)),
    check('editions_festival_start_thursday', sql`extract(isodow from ${t.festivalStart}) = 4`),
    check('editions_current_is_live', sql`not ${t.isCurrent} or ${t.state} in ('open', 'running')`),
  ],
);

/**
 * The edition a row belongs to. `restrict` where the rows are the edition's history (an edition with lounges,
 * orders, payments or stock limits cannot be removed); `cascade` where they only exist for it.
 */
export const editionIdColumn = (onDelete: 'restrict' | 'cascade') =>
  requiredRef('edition_id', () => editions.id, onDelete);
