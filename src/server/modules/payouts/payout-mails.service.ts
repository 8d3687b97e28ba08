import type { Queryable } from '#server/db/client.ts';

/** The mail telling guests with tokens about a new payout window (docs/decisions/040-payouts.md): not built yet. */
export async function queuePayoutWindowMails(_tx: Queryable, _windowId: string): Promise<string[]> {
  return [];
}
