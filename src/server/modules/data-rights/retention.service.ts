import type { Db } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError } from '#server/http/errors.ts';
import { writeAudit } from '#server/modules/audit/index.ts';
import { lockProfile } from '#server/modules/profiles/index.ts';
import { eraseAccount } from './erasure.service.ts';
import { countInactiveGuests, inactiveGuestIds, isInactiveGuest, readRetentionMonths, saveRetentionMonths } from './retention.repo.ts';

/**
 * The retention rule (docs/decisions/048): guests inactive for the set number of months, with nothing left to
 * spend, are anonymised by the erasure of docs/decisions/041, one transaction each. Each erasure checks its
 * conditions again under the profile's lock (a guest who ordered since the list was read is refused and kept), so
 * two instances running it at once erase each guest once and leave the others alone. Off (null) does nothing.
 */
export async function runRetention(db: Db): Promise<{ erased: number }> {
  const months = await readRetentionMonths(db);
  if (months === null) return { erased: 0 };
  let erased = 0;
  for (const profileId of await inactiveGuestIds(db, months)) {
    try {
      await inTransaction(db, async (tx) => {
        // Still inactive under the lock? A guest who came back since the list was read is kept.
        await lockProfile(tx, profileId);
        if (!(await isInactiveGuest(tx, profileId, months))) return;
        await eraseAccount(tx, { profileId, actorId: null, by: 'retention', giveUpTokens: false });
        erased += 1;
      });
    } catch (error) {
      // Another instance erased it first (404), or it gained tokens or a pending order (409): left for the next run.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return { erased };
}

/** The back office's view: the setting and how many guests it would anonymise now (the dry run). */
export async function retentionOverview(db: Db) {
  const retentionMonths = await readRetentionMonths(db);
  return { retentionMonths, wouldAnonymise: retentionMonths === null ? 0 : await countInactiveGuests(db, retentionMonths) };
}

/** A dry run for a number of months not saved yet. */
export const retentionPreview = async (db: Db, months: number) => ({ wouldAnonymise: await countInactiveGuests(db, months) });

export async function setRetention(db: Db, actorId: string, retentionMonths: number | null) {
  await inTransaction(db, async (tx) => {
    const before = await readRetentionMonths(tx);
    await saveRetentionMonths(tx, retentionMonths);
    await writeAudit(tx, { actorId, action: 'settings.retention', entity: 'shop_settings', entityId: '1', before: { retentionMonths: before }, after: { retentionMonths } });
  });
  return retentionOverview(db);
}
