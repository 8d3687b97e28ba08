import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError, badRequest, unauthorized } from '#server/http/errors.ts';
import { findProfileByEmail, type ProfileRow, updateProfile } from '#server/modules/profiles/index.ts';
import type { LoginThrottle } from '#server/auth/login-throttle.ts';
import { knownDevice } from '#server/auth/device-cookie.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '#server/crypto/passwords.ts';
import { createSession, deleteOtherSessions, type SessionStart } from '#server/auth/sessions.repo.ts';
import { localized } from '#shared/localized.ts';
import { expireResetTokens } from './password-reset.repo.ts';

const accountLocked = (lockedMs: number) => {
  const retryAfterSeconds = Math.ceil(lockedMs / 1000);
  return new AppError(429, ERROR_CODES.accountLocked, localized('accountLocked', { minutes: Math.ceil(retryAfterSeconds / 60) }), { retryAfterSeconds });
};

/**
 * Checks e-mail and password, counting failures per account and per kind of browser (auth/login-throttle.ts): a
 * browser whose device cookie proves it signed in to this account before (`deviceCookie`, auth/device-cookie.ts)
 * by its own count, every other browser by the account's count of unknown browsers. A success forgives the
 * failures of its kind.
 */
export async function signIn(db: Db, throttle: LoginThrottle, email: string, password: string, deviceCookie: string | undefined): Promise<ProfileRow> {
  const profile = await findProfileByEmail(db, email);
  const device = knownDevice(deviceCookie, profile);
  const lockedMs = await throttle.attempt(email, device);
  if (lockedMs > 0) throw accountLocked(lockedMs);
  // Verify against a dummy hash for unknown e-mails so timing does not reveal which exist.
  const valid = await verifyPassword(profile?.passwordHash ?? (await dummyPasswordHash()), password);
  // A failure stays counted: the attempt was counted when it began.
  if (!profile || !valid) throw unauthorized(msg.invalidCredentials);
  await throttle.clear(email, device);
  return profile;
}

/**
 * A new password ends every session of the account, this one included, and returns the token of the
 * session that replaces this one: whoever had stolen the old cookie loses it too. It also ends every reset link
 * still open, so a link mailed before the change cannot set another password. A password of one's own opens the
 * back office to an account whose password the server had generated. Answers that token and the changed profile.
 */
export async function changePassword(
  db: Db,
  profile: ProfileRow,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
  start: SessionStart,
): Promise<{ sessionToken: string; profile: ProfileRow }> {
  if (!(await verifyPassword(profile.passwordHash, currentPassword))) {
    throw badRequest(msg.currentPasswordWrong, ERROR_CODES.currentPasswordWrong, { field: 'currentPassword' });
  }
  const passwordHash = await hashPassword(newPassword);
  return inTransaction(db, async (tx) => {
    const changed = await updateProfile(tx, profile.id, { passwordHash, mustChangePassword: false });
    await expireResetTokens(tx, profile.id);
    await deleteOtherSessions(tx, profile.id);
    return { sessionToken: await createSession(tx, profile.id, start), profile: changed };
  });
}
