import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Language, PushKind } from '#shared/constants.ts';
import type { Queryable, Tx } from '#server/db/client.ts';
import { claimDue, failedAttempt, settle } from '#server/db/outbox.ts';
import { pushKeys, pushMessages, pushSubscriptions } from '#server/db/schema/index.ts';

// The push module's queries: the VAPID keys, the subscriptions and the push outbox (docs/decisions/043-web-push.md).

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type ClaimedPush = typeof pushMessages.$inferSelect & Pick<PushSubscriptionRow, 'endpoint' | 'p256dh' | 'auth' | 'language'>;
export type VapidKeys = { publicKey: string; privateKey: string };

/** node-postgres answers { rows }, PGlite answers { rows } too, but Drizzle types them apart. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The one key pair: the given one is stored unless a pair is there already, and the stored pair is answered. Two
 * instances starting at once both insert; the primary key makes the second wait for the first and do nothing, so
 * both answer the first one's pair.
 */
export async function storeVapidKeysOnce(db: Queryable, generated: VapidKeys): Promise<VapidKeys> {
  await db.insert(pushKeys).values({ id: 1, ...generated }).onConflictDoNothing({ target: pushKeys.id });
  const [row] = await db.select({ publicKey: pushKeys.publicKey, privateKey: pushKeys.privateKey }).from(pushKeys);
  return row!;
}

/**
 * Saves a browser's subscription for this person. The endpoint names the browser: if it was someone else's (the
 * device changed hands, signed in as another person), it is theirs no more.
 */
export async function upsertSubscription(
  tx: Queryable,
  row: { profileId: string; endpoint: string; p256dh: string; auth: string; language: Language },
): Promise<PushSubscriptionRow> {
  const [saved] = await tx
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { profileId: row.profileId, p256dh: row.p256dh, auth: row.auth, language: row.language } })
    .returning();
  return saved!;
}

/** Removes one of this person's subscriptions; false when they had none with this endpoint. */
export async function deleteOwnSubscription(db: Queryable, profileId: string, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.profileId, profileId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** A subscription the push service no longer knows (404 or 410): removed, its queued messages with it. */
export async function deleteSubscription(db: Queryable, id: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** Keeps a person's newest `keep` subscriptions (a browser that was reset leaves its old one behind). */
export async function trimSubscriptions(tx: Queryable, profileId: string, keep: number) {
  await tx.execute(sql`
    delete from ${pushSubscriptions} where id in (
      select id from ${pushSubscriptions} where profile_id = ${profileId}::uuid order by created_at desc, id offset ${keep})`);
}

export async function countSubscriptions(db: Queryable, profileId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(pushSubscriptions).where(eq(pushSubscriptions.profileId, profileId));
  return row?.n ?? 0;
}

/**
 * Queues one message per subscription of the given people, in the caller's transaction. `payload` is an SQL
 * expression that may read the person's profile as `p`; the dedupe key is `dedupePrefix` followed by the
 * subscription's id, and a key already queued is skipped. Returns how many were queued.
 */
async function insertPushes(tx: Queryable, message: { kind: PushKind; profileIds: string[]; payload: SQL; dedupePrefix: string }): Promise<number> {
  if (!message.profileIds.length) return 0;
  const ids = sql.join(message.profileIds.map((id) => sql`${id}::uuid`), sql`, `);
  const inserted = await tx.execute(sql`
    insert into ${pushMessages} (subscription_id, kind, payload, dedupe_key)
    select s.id, ${message.kind}, ${message.payload}, ${message.dedupePrefix} || s.id::text
    from ${pushSubscriptions} s join profiles p on p.id = s.profile_id
    where s.profile_id in (${ids})
    order by s.id
    on conflict (dedupe_key) do nothing
    returning id`);
  return rowsOf(inserted).length;
}

/** "Delivered at 18:42": the time of the mark is the transaction's. */
export const insertDeliveredPushes = (tx: Queryable, guestId: string, delivery: { orderId: string; loungeId: string; lounge: string }) =>
  insertPushes(tx, {
    kind: 'order_delivered',
    profileIds: [guestId],
    payload: sql`jsonb_build_object('orderId', ${delivery.orderId}::text, 'lounge', ${delivery.lounge}::text, 'deliveredAt', now())`,
    dedupePrefix: `order_delivered:${delivery.orderId}:${delivery.loungeId}:`,
  });

/** "Your order is on its way": one per lounge, festival day and subscription (docs/decisions/049-on-its-way.md). */
export const insertOnTheWayPushes = (tx: Queryable, guestIds: string[], departure: { loungeId: string; day: string; lounge: string }) =>
  insertPushes(tx, {
    kind: 'order_on_way',
    profileIds: guestIds,
    payload: sql`jsonb_build_object('loungeId', ${departure.loungeId}::text, 'day', ${departure.day}::text, 'lounge', ${departure.lounge}::text)`,
    dedupePrefix: `order_on_way:${departure.loungeId}:${departure.day}:`,
  });

/** The reminder with each guest's balance at this moment, one per deadline and subscription. */
export const insertReminderPushes = (tx: Queryable, guestIds: string[], deadlineIso: string) =>
  insertPushes(tx, {
    kind: 'reminder',
    profileIds: guestIds,
    payload: sql`jsonb_build_object('tokens', p.token_balance, 'deadline', ${deadlineIso}::text)`,
    dedupePrefix: `reminder:${deadlineIso}:`,
  });

/**
 * New orders of one festival day for every subscription of active staff and admins: a message waiting for that
 * day and subscription takes them in (its count grows, its lounge is the newest), otherwise a new one is queued,
 * due `windowMs` from now. The partial unique index on waiting summary keys makes this one message per window even
 * when two instances complete orders at once; a message already claimed no longer matches, and the next order
 * starts a new one.
 */
export async function gatherNewOrders(
  tx: Tx,
  news: { editionId: string; day: string; lounge: string; count: number; windowMs: number },
): Promise<void> {
  const payload = JSON.stringify({ day: news.day, lounge: news.lounge, count: news.count });
  await tx.execute(sql`
    insert into ${pushMessages} (subscription_id, kind, payload, summary_key, next_attempt_at)
    select s.id, 'new_orders', ${payload}::jsonb, ${`new_orders:${news.editionId}:${news.day}:`} || s.id::text,
           now() + ${`${news.windowMs} milliseconds`}::interval
    from ${pushSubscriptions} s join profiles p on p.id = s.profile_id
    where p.role in ('staff', 'admin') and p.status = 'active'
    -- In one order, so that two transactions taking these rows at once queue instead of deadlocking.
    order by s.id
    on conflict (summary_key) where status = 'waiting' do update set payload = jsonb_build_object(
      'day', excluded.payload -> 'day',
      'lounge', excluded.payload -> 'lounge',
      'count', (${pushMessages.payload} ->> 'count')::int + (excluded.payload ->> 'count')::int)`);
}

/**
 * The orders' lounges whose festival day is `today` (YYYY-MM-DD, the festival's date), by the day each line was
 * ordered for and its edition's dates: what "an order of the running day" names.
 */
export async function loungesOfToday(db: Queryable, orderIds: string[], today: string) {
  if (!orderIds.length) return [];
  const ids = sql.join(orderIds.map((id) => sql`${id}::uuid`), sql`, `);
  return rowsOf<{ orderId: string; editionId: string; day: string; category: string; tableNumber: string }>(
    await db.execute(sql`
      select distinct oi.order_id as "orderId", oi.edition_id as "editionId", oi.day, l.category, l.table_number as "tableNumber"
      from order_items oi
      join editions e on e.id = oi.edition_id
      join lounges l on l.id = oi.lounge_id
      where oi.order_id in (${ids})
        and oi.day = (array['Thursday', 'Friday', 'Saturday'])[(${today}::date - e.festival_start) + 1]
      order by oi.order_id`),
  );
}

/** Claims up to `limit` due messages for this worker (outbox.ts); sent outside this short transaction. */
export async function claimDuePushes(tx: Tx, options: { limit: number; leaseMs: number }): Promise<ClaimedPush[]> {
  const claimed = await claimDue(tx, pushMessages, { working: 'sending', ...options });
  if (!claimed.length) return [];
  const subscriptions = new Map(
    (await tx.select().from(pushSubscriptions).where(inArray(pushSubscriptions.id, claimed.map((m) => m.subscriptionId)))).map((s) => [s.id, s]),
  );
  // A subscription's removal cascades to its messages, so it waits for this transaction's row locks: each is there.
  return claimed.flatMap((message) => {
    const subscription = subscriptions.get(message.subscriptionId);
    if (!subscription) return [];
    const { endpoint, p256dh, auth, language } = subscription;
    return [{ ...message, endpoint, p256dh, auth, language }];
  });
}

export async function markPushSent(db: Queryable, id: string) {
  await settle(db, pushMessages, id, 'sending', { status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null });
}

/**
 * A failed attempt: tried again after `retryInMs`, or failed for good. A summary tried again gathers no more (a
 * newer one may be waiting under its key by now).
 */
export async function markPushFailed(db: Queryable, id: string, error: string, retryInMs: number | null) {
  await settle(db, pushMessages, id, 'sending', retryInMs === null ? failedAttempt(error, null) : { ...failedAttempt(error, retryInMs), summaryKey: null });
}
