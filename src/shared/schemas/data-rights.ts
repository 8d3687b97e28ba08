import { z } from 'zod';
import { PASSWORD_MAX } from '../constants.ts';
import { msg } from '../messages.ts';

/**
 * Deleting one's own account (docs/decisions/041): the password again, so that a session left open on a shared
 * computer cannot delete it, and the explicit giving-up of a balance above 0.
 */
export const deleteAccountBody = z.object({
  password: z.string().min(1, msg.passwordRequired).max(PASSWORD_MAX, msg.passwordTooLong),
  giveUpTokens: z.boolean().default(false),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;

/** An admin deleting a guest's account on the guest's request; the balance is given up only when said so. */
export const deleteGuestBody = z.object({ giveUpTokens: z.boolean().default(false) });
export type DeleteGuestBody = z.input<typeof deleteGuestBody>;
