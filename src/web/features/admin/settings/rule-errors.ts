import { msg } from '#shared/messages.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/*
 * The settings form checks its fields with the shared schema (src/shared/schemas/admin-settings.ts), whose texts
 * are the spec's English ones; the form shows them in the person's language. A text this table does not know
 * (a library's own wording, or one the server sent) stays as it came.
 */
const RULE_KEYS = [
  'invalidDeadline',
  'invalidEmail',
  'packageCount',
  'packageIdInvalid',
  'packageIdsUnique',
  'packageTokensInvalid',
  'packagePriceInvalid',
  'onePopularPackage',
] as const;
const keyOfText = new Map<string, string>(RULE_KEYS.map((key) => [msg[key], key]));

/** A field's (or the package list's) error in the active language. */
export function ruleError(error: string | undefined): string | undefined {
  if (error === undefined) return undefined;
  const key = keyOfText.get(error);
  return key ? t(key) : error;
}
