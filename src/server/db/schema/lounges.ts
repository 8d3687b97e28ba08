import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { LOUNGE_DAYS } from '#shared/constants.ts';
import { oneOf } from './one-of.ts';
import { profiles } from './profiles.ts';
import { editionIdColumn } from './editions.ts';
import { generatedId, createdAt, requiredRef } from './columns.ts';

export const lounges = pgTable(
  'lounges',
  {
    id: generatedId(),
    /** The festival this lounge is booked for; a booking number may come back in a later edition. */
    editionId: editionIdColumn('restrict'),
    tableNumber: text('table_number').notNull(),
    category: text('category').notNull(),
    day: text('day', { enum: LOUNGE_DAYS }),
    minimumConsumptionTokens: integer('minimum_consumption_tokens').notNull().default(0),
    bookingNumber: text('booking_number'),
    isOccupied: boolean('is_occupied').notNull().default(false),
    // Becomes true on the first token grant and is never reset (docs/product.md#lounge-states).
    tokensTransferred: boolean('tokens_transferred').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('lounges_edition_booking_idx').on(t.editionId, t.bookingNumber),
    check('lounges_day_check', oneOf(t.day, LOUNGE_DAYS)),
    check('lounges_minimum_consumption_check', sql`${t.minimumConsumptionTokens} >= 0`),
  ],
);

export const userLoungeAssignments = pgTable(
  'user_lounge_assignments',
  {
    userId: requiredRef('user_id', () => profiles.id, 'cascade'),
    loungeId: requiredRef('lounge_id', () => lounges.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.loungeId] }), index('user_lounge_assignments_lounge_idx').on(t.loungeId)],
);
