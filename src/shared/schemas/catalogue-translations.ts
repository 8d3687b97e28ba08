import { z } from 'zod';
import type { Language } from '../constants.ts';
import { optionalText } from './admin-common.ts';

/**
 * The catalogue's texts in German and French beside the English ones (docs/decisions/045-catalogue-translations.md).
 * English is required on the row itself; each translated text is optional, and a missing one shows the English.
 */
export const TRANSLATED_LANGUAGES = ['de', 'fr'] as const satisfies readonly Exclude<Language, 'en'>[];
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** What is stored: only the texts given, and null rather than an empty object. */
export type TextTranslations<F extends string> = Partial<Record<TranslatedLanguage, Partial<Record<F, string>>>>;
export type ProductTranslations = TextTranslations<'name' | 'description' | 'category'>;
export type MixDrinkTranslations = TextTranslations<'name'>;

/** Drops empty texts and empty languages, so "nothing translated" is always null. */
function compact<F extends string>(value: Partial<Record<TranslatedLanguage, Partial<Record<F, string | null>> | null | undefined>> | null | undefined) {
  const out: TextTranslations<F> = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const entries = Object.entries(value?.[language] ?? {}).filter((e): e is [F, string] => typeof e[1] === 'string' && e[1] !== '');
    if (entries.length > 0) out[language] = Object.fromEntries(entries) as Partial<Record<F, string>>;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/**
 * A body's translations: each text trimmed and held to the English field's length, an empty one dropped; a language
 * other than de or fr, or a field the English has not, is refused (400) rather than silently lost. Absent leaves
 * the stored ones as they are (a client that knows nothing of them keeps them); null or nothing given clears them.
 */
const translationsBody = <S extends z.ZodRawShape>(shape: S) => {
  const one = z.strictObject(shape).nullish();
  return z
    .strictObject({ de: one, fr: one })
    .nullish()
    .transform((value) => (value === undefined ? undefined : compact(value as Parameters<typeof compact>[0])));
};

export const productTranslationsBody = translationsBody({
  name: optionalText(200),
  description: optionalText(2000),
  category: optionalText(100),
});

export const mixDrinkTranslationsBody = translationsBody({ name: optionalText(100) });

/** As the back office reads them back: every text given, by language. */
const translationsOut = <F extends string>(fields: readonly [F, ...F[]]) => {
  const one = z.object(Object.fromEntries(fields.map((f) => [f, z.string().optional()])) as Record<F, z.ZodOptional<z.ZodString>>).optional();
  return z.object({ de: one, fr: one }).nullable();
};
export const productTranslationsSchema = translationsOut(['name', 'description', 'category']);
export const mixDrinkTranslationsSchema = translationsOut(['name']);

/** A text in `language`: its translation when one was given, else the English. */
export function translated<F extends string>(english: string, translations: TextTranslations<F> | null | undefined, language: Language, field: F): string {
  if (language === 'en') return english;
  return translations?.[language]?.[field] ?? english;
}
