import { sql } from 'drizzle-orm';
import type { LiveEvent } from '#shared/live-events.ts';
import type { Queryable } from './client.ts';

/** The one NOTIFY channel of the live updates (decision 021). */
export const LIVE_CHANNEL = 'lounge_live';

/**
 * Announces a change to every instance. Called inside the transaction of the change: PostgreSQL delivers
 * a NOTIFY only when that transaction commits, so a change rolled back (or a retried attempt,
 * decision 013) announces nothing, and listeners never hear of a change before it is visible.
 */
export async function notifyLive(tx: Queryable, event: LiveEvent) {
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`);
}
