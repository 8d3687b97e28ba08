import { ERROR_CODES } from '#shared/api-error.ts';
import { loungeLabel, type Language } from '#shared/constants.ts';
import { editionDays } from '#shared/edition-days.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError, conflict } from '#server/http/errors.ts';
import { step } from '#server/http/step.ts';
import { hashPassword } from '#server/crypto/passwords.ts';
import { requireStrongPassword } from '#server/auth/password-policy.ts';
import { claimLounges, describeClaimed, lockLoungesWithBooking } from '#server/modules/lounges/index.ts';
import { writableCurrentEdition } from '#server/modules/editions/index.ts';
import { createProfile, emailExists, findProfile, insertProfile } from '#server/modules/profiles/index.ts';
import { queueWelcomeMail } from '#server/modules/mail/index.ts';
const emailTaken = () => conflict(msg.emailAlreadyRegistered, ERROR_CODES.emailTaken);

/**
 * Registration with a booking number (docs/product.md#registration-is-atomic), all in one transaction: lock the
 * unoccupied lounges carrying the number, create the active profile, assign it and grant their tokens once. Of two
 * guests racing for one booking, the second finds the lounges occupied once the first commits. A failing step is
 * reported in the product's words (docs/product.md#messages) and undoes the whole registration.
 */
export async function registerWithBooking(db: Db, input: { email: string; password: string; bookingNumber: string; language: Language }) {
  await requireStrongPassword(input.password, { role: 'user', email: input.email }, 'password');
  const passwordHash = await hashPassword(input.password);
  return inTransaction(db, async (tx) => {
    const edition = await writableCurrentEdition(tx);
    const available = await step(msg.registrationFailed, () =>
      lockLoungesWithBooking(tx, edition.id, input.bookingNumber, { unoccupiedOnly: true }),
    );
    if (available.length === 0) throw new AppError(400, ERROR_CODES.bookingInvalid, msg.invalidBooking);
    if (available.some((l) => l.tokensTransferred)) {
      throw conflict(msg.bookingAlreadyTransferred, ERROR_CODES.bookingTransferred);
    }
    if (await step(msg.checkExistingProfileFailed, () => emailExists(tx, input.email))) throw emailTaken();
    const created = await step(msg.createProfileFailed, () =>
      insertProfile(tx, {
        email: input.email,
        passwordHash,
        role: 'user',
        status: 'active',
        bookingNumber: input.bookingNumber,
        loungeId: available[0]!.id,
        language: input.language,
      }),
    );
    if (!created) throw emailTaken();
    // The grant is the profile's balance: its failure is "Failed to update profile" here.
    const tokensGranted = await claimLounges(tx, created.id, available, { failures: { grant: msg.updateProfileFailed } });
    const profile = await step(msg.registrationFailed, () => findProfile(tx, created.id));
    const claimed = describeClaimed(available);
    await queueWelcomeMail(tx, profile!, claimed, editionDays(edition.festivalStart), tokensGranted, profile!.tokenBalance);
    return {
      profile: profile!,
      lounges: claimed,
      tokensGranted,
      message: msg.registrationSuccess({ lounges: claimed.map(loungeLabel).join(', '), tokens: tokensGranted }),
    };
  });
}

/** An application (docs/product.md#applications): an inactive profile with no tokens, waiting for an admin. */
export async function submitApplication(db: Db, input: { email: string; password: string; bookingNumber?: string; language: Language }) {
  await requireStrongPassword(input.password, { role: 'user', email: input.email }, 'password');
  const passwordHash = await hashPassword(input.password);
  return inTransaction(db, (tx) =>
    createProfile(tx, {
      email: input.email,
      passwordHash,
      role: 'user',
      status: 'inactive',
      bookingNumber: input.bookingNumber || null,
      language: input.language,
    }),
  );
}
