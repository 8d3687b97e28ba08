import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { FESTIVAL_TIME_ZONE } from '#shared/festival-time.ts';

/** Text searched for as it is: LIKE's own characters (% _ \) match themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Rows whose time falls on the days `from` to `to` (YYYY-MM-DD, both included) as the festival's time zone counts
 * them, so a day on screen is the day the shop's people lived through, whatever zone the server runs in.
 */
export function onFestivalDays(column: AnyColumn, from: string | undefined, to: string | undefined): SQL | undefined {
  return and(
    from ? sql`${column} >= (${from}::date)::timestamp at time zone ${FESTIVAL_TIME_ZONE}` : undefined,
    to ? sql`${column} < (${to}::date + 1)::timestamp at time zone ${FESTIVAL_TIME_ZONE}` : undefined,
  );
}
