import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import type { Tx } from '#server/db/client.ts';
import type { profiles } from '#server/db/schema/index.ts';
import { conflict } from '#server/http/errors.ts';
import { emailExists, insertProfile, type ProfileRow } from './profiles.repo.ts';

/** A new account (registration, application, or an admin's Create User); refused when the e-mail is taken. */
export async function createProfile(tx: Tx, values: typeof profiles.$inferInsert): Promise<ProfileRow> {
  const taken = () => conflict(msg.emailAlreadyRegistered, ERROR_CODES.emailTaken);
  if (await emailExists(tx, values.email)) throw taken();
  const row = await insertProfile(tx, values);
  if (!row) throw taken();
  return row;
}
