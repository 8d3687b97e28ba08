import { eq } from 'drizzle-orm';
import { FESTIVAL_TIME_ZONE } from '#shared/constants.ts';
import type { Db } from '#server/db/client.ts';
import { editions, orders, payoutWindows } from '#server/db/schema/index.ts';
import { insertPayment } from '#server/modules/payments/payments.repo.ts';
import { postLedgerEntry } from '#server/modules/tokens/index.ts';
import { currentEditionId, insertProfile } from './fixtures.ts';

/** A day from today in the festival's time zone, YYYY-MM-DD. */
export const dayFromToday = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: FESTIVAL_TIME_ZONE }).format(new Date(Date.now() + days * 86_400_000));

/** The current edition, closed (its festival over): what a payout window needs (docs/decisions/040-payouts.md). */
export async function closeCurrentEdition(db: Db) {
  const id = await currentEditionId(db);
  await db.update(editions).set({ state: 'closed', isCurrent: false }).where(eq(editions.id, id));
  return id;
}

/** A payout window on `editionId` written straight to the table (the admin's route is tested on its own). */
export async function insertPayoutWindow(db: Db, editionId: string, values: Partial<typeof payoutWindows.$inferInsert> = {}) {
  const [row] = await db.insert(payoutWindows).values({ editionId, lastDay: dayFromToday(30), minimumTokens: 1, cause: 'Rescue boats', ...values }).returning();
  return row!;
}

let paidAt = Date.now() - 1_000_000;

/**
 * A guest who bought `packages` (tokens each, 10 CHF a token) in that order, each credited with a purchase row, and
 * spent `spent` tokens on an order. Stripe payments get a checkout session `cs_<payment>`.
 */
export async function guestWithPayments(db: Db, email: string, packages: number[], spent: number, provider: 'demo' | 'stripe' = 'demo') {
  const editionId = await currentEditionId(db).catch(() => undefined);
  const guest = await insertProfile(db, { email });
  const bought = [];
  for (const tokens of packages) {
    const id = crypto.randomUUID();
    const payment = await insertPayment(db, {
      id,
      editionId: editionId ?? (await anyEdition(db)),
      userId: guest.id,
      packageId: `tokens-${tokens}`,
      tokens,
      amountCents: tokens * 1000,
      provider,
      providerSessionId: `cs_${id}`,
      status: 'paid',
      paidAt: new Date((paidAt += 1000)),
    });
    await db.transaction((tx) => postLedgerEntry(tx, { userId: guest.id, delta: tokens, kind: 'purchase', paymentId: payment.id }));
    bought.push(payment);
  }
  if (spent > 0) {
    const [order] = await db.insert(orders).values({ editionId: editionId ?? (await anyEdition(db)), userId: guest.id, totalTokens: spent }).returning();
    await db.transaction((tx) => postLedgerEntry(tx, { userId: guest.id, delta: -spent, kind: 'order', orderId: order!.id }));
  }
  return { guest, payments: bought };
}

async function anyEdition(db: Db) {
  const [row] = await db.select({ id: editions.id }).from(editions).limit(1);
  return row!.id;
}
