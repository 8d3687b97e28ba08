import { DEFAULT_LANGUAGE, type Language } from '#shared/constants.ts';
import { de } from './mail-texts-de.ts';
import { en, type MailTexts } from './mail-texts-en.ts';
import { fr } from './mail-texts-fr.ts';
import { mailFormat, type MailFormat } from './mail-format.ts';

export type { MailTexts } from './mail-texts-en.ts';

/** Each language's mail texts and its Intl formats (de-CH and fr-CH: the shop is Swiss). */
export const MAIL_LANGUAGES: Record<Language, { texts: MailTexts; format: MailFormat }> = {
  en: { texts: en, format: mailFormat('en') },
  de: { texts: de, format: mailFormat('de-CH') },
  fr: { texts: fr, format: mailFormat('fr-CH') },
};

const isLanguage = (language: string): language is Language => Object.hasOwn(MAIL_LANGUAGES, language);

/** A language's code, texts and formats; anything unknown is English. */
export function mailLanguage(language: string = DEFAULT_LANGUAGE) {
  const code = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return { code, ...MAIL_LANGUAGES[code] };
}
