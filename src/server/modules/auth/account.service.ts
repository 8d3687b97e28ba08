import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError, badRequest, unauthorized } from '#server/http/errors.ts';
import { findProfileByEmail, type ProfileRow, updateProfile } from '#server/modules/profiles/index.ts';
import type { LoginThrottle } from '#server/auth/login-throttle.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '#server/crypto/passwords.ts';
import { requireStrongPassword } from '#server/auth/password-policy.ts';
import { createSession, deleteOtherSessions } from '#server/auth/sessions.repo.ts';
import { localized } from '#shared/localized.ts';
import { expireResetTokens } from './password-reset.repo.ts';

const accountLocked = (lockedMs: number) => {
  const retryAfterSeconds = Math.ceil(lockedMs / 1000);
  return new AppError(429, ERROR_CODES.accountLocked, localized('accountLocked', { minutes: Math.ceil(retryAfterSeconds / 60) }), { retryAfterSeconds });
};

/** Checks e-mail and password, counting failures per account (login-throttle.ts). */
export async function signIn(db: Db, throttle: LoginThrottle, email: string, password: string): Promise<ProfileRow> {
  const lockedMs = await throttle.lockedFor(email);
  if (lockedMs > 0) throw accountLocked(lockedMs);
  const profile = await findProfileByEmail(db, email);
  // Verify against a dummy hash for unknown e-mails so timing does not reveal which exist.
  const valid = await verifyPassword(profile?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!profile || !valid) {
    await throttle.recordFailure(email);
    throw unauthorized(msg.invalidCredentials);
  }
  await throttle.clear(email);
  return profile;
}

/**
 * A new password ends every session of the account, this one included, and returns the token of the
 * session that replaces this one: whoever had stolen the old cookie loses it too. It also ends every reset link
 * still open, so a link mailed before the change cannot set another password. A password of one's own opens the
 * back office to an account whose password the server had generated. The new password meets the rule of the
 * account's role (docs/decisions/036).
 */
export async function changePassword(db: Db, profile: ProfileRow, currentPassword: string, newPassword: string): Promise<string> {
  if (!(await verifyPassword(profile.passwordHash, currentPassword))) {
    throw badRequest(msg.currentPasswordWrong, ERROR_CODES.currentPasswordWrong, { field: 'currentPassword' });
  }
  await requireStrongPassword(newPassword, profile, 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  return inTransaction(db, async (tx) => {
    await updateProfile(tx, profile.id, { passwordHash, mustChangePassword: false });
    await expireResetTokens(tx, profile.id);
    await deleteOtherSessions(tx, profile.id);
    return createSession(tx, profile.id);
  });
}
