/**
 * The shop's languages (issue 19). English is the default and the fallback, and keeps every text of
 * src/shared/messages.ts character for character. Each language is named in itself on the switcher.
 */
export const LANGUAGES = ['en', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

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
