import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { badRequest } from '#server/http/errors.ts';
import { enqueueMail, type MailQueue } from '#server/modules/mail/index.ts';
import { findProfileByEmail, updateProfile } from '#server/modules/profiles/index.ts';
import { consumeResetToken, insertResetToken } from './password-reset.repo.ts';
import { hashPassword } from '#server/crypto/passwords.ts';
import { deleteOtherSessions } from '#server/auth/sessions.repo.ts';
import { hashToken, newSecretToken } from '#server/auth/tokens.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Creates a single-use reset token when the e-mail belongs to an account and queues the mail that carries its
 * link, in one transaction; returns the queued mail's id (none for an unknown e-mail). Callers answer the same
 * either way, so the endpoint does not reveal which e-mails are registered.
 */
export async function requestPasswordReset(db: Db, publicUrl: string, email: string): Promise<string[]> {
  const profile = await findProfileByEmail(db, email);
  if (!profile) return [];
  const token = newSecretToken();
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return inTransaction(db, async (tx) => {
    await insertResetToken(tx, { tokenHash: hashToken(token), userId: profile.id, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
    return enqueueMail(tx, { kind: 'password_reset', to: profile.email, profileId: profile.id, payload: { link } });
  });
}

/** Queues the reset mail and sends it at once, waiting for delivery (the admin's action reports a failure). */
export async function sendPasswordReset(db: Db, queue: MailQueue, publicUrl: string, email: string) {
  const ids = await requestPasswordReset(db, publicUrl, email);
  if (!ids.length) return false;
  if (!(await queue.deliverNow(ids))) throw new Error('password reset mail not sent');
  return true;
}

/**
 * Consumes the token (once, before its expiry), sets the password (one the person chose, so a generated one no
 * longer has to be changed) and ends every session of the user; returns the e-mail.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<string> {
  const passwordHash = await hashPassword(password);
  return inTransaction(db, async (tx) => {
    const userId = await consumeResetToken(tx, hashToken(token));
    if (!userId) throw badRequest(msg.resetInvalid, ERROR_CODES.resetTokenInvalid);
    const profile = await updateProfile(tx, userId, { passwordHash, mustChangePassword: false });
    await deleteOtherSessions(tx, userId);
    return profile.email;
  });
}
