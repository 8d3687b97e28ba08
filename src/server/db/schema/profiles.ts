import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
    status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
    // Cached sum of token_ledger.delta for this profile; written only together with a ledger row.
    tokenBalance: integer('token_balance').notNull().default(0),
    bookingNumber: text('booking_number'),
    loungeId: uuid('lounge_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profiles_email_key').on(t.email),
    check('profiles_role_check', sql`${t.role} in ('user', 'admin')`),
    check('profiles_status_check', sql`${t.status} in ('active', 'inactive')`),
    check('profiles_token_balance_check', sql`${t.tokenBalance} >= 0`),
  ],
);
