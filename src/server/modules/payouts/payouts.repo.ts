import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '#server/db/client.ts';
import { claimDue, failedAttempt, settle } from '#server/db/outbox.ts';
import { editions, paymentEvents, payments, payoutRefunds, payouts, payoutWindows, profiles } from '#server/db/schema/index.ts';
import { FESTIVAL_TIME_ZONE, type PayoutRefundStatus } from '#shared/constants.ts';
import type { PayoutStatus } from '#shared/schemas/payouts.ts';
import type { PayoutPlan, RefundablePayment } from './payout-plan.ts';

export type PayoutWindowRow = typeof payoutWindows.$inferSelect & { editionName: string; open: boolean };
export type PayoutRow = typeof payouts.$inferSelect;

/** Today in the festival's time zone: a window is open through the whole of its last day. */
const today = sql.raw(`(now() at time zone '${FESTIVAL_TIME_ZONE}')::date`);
const windowFields = {
  ...getTableColumns(payoutWindows),
  editionName: editions.name,
  open: sql<boolean>`${payoutWindows.lastDay} >= ${today}`,
};

export async function findWindowOfEdition(db: Queryable, editionId: string): Promise<PayoutWindowRow | undefined> {
  const [row] = await db.select(windowFields).from(payoutWindows).innerJoin(editions, eq(editions.id, payoutWindows.editionId)).where(eq(payoutWindows.editionId, editionId));
  return row;
}

/** The window guests see: the one open today whose edition is the latest (two open at once is the admins' choice). */
export async function findOpenWindow(db: Queryable): Promise<PayoutWindowRow | undefined> {
  const [row] = await db
    .select(windowFields)
    .from(payoutWindows)
    .innerJoin(editions, eq(editions.id, payoutWindows.editionId))
    .where(sql`${payoutWindows.lastDay} >= ${today}`)
    .orderBy(desc(editions.festivalStart))
    .limit(1);
  return row;
}

export async function lockWindow(tx: Tx, id: string) {
  const [row] = await tx.select().from(payoutWindows).where(eq(payoutWindows.id, id)).for('share');
  return row;
}

export async function saveWindow(tx: Tx, editionId: string, values: Omit<typeof payoutWindows.$inferInsert, 'editionId' | 'id'>) {
  const [row] = await tx
    .insert(payoutWindows)
    .values({ ...values, editionId })
    .onConflictDoUpdate({ target: payoutWindows.editionId, set: { ...values, createdBy: sql`${payoutWindows.createdBy}`, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

/** A guest's paid payments, newest first, with what earlier payouts refunded of each. */
export async function refundablePayments(db: Queryable, userId: string): Promise<RefundablePayment[]> {
  const refunded = db
    .select({
      paymentId: payoutRefunds.paymentId,
      tokens: sql<number>`sum(${payoutRefunds.tokens})::int`.as('refunded_tokens'),
      cents: sql<number>`sum(${payoutRefunds.amountCents})::int`.as('refunded_cents'),
    })
    .from(payoutRefunds)
    .groupBy(payoutRefunds.paymentId)
    .as('refunded');
  return db
    .select({
      id: payments.id,
      tokens: payments.tokens,
      amountCents: payments.amountCents,
      currency: payments.currency,
      refundedTokens: sql<number>`coalesce(${refunded.tokens}, 0)::int`,
      refundedCents: sql<number>`coalesce(${refunded.cents}, 0)::int`,
    })
    .from(payments)
    .leftJoin(refunded, eq(refunded.paymentId, payments.id))
    .where(and(eq(payments.userId, userId), eq(payments.status, 'paid')))
    .orderBy(desc(payments.paidAt), desc(payments.createdAt), desc(payments.id));
}

// Written with qualified names: inside a subquery Drizzle's bare "id" would be the refund's.
/** How a payout stands, from its refunds (null for keep and donation). */
const statusOf = sql<PayoutStatus | null>`case
  when "payouts"."choice" <> 'payout' then null
  when exists (select 1 from payout_refunds r where r.payout_id = "payouts"."id" and r.status in ('waiting', 'sending')) then 'refunding'
  when "payouts"."manual_cents" > 0 or exists (select 1 from payout_refunds r where r.payout_id = "payouts"."id" and r.status in ('refused', 'failed')) then 'manual'
  else 'paid' end`;
const amountOf = sql<number>`("payouts"."manual_cents" + coalesce((select sum(r.amount_cents) from payout_refunds r where r.payout_id = "payouts"."id"), 0))::int`;

export async function findPayout(db: Queryable, windowId: string, userId: string) {
  const [row] = await db
    .select({ ...getTableColumns(payouts), status: statusOf, amountCents: amountOf })
    .from(payouts)
    .where(and(eq(payouts.windowId, windowId), eq(payouts.userId, userId)));
  return row;
}

export async function insertPayout(tx: Tx, values: typeof payouts.$inferInsert): Promise<PayoutRow> {
  const [row] = await tx.insert(payouts).values(values).returning();
  return row!;
}

/** The refund queue's rows of a payout, in the payout's transaction. */
export async function insertRefunds(tx: Tx, payoutId: string, plan: PayoutPlan) {
  if (!plan.refunds.length) return;
  await tx.insert(payoutRefunds).values(plan.refunds.map((r) => ({ ...r, payoutId })));
}

export type ClaimedRefund = typeof payoutRefunds.$inferSelect & { providerSessionId: string | null; provider: string };

/** Claims due refunds for this worker (outbox.ts), in the order of their payout's plan. */
export async function claimDueRefunds(tx: Tx, options: { limit: number; leaseMs: number }): Promise<ClaimedRefund[]> {
  const claimed = await claimDue(tx, payoutRefunds, { working: 'sending', ...options, orderBy: sql`next_attempt_at, position` });
  if (!claimed.length) return [];
  const sessions = await tx.select({ id: payments.id, providerSessionId: payments.providerSessionId, provider: payments.provider }).from(payments).where(inArray(payments.id, claimed.map((r) => r.paymentId)));
  const byId = new Map(sessions.map((s) => [s.id, s]));
  return claimed.map((row) => ({ ...row, providerSessionId: byId.get(row.paymentId)!.providerSessionId, provider: byId.get(row.paymentId)!.provider }));
}

/** The provider took it. Only a claimed (or still queued) row changes: a webhook may have recorded it first. */
export async function markRefunded(db: Queryable, id: string, providerRefundId: string | null) {
  const rows = await db
    .update(payoutRefunds)
    .set({ status: 'refunded', providerRefundId, refundedAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(and(eq(payoutRefunds.id, id), inArray(payoutRefunds.status, ['waiting', 'sending', 'failed'])))
    .returning({ id: payoutRefunds.id });
  return rows.length > 0;
}

/** A failed attempt: retried after `retryInMs`, or given up as `refused` (the provider's no) or `failed` (attempts spent). */
export async function markRefundAttempt(db: Queryable, id: string, error: string, next: { retryInMs: number } | { status: Extract<PayoutRefundStatus, 'refused' | 'failed'> }) {
  await settle(db, payoutRefunds, id, 'sending', 'retryInMs' in next ? failedAttempt(error, next.retryInMs) : { ...failedAttempt(error, null), status: next.status });
}

/** Every payout of a window with its refunds, newest first (the back office's list and exports). */
export async function listPayouts(db: Queryable, windowId: string) {
  const rows = await db
    .select({ ...getTableColumns(payouts), email: profiles.email, language: profiles.language, status: statusOf, amountCents: amountOf })
    .from(payouts)
    .innerJoin(profiles, eq(profiles.id, payouts.userId))
    .where(eq(payouts.windowId, windowId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id));
  const refunds = rows.length
    ? await db.select().from(payoutRefunds).where(inArray(payoutRefunds.payoutId, rows.map((r) => r.id))).orderBy(payoutRefunds.position)
    : [];
  return rows.map((row) => ({ ...row, refunds: refunds.filter((r) => r.payoutId === row.id) }));
}

/** Refund rows by status, of one window's payouts. */
export async function countRefundsByStatus(db: Queryable, windowId: string) {
  return db
    .select({ status: payoutRefunds.status, n: sql<number>`count(*)::int` })
    .from(payoutRefunds)
    .innerJoin(payouts, eq(payouts.id, payoutRefunds.payoutId))
    .where(eq(payouts.windowId, windowId))
    .groupBy(payoutRefunds.status);
}

/** A guest who kept their tokens changes to a payout or a donation: the same row, now moving tokens. */
export async function updatePayout(tx: Tx, id: string, values: Partial<typeof payouts.$inferInsert>): Promise<PayoutRow> {
  const [row] = await tx.update(payouts).set({ ...values, createdAt: sql`now()` }).where(and(eq(payouts.id, id), eq(payouts.choice, 'keep'))).returning();
  return row!;
}

/** False when the event id was processed before: a repeated delivery. */
export async function recordRefundEvent(tx: Tx, event: { eventId: string; type: string }) {
  const inserted = await tx.insert(paymentEvents).values(event).onConflictDoNothing({ target: paymentEvents.eventId }).returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}

/** What guests hold: the guests with tokens and their tokens (the liability; docs/decisions/040-payouts.md). */
export async function keptTokens(db: Queryable) {
  const [row] = await db
    .select({ guests: sql<number>`(count(*) filter (where ${profiles.tokenBalance} > 0))::int`, tokens: sql<number>`coalesce(sum(${profiles.tokenBalance}), 0)::int` })
    .from(profiles);
  return row!;
}

/**
 * Guests who hold tokens, with the tokens they bought by card or TWINT that no payout refunded yet (a payout's
 * payable tokens: payout-plan.ts). Deleted accounts hold none.
 */
export async function guestsWithPayableTokens(db: Queryable) {
  const result = await db.execute(sql`
    select p.id, p.email, p.token_balance as balance,
      (coalesce((select sum(pay.tokens) from payments pay where pay.user_id = p.id and pay.status = 'paid'), 0)
        - coalesce((select sum(r.tokens) from payout_refunds r join payments pay on pay.id = r.payment_id where pay.user_id = p.id), 0))::int as bought
    from profiles p
    where p.token_balance > 0 and p.status <> 'deleted'
    order by p.id`);
  return (result as unknown as { rows: { id: string; email: string; balance: number; bought: number }[] }).rows;
}
