import { and, asc, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '#server/db/client.ts';
import { claimDue, failedAttempt, settle } from '#server/db/outbox.ts';
import {
  dataExports,
  lounges,
  mails,
  orderItems,
  orders,
  payments,
  payoutRefunds,
  payouts,
  products,
  profiles,
  securityEvents,
  tokenLedger,
  userLoungeAssignments,
} from '#server/db/schema/index.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Everything the shop holds about one person, read by their id only (docs/decisions/048): every query below is
 * filtered on `profileId` (or, for the mails, the address it had), so no other guest's rows can come along.
 * Credentials (password hash, second factors, sessions' tokens) are not data about the person and stay out.
 */
export async function readPersonalData(db: Queryable, profileId: string) {
  const [profile] = await db
    .select({
      id: profiles.id,
      email: profiles.email,
      role: profiles.role,
      status: profiles.status,
      language: profiles.language,
      bookingNumber: profiles.bookingNumber,
      tokenBalance: profiles.tokenBalance,
      remindersOptOut: profiles.remindersOptOut,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  if (!profile) return null;

  const myLounges = await db
    .select({
      loungeId: lounges.id,
      editionId: lounges.editionId,
      day: lounges.day,
      category: lounges.category,
      tableNumber: lounges.tableNumber,
      bookingNumber: lounges.bookingNumber,
      minimumConsumptionTokens: lounges.minimumConsumptionTokens,
      joinedAt: userLoungeAssignments.createdAt,
    })
    .from(userLoungeAssignments)
    .innerJoin(lounges, eq(lounges.id, userLoungeAssignments.loungeId))
    .where(eq(userLoungeAssignments.userId, profileId))
    .orderBy(asc(userLoungeAssignments.createdAt));

  const myOrders = await db
    .select({ id: orders.id, editionId: orders.editionId, createdAt: orders.createdAt, status: orders.status, totalTokens: orders.totalTokens, isManual: orders.isManual, isFree: orders.isFree })
    .from(orders)
    .where(eq(orders.userId, profileId))
    .orderBy(asc(orders.createdAt));

  const lines = myOrders.length
    ? await db
        .select({
          orderId: orderItems.orderId,
          product: products.name,
          quantity: orderItems.quantity,
          tokenPrice: orderItems.tokenPrice,
          day: orderItems.day,
          loungeId: orderItems.loungeId,
          deliveredAt: orderItems.deliveredAt,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(eq(orders.userId, profileId))
        .orderBy(asc(orders.createdAt), asc(orderItems.id))
    : [];

  const ledger = await db
    .select({ id: tokenLedger.id, createdAt: tokenLedger.createdAt, kind: tokenLedger.kind, delta: tokenLedger.delta, orderId: tokenLedger.orderId, paymentId: tokenLedger.paymentId, loungeId: tokenLedger.loungeId, note: tokenLedger.note })
    .from(tokenLedger)
    .where(eq(tokenLedger.userId, profileId))
    .orderBy(asc(tokenLedger.id));

  const myPayments = await db
    .select({ id: payments.id, createdAt: payments.createdAt, paidAt: payments.paidAt, packageId: payments.packageId, tokens: payments.tokens, amountCents: payments.amountCents, currency: payments.currency, provider: payments.provider, status: payments.status })
    .from(payments)
    .where(eq(payments.userId, profileId))
    .orderBy(asc(payments.createdAt));

  // Their choices for leftover tokens, and each refund a payout made (docs/decisions/040-payouts.md).
  const myPayouts = await db
    .select({ id: payouts.id, createdAt: payouts.createdAt, choice: payouts.choice, tokens: payouts.tokens, feeTokens: payouts.feeTokens, manualTokens: payouts.manualTokens, manualCents: payouts.manualCents })
    .from(payouts)
    .where(eq(payouts.userId, profileId))
    .orderBy(asc(payouts.createdAt));
  const refunds = await db
    .select({ payoutId: payoutRefunds.payoutId, paymentId: payoutRefunds.paymentId, tokens: payoutRefunds.tokens, amountCents: payoutRefunds.amountCents, currency: payoutRefunds.currency, status: payoutRefunds.status, refundedAt: payoutRefunds.refundedAt })
    .from(payoutRefunds)
    .innerJoin(payouts, eq(payouts.id, payoutRefunds.payoutId))
    .where(eq(payouts.userId, profileId))
    .orderBy(asc(payoutRefunds.payoutId), asc(payoutRefunds.position));

  // The payload is left out: it may hold a reset link, a credential rather than a fact about the person.
  const myMails = await db
    .select({ kind: mails.kind, subject: mails.subject, status: mails.status, createdAt: mails.createdAt, sentAt: mails.sentAt })
    .from(mails)
    .where(or(eq(mails.profileId, profileId), eq(mails.recipient, profile.email)))
    .orderBy(asc(mails.createdAt));

  const events = await db
    .select({ kind: securityEvents.kind, createdAt: securityEvents.createdAt, ipAddress: securityEvents.ipAddress, detail: securityEvents.detail })
    .from(securityEvents)
    .where(eq(securityEvents.userId, profileId))
    .orderBy(asc(securityEvents.id));

  let balance = 0;
  return {
    profile: { ...profile, createdAt: iso(profile.createdAt) },
    lounges: myLounges.map((l) => ({ ...l, joinedAt: iso(l.joinedAt) })),
    orders: myOrders.map((o) => ({ ...o, createdAt: iso(o.createdAt), lines: lines.filter((l) => l.orderId === o.id).map(({ orderId: _, ...l }) => ({ ...l, deliveredAt: iso(l.deliveredAt) })) })),
    tokenStatement: ledger.map((row) => ({ ...row, createdAt: iso(row.createdAt), balanceAfter: (balance += row.delta) })),
    payments: myPayments.map((p) => ({ ...p, createdAt: iso(p.createdAt), paidAt: iso(p.paidAt) })),
    payouts: myPayouts.map((p) => ({
      ...p,
      createdAt: iso(p.createdAt),
      refunds: refunds.filter((r) => r.payoutId === p.id).map(({ payoutId: _, ...r }) => ({ ...r, refundedAt: iso(r.refundedAt) })),
    })),
    mails: myMails.map((m) => ({ ...m, createdAt: iso(m.createdAt), sentAt: iso(m.sentAt) })),
    securityEvents: events.map((e) => ({ ...e, createdAt: iso(e.createdAt) })),
  };
}

export type PersonalData = NonNullable<Awaited<ReturnType<typeof readPersonalData>>>;

export async function insertExport(db: Queryable, values: { profileId: string; tokenHash: string; ttlMs: number }) {
  const [row] = await db
    .insert(dataExports)
    .values({ profileId: values.profileId, tokenHash: values.tokenHash, expiresAt: sql`now() + ${`${values.ttlMs} milliseconds`}::interval` })
    .returning({ id: dataExports.id, status: dataExports.status, expiresAt: dataExports.expiresAt });
  return row!;
}

/** One export of one person: another's id answers nothing, as an unknown one does. */
export async function findExport(db: Queryable, profileId: string, id: string) {
  const [row] = await db
    .select({ id: dataExports.id, status: dataExports.status, expiresAt: dataExports.expiresAt, readyAt: dataExports.readyAt })
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.profileId, profileId), sql`${dataExports.expiresAt} > now()`));
  return row ?? null;
}

/** Claims up to `limit` due exports for this worker (outbox.ts); an expired one is left to be deleted. */
export async function claimDueExports(tx: Tx, options: { limit: number; leaseMs: number }) {
  return claimDue(tx, dataExports, { working: 'preparing', ...options, where: sql`expires_at > now()` });
}

export async function markExportReady(db: Queryable, id: string, archive: Buffer) {
  await settle(db, dataExports, id, 'preparing', { status: 'ready', archive, readyAt: sql`now()`, lockedUntil: null, lastError: null });
}

export async function markExportFailed(db: Queryable, id: string, error: string, retryInMs: number | null) {
  await settle(db, dataExports, id, 'preparing', failedAttempt(error, retryInMs));
}

/**
 * The one download: in one statement, the archive of a ready, unexpired export of this person whose token hash
 * matches is taken and the row marked downloaded, so two requests with the same link get it once between them.
 */
export async function takeArchive(db: Queryable, values: { id: string; profileId: string; tokenHash: string }) {
  const taken = await db.execute<{ archive: Buffer | Uint8Array }>(sql`
    update ${dataExports} set status = 'downloaded', downloaded_at = now(), archive = null
    from (select id, archive as taken from ${dataExports}
          where id = ${values.id} and profile_id = ${values.profileId} and token_hash = ${values.tokenHash}
            and status = 'ready' and expires_at > now()
          for update) as ready
    where ${dataExports.id} = ready.id
    returning ready.taken as archive`);
  const [row] = rowsOf<{ archive: Buffer | Uint8Array }>(taken);
  return row ? Buffer.from(row.archive) : null;
}

/** Expired exports go, with their archives: a link past its time leads nowhere anyway. */
export async function deleteExpiredExports(db: Queryable) {
  await db.delete(dataExports).where(lt(dataExports.expiresAt, sql`now()`));
}

/** The person's exports not yet downloaded: a new request replaces them (one link at a time). */
export async function dropUnfinishedExports(tx: Tx, profileId: string) {
  await tx.delete(dataExports).where(and(eq(dataExports.profileId, profileId), ne(dataExports.status, 'downloaded')));
}
