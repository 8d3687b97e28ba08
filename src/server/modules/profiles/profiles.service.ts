import { ERROR_CODES } from '#shared/api-error.ts';
import type { Language } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import type { Queryable, Tx } from '#server/db/client.ts';
import type { profiles } from '#server/db/schema/index.ts';
import { conflict, unauthorized } from '#server/http/errors.ts';
import { emailExists, insertProfile, setLanguage, type ProfileRow } from './profiles.repo.ts';

/** A new account (registration, application, or an admin's Create User); refused when the e-mail is taken. */
export async function createProfile(tx: Tx, values: typeof profiles.$inferInsert): Promise<ProfileRow> {
  const taken = () => conflict(msg.emailAlreadyRegistered, ERROR_CODES.emailTaken);
  if (await emailExists(tx, values.email)) throw taken();
  const row = await insertProfile(tx, values);
  if (!row) throw taken();
  return row;
}

/** The person's language, for the shop and their mails; a profile deleted since the session was read is signed out. */
export async function changeLanguage(db: Queryable, profileId: string, language: Language): Promise<void> {
  if (!(await setLanguage(db, profileId, language))) throw unauthorized();
}
