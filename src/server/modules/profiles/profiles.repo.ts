import { and, eq, exists, gt } from 'drizzle-orm';
import type { Language } from '#shared/constants.ts';
import type { Queryable, Tx } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/db-errors.ts';
import { ROW_LOCK } from '#server/db/transaction.ts';
import { orders, payments, profiles, tokenLedger } from '#server/db/schema/index.ts';

export type ProfileRow = typeof profiles.$inferSelect;

export async function findProfile(db: Queryable, id: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}

export async function findProfileByEmail(db: Queryable, email: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.email, email));
  return row;
}

/** The profile's row lock, first in the lock order (db/transaction.ts): its balance holds until commit. */
export async function lockProfile(tx: Tx, id: string): Promise<ProfileRow | undefined> {
  const [row] = await tx.select().from(profiles).where(eq(profiles.id, id)).for(ROW_LOCK);
  return row;
}

export async function readBalance(db: Queryable, id: string): Promise<number | undefined> {
  const [row] = await db.select({ tokenBalance: profiles.tokenBalance }).from(profiles).where(eq(profiles.id, id));
  return row?.tokenBalance;
}

export const emailExists = async (db: Queryable, email: string) => (await findProfileByEmail(db, email)) !== undefined;

/** Inserts a profile; null when the e-mail is taken, also by a registration committed a moment ago. */
export async function insertProfile(tx: Tx, values: typeof profiles.$inferInsert): Promise<ProfileRow | null> {
  try {
    const [row] = await tx.insert(profiles).values(values).returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error, 'profiles_email_key')) return null;
    throw error;
  }
}

export async function updateProfile(
  tx: Tx,
  id: string,
  values: Partial<Pick<ProfileRow, 'passwordHash' | 'mustChangePassword' | 'status' | 'role'>>,
): Promise<ProfileRow> {
  const [row] = await tx
    .update(profiles)
    .set(values)
    .where(eq(profiles.id, id))
    .returning();
  return row!;
}

export async function deleteProfile(tx: Tx, id: string) {
  await tx.delete(profiles).where(eq(profiles.id, id));
}

/** Whether anything that must outlive the profile (tokens, orders, payments) refers to it. */
export async function hasHistory(tx: Tx, userId: string) {
  const [row] = await tx
    .select({
      ledger: exists(tx.select().from(tokenLedger).where(eq(tokenLedger.userId, userId))),
      orders: exists(tx.select().from(orders).where(eq(orders.userId, userId))),
      payments: exists(tx.select().from(payments).where(eq(payments.userId, userId))),
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return Boolean(row && (row.ledger || row.orders || row.payments));
}

/** Who gets a reminder: active guests with tokens left who did not turn reminders off (by id, so concurrent senders insert alike). */
export async function listReminderRecipients(db: Queryable) {
  return db
    .select({ id: profiles.id, email: profiles.email, tokenBalance: profiles.tokenBalance })
    .from(profiles)
    .where(and(eq(profiles.role, 'user'), eq(profiles.status, 'active'), gt(profiles.tokenBalance, 0), eq(profiles.remindersOptOut, false)))
    .orderBy(profiles.id);
}

export async function setRemindersOptOut(db: Queryable, id: string, optOut: boolean) {
  const [row] = await db.update(profiles).set({ remindersOptOut: optOut }).where(eq(profiles.id, id)).returning({ remindersOptOut: profiles.remindersOptOut });
  return row;
}

/** The language the person's mails are written in; false when there is no such profile. */
export async function setLanguage(db: Queryable, id: string, language: Language): Promise<boolean> {
  const rows = await db.update(profiles).set({ language }).where(eq(profiles.id, id)).returning({ id: profiles.id });
  return rows.length > 0;
}
