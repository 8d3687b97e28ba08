import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '#shared/constants.ts';

/*
 * What the web app needs beside the shop's languages (docs/decisions/024), which are the server's: LANGUAGES, Language
 * and DEFAULT_LANGUAGE live in src/shared/constants.ts (constants only, no zod, so the guest path may import them).
 * English is the default and the fallback, and keeps every text of src/shared/messages.ts character for character. Each
 * language is named in itself on the switcher.
 */

export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch', fr: 'Français' };

/**
 * The locale `Intl` formats with: Swiss German and Swiss French; English keeps the day-month-year dates it
 * always showed (en-GB).
 */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-CH', fr: 'fr-CH' };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The first of the browser's languages the shop speaks ('de-CH' counts as 'de'), else English. */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
