import { msg } from '#shared/messages.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/*
 * The forms check their fields with the shared zod schemas (src/shared/schemas), whose texts are the spec's
 * English ones; a field shows them in the person's language. Only forms import this (lazy chunks), so the text
 * table stays out of the shop's first visit.
 */
const FIELD_RULE_KEYS = [
  'invalidEmail',
  'passwordTooShort',
  'passwordTooLong',
  'passwordTooCommon',
  'bookingNumberRequired',
  'enterBookingNumber',
  'passwordsMismatch',
  'newPasswordsMismatch',
  'newPasswordTooShort',
  'currentPasswordRequired',
] as const;
const keyOfText = new Map<string, string>(FIELD_RULE_KEYS.map((key) => [msg[key], key]));

/** A field's error in the active language; a text this table does not know stays as it came. */
export function localizeFieldError(error: string): string {
  const key = keyOfText.get(error);
  return key ? t(key) : error;
}
