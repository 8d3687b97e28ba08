import { LOUNGE_DAYS, type LoungeDay } from '#shared/constants.ts';
import type { MessageParams } from '#shared/localized.ts';
import { catalogueKey } from '#shared/message-variants.ts';
import { dayName } from '#web/lib/format.ts';
import { activeLanguage, i18n, t } from '#web/lib/i18n/i18n.ts';

/*
 * The API answers in English for every client, and names the text it sent by its key in src/shared/messages.ts
 * (or mail-messages.ts), with its figures and names as `params` (docs/decisions/025). The catalogues hold every
 * such key under the same name (scripts/check-catalogues.mjs), so the web says the server's text in the person's
 * language: one way for every error, whatever its code.
 */

/** What the server said: its English words, and the key and parameters to say it in another language. */
export type ServerText = { message: string; messageKey?: string; params?: MessageParams };

const isDay = (value: unknown): value is LoungeDay => (LOUNGE_DAYS as readonly unknown[]).includes(value);

/**
 * The server's parameters as the catalogue shows them: a festival day (`Friday`, as stored) in the active
 * language. A status (`completed`) stays the value: the catalogue's text chooses its word by `select`, in the
 * grammar of its sentence. Names of products and lounges are the shop's own and stay as they are.
 */
const localizedParams = (params: MessageParams): MessageParams =>
  Object.fromEntries(Object.entries(params).map(([name, value]) => [name, name === 'day' && isDay(value) ? dayName(value) : value]));

/**
 * A text the server sent, in the active language. English shows the server's own words (the spec's, unchanged);
 * another language the catalogue's text for its key. A text without a key (a library's wording) or with a key
 * this page's catalogues lack (a back-office text on a guest page) becomes `fallback`, a general text in the
 * person's language rather than English in the middle of German or French.
 */
export function localizedServerText({ message, messageKey, params = {} }: ServerText, fallback: string): string {
  if (activeLanguage() === 'en') return message;
  const key = messageKey && catalogueKey(messageKey, params);
  if (!key || !(key in i18n.messages)) return fallback;
  return t(key, localizedParams(params));
}
