import { hashPassword } from '#server/crypto/passwords.ts';
import type { Db } from '#server/db/client.ts';
import { lounges, profiles } from '#server/db/schema/index.ts';
import type { LoungeDay } from '#shared/constants.ts';

export const GOOD_PASSWORD = 'correct-horse-42';
let hashed: Promise<string> | undefined;

export async function insertLounge(
  db: Db,
  values: Partial<typeof lounges.$inferInsert> & { bookingNumber?: string | null; day?: LoungeDay } = {},
) {
  const [row] = await db
    .insert(lounges)
    .values({ tableNumber: '1', category: 'VIP', day: 'Friday', minimumConsumptionTokens: 100, ...values })
    .returning();
  return row!;
}

/** A profile with the shared test password; balance stays 0 unless the test posts ledger rows. */
export async function insertProfile(db: Db, values: Partial<typeof profiles.$inferInsert> & { email: string }) {
  const [row] = await db
    .insert(profiles)
    .values({ passwordHash: await (hashed ??= hashPassword(GOOD_PASSWORD)), ...values })
    .returning();
  return row!;
}
