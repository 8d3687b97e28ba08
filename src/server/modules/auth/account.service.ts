import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError, badRequest, unauthorized } from '#server/http/errors.ts';
import { findProfileByEmail, type ProfileRow, updateProfile } from '#server/modules/profiles/index.ts';
import type { LoginThrottle } from '#server/auth/login-throttle.ts';
import { knownDevice, type KnownDevice } from '#server/auth/device-cookie.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '#server/crypto/passwords.ts';
import { requireStrongPassword } from '#server/auth/password-policy.ts';
import { createSession, deleteOtherSessions, type SessionStart } from '#server/auth/sessions.repo.ts';
import { localized } from '#shared/localized.ts';
import { queueSecurityMail } from '#server/modules/second-factor/index.ts';
import { expireResetTokens } from './password-reset.repo.ts';

const accountLocked = (lockedMs: number) => {
  const retryAfterSeconds = Math.ceil(lockedMs / 1000);
  return new AppError(429, ERROR_CODES.accountLocked, localized('accountLocked', { minutes: Math.ceil(retryAfterSeconds / 60) }), { retryAfterSeconds });
};

/**
 * One attempt at an account's door, a password or a second factor, counted per account and per kind of browser
 * (auth/login-throttle.ts): a browser whose device cookie proves it signed in to this account before
 * (auth/device-cookie.ts) by its own count, every other browser by the account's count of unknown browsers. The
 * attempt is counted as it begins, so a failure stays counted; the caller forgives the failures of its kind with
 * `throttle.clear` once the whole sign-in has succeeded.
 */
export async function countedAttempt<T>(throttle: LoginThrottle, email: string, device: KnownDevice | undefined, attempt: () => Promise<T>): Promise<T> {
  const lockedMs = await throttle.attempt(email, device);
  if (lockedMs > 0) throw accountLocked(lockedMs);
  return attempt();
}

/** Checks e-mail and password as one counted attempt; answers the account and the browser's device, if known. */
export async function checkPassword(db: Db, throttle: LoginThrottle, email: string, password: string, deviceCookie: string | undefined) {
  const profile = await findProfileByEmail(db, email);
  const device = knownDevice(deviceCookie, profile);
  return countedAttempt(throttle, email, device, async () => {
    // Verify against a dummy hash for unknown e-mails so timing does not reveal which exist.
    const valid = await verifyPassword(profile?.passwordHash ?? (await dummyPasswordHash()), password);
    if (!profile || !valid) throw unauthorized(msg.invalidCredentials);
    return { profile, device };
  });
}

/**
 * A new password ends every session of the account, this one included, and returns the token of the
 * session that replaces this one: whoever had stolen the old cookie loses it too. It also ends every reset link
 * still open, so a link mailed before the change cannot set another password. A password of one's own opens the
 * back office to an account whose password the server had generated. The new password meets the rule of the
 * account's role (docs/decisions/036). Answers that token and the changed profile.
 */
export async function changePassword(
  db: Db,
  profile: ProfileRow,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
  start: SessionStart,
): Promise<{ sessionToken: string; profile: ProfileRow; mailIds: string[] }> {
  if (!(await verifyPassword(profile.passwordHash, currentPassword))) {
    throw badRequest(msg.currentPasswordWrong, ERROR_CODES.currentPasswordWrong, { field: 'currentPassword' });
  }
  await requireStrongPassword(newPassword, profile, 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  return inTransaction(db, async (tx) => {
    const changed = await updateProfile(tx, profile.id, { passwordHash, mustChangePassword: false });
    await expireResetTokens(tx, profile.id);
    await deleteOtherSessions(tx, profile.id);
    const mailIds = await queueSecurityMail(tx, changed, 'password_changed');
    return { sessionToken: await createSession(tx, profile.id, start), profile: changed, mailIds };
  });
}
