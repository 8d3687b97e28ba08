import { ERROR_CODES } from '#shared/api-error.ts';
import type { Role } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import { passwordStrength } from '#shared/password-strength.ts';
import { badRequest } from '#server/http/errors.ts';

/**
 * Refuses a new password for an account of `role` with `email` (docs/decisions/036): a staff or admin password
 * shorter than 8 characters, one on the common-password list, and one estimated at fewer than a million guesses.
 * Throws 400 naming `field`, the request's field that holds the password. The spec's 6-character minimum is the
 * request schema's, with its own text, before this runs.
 */
export async function requireStrongPassword(password: string, account: { role: Role; email: string }, field: string): Promise<void> {
  const { refusal } = await passwordStrength(password, account);
  if (!refusal) return;
  const text = refusal === 'tooShort' ? (account.role === 'user' ? msg.passwordTooShort : msg.staffPasswordTooShort) : msg.passwordTooGuessable;
  throw badRequest(text, ERROR_CODES.validation, { field });
}
