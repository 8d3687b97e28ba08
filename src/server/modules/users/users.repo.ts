import { and, asc, eq, exists } from 'drizzle-orm';
import type { Queryable, Tx } from '#server/db/client.ts';
import { orders, payments, profiles, tokenLedger } from '#server/db/schema/index.ts';

/** The 'Active Users' tab and the assign dialog: every active profile, admins included, by e-mail. */
export const listActiveUsers = (db: Queryable) =>
  db.select().from(profiles).where(eq(profiles.status, 'active')).orderBy(asc(profiles.email));

/** Applications are profiles with role user and status inactive (SPEC §4). */
export const listApplications = (db: Queryable) =>
  db
    .select()
    .from(profiles)
    .where(and(eq(profiles.role, 'user'), eq(profiles.status, 'inactive')))
    .orderBy(asc(profiles.createdAt), asc(profiles.email));

export async function findProfile(db: Queryable, id: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}

/** Row lock, so that concurrent admin edits of one profile queue instead of racing. */
export async function lockProfile(tx: Tx, id: string) {
  const [row] = await tx.select().from(profiles).where(eq(profiles.id, id)).for('update');
  return row;
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
