import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_LANGUAGE, LANGUAGES, PROFILE_STATUSES, ROLES } from '#shared/constants.ts';
import { oneOf } from './one-of.ts';

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    status: text('status', { enum: PROFILE_STATUSES }).notNull().default('active'),
    // Cached sum of token_ledger.delta for this profile; written only together with a ledger row.
    tokenBalance: integer('token_balance').notNull().default(0),
    bookingNumber: text('booking_number'),
    loungeId: uuid('lounge_id'),
    /** The guest turned reminder mails off (receipts are always sent). */
    remindersOptOut: boolean('reminders_opt_out').notNull().default(false),
    /** The language the shop speaks to this person: their mails are written in it (issue 19). */
    language: text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profiles_email_key').on(t.email),
    check('profiles_role_check', oneOf(t.role, ROLES)),
    check('profiles_status_check', oneOf(t.status, PROFILE_STATUSES)),
    check('profiles_language_check', oneOf(t.language, LANGUAGES)),
    check('profiles_token_balance_check', sql`${t.tokenBalance} >= 0`),
  ],
);
