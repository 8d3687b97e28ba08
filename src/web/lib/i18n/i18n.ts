import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language } from '#shared/constants.ts';
import { browserLanguage, isLanguage } from '#web/lib/i18n/languages.ts';

/*
 * The active language and its catalogue (docs/decisions/024). Each catalogue is a chunk of its own,
 * fetched when its language is chosen: an English visitor downloads no German, and no visitor downloads the
 * catalogues of languages they do not read.
 */

/** One catalogue in each language, each a chunk of its own. */
export type CatalogueLoaders = Record<Language, () => Promise<{ messages: Messages }>>;

const catalogues: CatalogueLoaders = {
  en: () => import('#web/locales/en/messages.po'),
  de: () => import('#web/locales/de/messages.po'),
  fr: () => import('#web/locales/fr/messages.po'),
};

/**
 * Catalogues of areas that load later (the back office's, `app/admin-catalogue.ts`; that of choosing a password,
 * `components/ui/password-strength.tsx`): a first visit never downloads them. Once an area has added its
 * catalogue, every change of language loads that area's catalogue too.
 */
const areaCatalogues = new Set<CatalogueLoaders>();

const STORAGE_KEY = 'language';

/** The visitor's language: the one they chose on this browser, else the browser's own. */
export function initialLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode, policies); the browser's language still applies.
  }
  return isLanguage(stored) ? stored : browserLanguage(navigator.languages ?? [navigator.language]);
}

/** Loads the language's catalogues, makes it the active one and remembers it on this browser. */
export async function activateLanguage(language: Language) {
  const loaded = await Promise.all([catalogues, ...areaCatalogues].map((loaders) => loaders[language]()));
  for (const { messages } of loaded) i18n.load(language, messages);
  i18n.activate(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered on this browser; the profile still keeps it for a signed-in person.
  }
}

/** Adds an area's catalogue in the active language (and in every language activated from now on). */
export async function addAreaCatalogue(loaders: CatalogueLoaders) {
  if (areaCatalogues.has(loaders)) return;
  areaCatalogues.add(loaders);
  const language = activeLanguage();
  const { messages } = await loaders[language]();
  // Loading into the active locale merges the messages; Lingui re-renders what listens to it.
  i18n.load(language, messages);
}

/** An area's chunk that renders only once the area's texts are there in the active language. */
export const withAreaCatalogue = async <M>(loaders: CatalogueLoaders, load: Promise<M>): Promise<M> => {
  const [module] = await Promise.all([load, addAreaCatalogue(loaders)]);
  return module;
};

export const activeLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE);

/** Values a message fills into its placeholders, by name: `t('common.tokens', { tokens: 12 })`. */
export type MessageValues = Record<string, string | number>;

/** The text of a message in the active language (scripts/check-catalogues.mjs checks every id exists). */
export const t = (id: string, values?: MessageValues): string => i18n._(id, values);

export { i18n };
