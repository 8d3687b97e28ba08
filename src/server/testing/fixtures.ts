import { randomUUID } from 'node:crypto';
import { hashPassword } from '#server/crypto/passwords.ts';
import type { Db } from '#server/db/client.ts';
import { eq } from 'drizzle-orm';
import { editions, lounges, profiles } from '#server/db/schema/index.ts';
import type { LoungeDay } from '#shared/constants.ts';
import { festivalStartAfter } from '#shared/edition-days.ts';
import { claimLounges } from '#server/modules/lounges/lounge-claims.service.ts';

export const GOOD_PASSWORD = 'correct-horse-42';
let hashed: Promise<string> | undefined;

/** The edition guests see: the migration makes one, and the tests' rows belong to it unless they say otherwise. */
export async function currentEditionId(db: Db): Promise<string> {
  const [row] = await db.select({ id: editions.id }).from(editions).where(eq(editions.isCurrent, true));
  return row!.id;
}

/** An edition being prepared, its pre-orders open for a month once it is opened, its festival right after. */
export async function insertEdition(db: Db, values: Partial<typeof editions.$inferInsert> = {}) {
  const preorderDeadline = values.preorderDeadline ?? new Date(Date.now() + 30 * 24 * 3_600_000);
  const [row] = await db
    .insert(editions)
    .values({
      name: `Festival ${crypto.randomUUID().slice(0, 8)}`,
      festivalStart: festivalStartAfter(preorderDeadline),
      preorderDeadline,
      contactEmail: 'orders@festival.example',
      ...values,
    })
    .returning();
  return row!;
}

export async function insertLounge(
  db: Db,
  values: Partial<typeof lounges.$inferInsert> & { bookingNumber?: string | null; day?: LoungeDay } = {},
) {
  const [row] = await db
    .insert(lounges)
    .values({ editionId: values.editionId ?? (await currentEditionId(db)), tableNumber: '1', category: 'VIP', day: 'Friday', minimumConsumptionTokens: 100, ...values })
    .returning();
  return row!;
}

/**
 * A new lounge claimed by `profileId` the way a guest claims one, its tokens (`minimumConsumptionTokens`) granted:
 * for tests that make their guests straight in the database.
 */
export async function insertClaimedLounge(db: Db, profileId: string, values: Parameters<typeof insertLounge>[1] = {}) {
  const lounge = await insertLounge(db, { bookingNumber: randomUUID(), tableNumber: randomUUID().slice(0, 6), ...values });
  await db.transaction(async (tx) => {
    const locked = await tx.select().from(lounges).where(eq(lounges.id, lounge.id)).for('update');
    await claimLounges(tx, profileId, locked);
  });
  return lounge;
}

/** A profile with the shared test password; balance stays 0 unless the test posts ledger rows. */
export async function insertProfile(db: Db, values: Partial<typeof profiles.$inferInsert> & { email: string }) {
  const [row] = await db
    .insert(profiles)
    .values({ passwordHash: await (hashed ??= hashPassword(GOOD_PASSWORD)), ...values })
    .returning();
  return row!;
}
