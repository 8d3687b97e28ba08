import { and, asc, eq } from 'drizzle-orm';
import { loungeLabel } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { lounges, profiles } from '#server/db/schema/index.ts';
import { AppError, conflict } from '#server/http/errors.ts';
import { isUniqueViolation } from '#server/http/db-errors.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { claimLounges } from '#server/modules/lounges/lounge-claims.ts';

export const REGISTRATION_ERRORS = {
  bookingInvalid: 'BOOKING_INVALID',
  bookingTransferred: 'BOOKING_TRANSFERRED',
  emailTaken: 'EMAIL_TAKEN',
} as const;

const emailTaken = () => conflict(msg.emailAlreadyRegistered, REGISTRATION_ERRORS.emailTaken);

export async function insertProfile(
  tx: Pick<Db, 'insert' | 'select'>,
  values: typeof profiles.$inferInsert,
): Promise<typeof profiles.$inferSelect> {
  const [existing] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, values.email));
  if (existing) throw emailTaken();
  try {
    const [row] = await tx.insert(profiles).values(values).returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error, 'profiles_email_key')) throw emailTaken();
    throw error;
  }
}

/**
 * Registration with a booking number (DESIGN §6.4), all in one transaction: lock the unoccupied
 * lounges carrying the number, create the active profile, assign it and grant their tokens once.
 * Of two guests racing for one booking, the second finds the lounges occupied once the first commits.
 */
export async function registerWithBooking(db: Db, input: { email: string; password: string; bookingNumber: string }) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const available = await tx
      .select()
      .from(lounges)
      .where(and(eq(lounges.bookingNumber, input.bookingNumber), eq(lounges.isOccupied, false)))
      .orderBy(asc(lounges.id))
      .for('update');
    if (available.length === 0) throw new AppError(400, REGISTRATION_ERRORS.bookingInvalid, msg.invalidBooking);
    if (available.some((l) => l.tokensTransferred)) {
      throw conflict(msg.bookingAlreadyTransferred, REGISTRATION_ERRORS.bookingTransferred);
    }
    const created = await insertProfile(tx, {
      email: input.email,
      passwordHash,
      role: 'user',
      status: 'active',
      bookingNumber: input.bookingNumber,
      loungeId: available[0]!.id,
    });
    const tokensGranted = await claimLounges(tx, created.id, available);
    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, created.id));
    const claimed = available
      .map((l) => ({ id: l.id, tableNumber: l.tableNumber, category: l.category, day: l.day }))
      .sort((a, b) => loungeLabel(a).localeCompare(loungeLabel(b), 'en', { numeric: true }));
    return {
      profile: profile!,
      lounges: claimed,
      tokensGranted,
      message: msg.registrationSuccess(claimed.map(loungeLabel).join(', '), tokensGranted),
    };
  });
}

/** An application (DESIGN §6.5): an inactive profile with no tokens, waiting for an admin. */
export async function submitApplication(db: Db, input: { email: string; password: string; bookingNumber?: string }) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction((tx) =>
    insertProfile(tx, {
      email: input.email,
      passwordHash,
      role: 'user',
      status: 'inactive',
      bookingNumber: input.bookingNumber || null,
    }),
  );
}
