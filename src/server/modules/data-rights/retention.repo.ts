import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client.ts';
import { shopSettings } from '#server/db/schema/index.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Guests the retention rule anonymises (docs/decisions/048): role `user`, not deleted, a balance of 0, no pending
 * order, and nothing done for `months` months. Activity is the latest of: the account's creation, a session's
 * last request, an order, a token movement, a payment, a security event (every sign-in writes one).
 */
const inactiveGuests = (months: number) => sql`
  from profiles p
  where p.role = 'user' and p.status <> 'deleted' and p.token_balance = 0
    and not exists (select 1 from orders o where o.user_id = p.id and o.status = 'pending')
    and greatest(
      p.created_at,
      (select max(s.last_seen_at) from sessions s where s.user_id = p.id),
      (select max(o.created_at) from orders o where o.user_id = p.id),
      (select max(l.created_at) from token_ledger l where l.user_id = p.id),
      (select max(y.created_at) from payments y where y.user_id = p.id),
      (select max(e.created_at) from security_events e where e.user_id = p.id)
    ) < now() - make_interval(months => ${months}::int)`;

export async function countInactiveGuests(db: Queryable, months: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n ${inactiveGuests(months)}`));
  return row?.n ?? 0;
}

export async function inactiveGuestIds(db: Queryable, months: number): Promise<string[]> {
  return rowsOf<{ id: string }>(await db.execute(sql`select p.id ${inactiveGuests(months)} order by p.id`)).map((r) => r.id);
}

/** Whether one guest still meets the rule (read again under the profile's lock before the erasure). */
export async function isInactiveGuest(db: Queryable, profileId: string, months: number): Promise<boolean> {
  return rowsOf(await db.execute(sql`select 1 ${inactiveGuests(months)} and p.id = ${profileId}`)).length > 0;
}

export async function readRetentionMonths(db: Queryable): Promise<number | null> {
  const [row] = await db.select({ months: shopSettings.retentionMonths }).from(shopSettings).where(eq(shopSettings.id, 1));
  return row?.months ?? null;
}

export async function saveRetentionMonths(db: Queryable, months: number | null) {
  await db.update(shopSettings).set({ retentionMonths: months, updatedAt: new Date() }).where(eq(shopSettings.id, 1));
}
