import { addAreaCatalogue, type CatalogueLoaders } from '#web/lib/i18n/i18n.ts';

// The texts of an account's security (the second factor's sign-in step, step-up dialog and Security page, and Your
// sessions) are a catalogue of their own, fetched with that code: a first visit to the shop carries none of them (its
// budget, docs/decisions/024).
const securityCatalogues: CatalogueLoaders = {
  en: () => import('#web/locales/en/security.po'),
  de: () => import('#web/locales/de/security.po'),
  fr: () => import('#web/locales/fr/security.po'),
};

/** A chunk of those pages and dialogs that renders only once their texts are there in the active language. */
export const withSecurityCatalogue = async <M>(load: Promise<M>): Promise<M> => {
  const [module] = await Promise.all([load, addAreaCatalogue(securityCatalogues)]);
  return module;
};
