import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { LANGUAGES, MAIL_STATUSES, PUSH_KINDS } from '#shared/constants.ts';
import { profiles } from './profiles.ts';
import { oneOf } from './one-of.ts';
import { generatedId, createdAt, outboxColumns, requiredRef } from './columns.ts';

/**
 * The shop's VAPID key pair (docs/decisions/043-web-push.md): one row, made by the first instance that starts and
 * read by every other, because browsers bind a subscription to the public key it was made with.
 */
export const pushKeys = pgTable(
  'push_keys',
  {
    id: smallint('id').primaryKey().default(1),
    /** base64url, as the browser's pushManager.subscribe takes it. */
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('push_keys_one_row', sql`${t.id} = 1`)],
);

/** One browser of one person that said yes to push messages: where its push service takes them, and its keys. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: generatedId(),
    profileId: requiredRef('profile_id', () => profiles.id, 'cascade'),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url) the messages are encrypted to. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The language of the shop on that device when it subscribed: its messages are written in it. */
    language: text('language', { enum: LANGUAGES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_profile_idx').on(t.profileId),
    check('push_subscriptions_language_check', oneOf(t.language, LANGUAGES)),
  ],
);

/**
 * The push outbox (docs/decisions/043-web-push.md), beside the mail outbox of decision 022 and worked the same way:
 * a row per subscription, inserted in the transaction of the change it reports, claimed by one worker of any
 * instance (FOR UPDATE SKIP LOCKED and a lease), sent outside any transaction. Removing a subscription removes its
 * messages.
 */
export const pushMessages = pgTable(
  'push_messages',
  {
    id: generatedId(),
    subscriptionId: requiredRef('subscription_id', () => pushSubscriptions.id, 'cascade'),
    kind: text('kind', { enum: PUSH_KINDS }).notNull(),
    /** Numbers, names and ISO times; no text of one language (written at sending, in the subscription's). */
    payload: jsonb('payload').notNull(),
    /** One message per key, ever: e.g. `order_delivered:<order>:<lounge>:<subscription>` (null: none). */
    dedupeKey: text('dedupe_key'),
    /** While waiting, later events of the same key join this message instead of queuing their own (a summary). */
    summaryKey: text('summary_key'),
    ...outboxColumns(),
  },
  (t) => [
    uniqueIndex('push_messages_dedupe_key').on(t.dedupeKey),
    uniqueIndex('push_messages_waiting_summary_key').on(t.summaryKey).where(sql`${t.status} = 'waiting'`),
    index('push_messages_due_idx').on(t.status, t.nextAttemptAt),
    index('push_messages_subscription_idx').on(t.subscriptionId),
    check('push_messages_kind_check', oneOf(t.kind, PUSH_KINDS)),
    check('push_messages_status_check', oneOf(t.status, MAIL_STATUSES)),
  ],
);
