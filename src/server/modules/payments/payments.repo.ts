import { and, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '#server/db/client.ts';
import { ROW_LOCK } from '#server/db/transaction.ts';
import { paymentEvents, payments } from '#server/db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(db: Queryable, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function setProviderSession(db: Queryable, paymentId: string, providerSessionId: string) {
  await db.update(payments).set({ providerSessionId }).where(eq(payments.id, paymentId));
}

export async function findPayment(db: Queryable, paymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}

export async function findUserPayment(db: Queryable, userId: string, paymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  return row;
}

/** Row lock: concurrent fulfilments of one payment queue here and see each other's result. */
export async function lockPayment(tx: Tx, paymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for(ROW_LOCK);
  return row;
}

export async function markPaid(tx: Tx, paymentId: string) {
  await tx.update(payments).set({ status: 'paid', paidAt: sql`now()` }).where(eq(payments.id, paymentId));
}

export async function markCanceled(db: Queryable, paymentId: string) {
  await db.update(payments).set({ status: 'canceled' }).where(eq(payments.id, paymentId));
}

/** False when the event id was already recorded: a repeated delivery. */
export async function recordEvent(tx: Tx, event: { eventId: string; type: string; paymentId: string }) {
  const inserted = await tx
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing({ target: paymentEvents.eventId })
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}
