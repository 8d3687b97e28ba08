import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { badRequest } from '#server/http/errors.ts';
import { enqueueMail } from '#server/modules/mail/index.ts';
import { queueSecurityMail } from '#server/modules/second-factor/index.ts';
import { findProfile, findProfileByEmail, lockProfile, type ProfileRow, updateProfile } from '#server/modules/profiles/index.ts';
import { consumeResetToken, countResetTokensWithin, expireResetTokens, findResetTokenUser, insertResetToken } from './password-reset.repo.ts';
import { hashPassword } from '#server/crypto/passwords.ts';
import { requireStrongPassword } from '#server/auth/password-policy.ts';
import { deleteOtherSessions } from '#server/auth/sessions.repo.ts';
import { hashToken, newSecretToken } from '#server/auth/tokens.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Reset mails one mailbox may be sent on request within RESET_MAIL_WINDOW_MS, whoever asks from wherever
 * (docs/decisions/034): each mail is a reset token row, so the rows are the count, shared by every instance.
 */
export const RESET_MAILS_PER_WINDOW = 3;
export const RESET_MAIL_WINDOW_MS = 60 * 60 * 1000;

/**
 * Makes a single-use reset token for the profile and queues the mail that carries its link, in the caller's
 * transaction; returns the queued mail's id.
 */
export async function queuePasswordResetMail(tx: Tx, publicUrl: string, profile: Pick<ProfileRow, 'id' | 'email'>): Promise<string[]> {
  const token = newSecretToken();
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await insertResetToken(tx, { tokenHash: hashToken(token), userId: profile.id, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
  return enqueueMail(tx, { kind: 'password_reset', to: profile.email, profileId: profile.id, payload: { link } });
}

/**
 * A guest's "forgot password": queues the reset mail when the e-mail belongs to an account that has not had
 * RESET_MAILS_PER_WINDOW of them within the window; returns the queued mail's id (none otherwise). Callers answer
 * the same either way, so the endpoint reveals neither which e-mails are registered nor that the limit was met.
 */
export async function requestPasswordReset(db: Db, publicUrl: string, email: string): Promise<string[]> {
  const profile = await findProfileByEmail(db, email);
  if (!profile) return [];
  return inTransaction(db, async (tx) => {
    // Requests for one account at once, on any instance, wait for each other here and so count each other's mail.
    // (An application rejected meanwhile has no account left to mail.)
    if (!(await lockProfile(tx, profile.id))) return [];
    if ((await countResetTokensWithin(tx, profile.id, RESET_MAIL_WINDOW_MS)) >= RESET_MAILS_PER_WINDOW) return [];
    return queuePasswordResetMail(tx, publicUrl, profile);
  });
}

const resetInvalid = () => badRequest(msg.resetInvalid, ERROR_CODES.resetTokenInvalid);

/**
 * Consumes the token (once, before its expiry), sets the password (one the person chose, so a generated one no
 * longer has to be changed), ends the user's other reset links and every session; returns the changed profile. The
 * password meets the rule of the account's role (docs/decisions/036), checked before the token is spent, so a
 * refused password leaves the link working for another try.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<{ profile: ProfileRow; mailIds: string[] }> {
  const tokenHash = hashToken(token);
  const ownerId = await findResetTokenUser(db, tokenHash);
  const owner = ownerId && (await findProfile(db, ownerId));
  if (!owner) throw resetInvalid();
  await requireStrongPassword(password, owner, 'password');
  const passwordHash = await hashPassword(password);
  return inTransaction(db, async (tx) => {
    // Used or expired since it was read: refused like any spent link.
    const userId = await consumeResetToken(tx, tokenHash);
    if (!userId) throw resetInvalid();
    const profile = await updateProfile(tx, userId, { passwordHash, mustChangePassword: false });
    await expireResetTokens(tx, userId);
    await deleteOtherSessions(tx, userId);
    return { profile, mailIds: await queueSecurityMail(tx, profile, 'password_changed') };
  });
}
