import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { badRequest } from '#server/http/errors.ts';
import type { MailMessage, Mailer } from '#server/mail/mailer.ts';
import { findProfileByEmail, updateProfile } from '#server/modules/profiles/profiles.repo.ts';
import { consumeResetToken, insertResetToken } from './password-reset.repo.ts';
import { hashPassword } from './passwords.ts';
import { deleteOtherSessions } from './sessions.repo.ts';
import { hashToken, newSecretToken } from './tokens.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Creates a single-use reset token when the e-mail belongs to an account and returns the mail that
 * carries its link (null for an unknown e-mail). Callers answer the same either way, so the endpoint
 * does not reveal which e-mails are registered.
 */
export async function preparePasswordReset(db: Db, publicUrl: string, email: string): Promise<MailMessage | null> {
  const profile = await findProfileByEmail(db, email);
  if (!profile) return null;
  const token = newSecretToken();
  await insertResetToken(db, { tokenHash: hashToken(token), userId: profile.id, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    to: email,
    subject: 'Reset your Lounge Pre-Order password',
    text: [
      'Someone asked to reset the password of your Lounge Pre-Order account.',
      '',
      `Open this link within one hour to choose a new password:\n${link}`,
      '',
      'If this was not you, ignore this e-mail; your password stays as it is.',
    ].join('\n'),
  };
}

/** Prepares and sends the reset mail, waiting for delivery (the admin's action reports a failure). */
export async function sendPasswordReset(db: Db, mailer: Mailer, publicUrl: string, email: string) {
  const mail = await preparePasswordReset(db, publicUrl, email);
  if (!mail) return false;
  await mailer.send(mail);
  return true;
}

/** Consumes the token (once, before its expiry), sets the password and ends every session of the user; returns the e-mail. */
export async function resetPassword(db: Db, token: string, password: string): Promise<string> {
  const passwordHash = await hashPassword(password);
  return inTransaction(db, async (tx) => {
    const userId = await consumeResetToken(tx, hashToken(token));
    if (!userId) throw badRequest(msg.resetInvalid, ERROR_CODES.resetTokenInvalid);
    const profile = await updateProfile(tx, userId, { passwordHash });
    await deleteOtherSessions(tx, userId);
    return profile.email;
  });
}
