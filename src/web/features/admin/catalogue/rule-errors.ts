import { msg } from '#shared/messages.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/*
 * The product and mix-drink forms check their fields with the shared schemas (src/shared/schemas), whose texts
 * are the spec's English ones; a field shows them in the person's language. A text this table does not know
 * (a library's own wording) stays as it came.
 */
const RULE_KEYS = [
  'productNameRequired',
  'invalidTokenPrice',
  'invalidMaxMixChoices',
  'invalidImageUrl',
  'mixDrinkNameRequired',
  'invalidStockQuantity',
  'invalidMaxPerGuest',
  'stockDayTwice',
] as const;
const keyOfText = new Map<string, string>(RULE_KEYS.map((key) => [msg[key], key]));

/** A field's error in the active language. */
export function ruleError(error: string | undefined): string | undefined {
  if (error === undefined) return undefined;
  const key = keyOfText.get(error);
  return key ? t(key) : error;
}
