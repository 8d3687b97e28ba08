import type { ParamMessageKey, ParamsOf } from './localized.ts';

/**
 * Texts whose English adds a clause when one of their values is given ("… for Friday." and "… for Friday and already
 * have 3."): a translation needs a sentence of its own for each, so the catalogues hold the longer form under a key of
 * its own, made from the same entry of the table. The server names the text by its own key; the web chooses the form
 * (docs/decisions/025).
 */
export const MESSAGE_VARIANTS = {
  guestLimitReached: { key: 'guestLimitReachedAlready', when: 'already' },
  loungeClaimSuccess: { key: 'loungeClaimSuccessAlready', when: 'alreadyAssigned' },
} as const satisfies { [K in ParamMessageKey]?: { key: string; when: keyof ParamsOf<K> & string } };

/** The longer form of a text, when it has one: its catalogue key, and the value that adds the clause. */
export const variantOf = (key: string) => (MESSAGE_VARIANTS as Partial<Record<string, { key: string; when: string }>>)[key];

/** The catalogue's key for a text with these values: its longer form's when the value that adds the clause is there. */
export function catalogueKey(key: string, params: Readonly<Record<string, unknown>>): string {
  const variant = variantOf(key);
  return variant && params[variant.when] ? variant.key : key;
}
