import { bigint, bigserial, boolean, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';
import { createdAt, requiredRef, timestamptz } from './columns.ts';

/** A session is known only by the SHA-256 hash of its cookie token. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: requiredRef('user_id', () => profiles.id, 'cascade'),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** The password was right but the account's second factor is still to be given: the session opens nothing else. */
    awaitingSecondFactor: boolean('awaiting_second_factor').notNull().default(false),
    /** When this session last proved a second factor (sign-in or step-up); actions that move tokens ask for a recent one. */
    secondFactorAt: timestamptz('second_factor_at'),
    /** The WebAuthn challenge this session was last given, answered once. */
    webauthnChallenge: text('webauthn_challenge'),
    /** Where the session signed in from, for the person's list of their sessions. */
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: requiredRef('user_id', () => profiles.id, 'cascade'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/** An authenticator app's shared secret (RFC 6238); it counts once confirmed with a first code. */
export const totpFactors = pgTable('totp_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamptz('confirmed_at'),
  /** The newest 30-second step a code was accepted for: a code is never accepted twice. */
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
});

/** A passkey or security key (WebAuthn), known by the credential id its authenticator chose. */
export const webauthnCredentials = pgTable(
  'webauthn_credentials',
  {
    id: text('id').primaryKey(),
    userId: requiredRef('user_id', () => profiles.id, 'cascade'),
    name: text('name').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (t) => [index('webauthn_credentials_user_id_idx').on(t.userId)],
);

/** One-time recovery codes, kept as hashes; a used one stays, marked, so the person sees how many are left. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: requiredRef('user_id', () => profiles.id, 'cascade'),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/**
 * What happened at the door: sign-ins, failures, throttling, resets, factor changes, step-ups, refusals.
 * Append-only like the ledger (a trigger refuses UPDATE, DELETE and TRUNCATE), so it names the account by id
 * and e-mail without a foreign key that a deleted account would have to change.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    userId: uuid('user_id'),
    email: text('email'),
    ipAddress: text('ip_address'),
    instance: text('instance').notNull(),
    detail: jsonb('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('security_events_created_idx').on(t.createdAt), index('security_events_user_idx').on(t.userId)],
);
