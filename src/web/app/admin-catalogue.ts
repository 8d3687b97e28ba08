import { withAreaCatalogue, type CatalogueLoaders } from '#web/lib/i18n/i18n.ts';

// The back office's texts (staff and admin pages) are a catalogue of their own, fetched with the back office's
// code: guests never download them, and the /shop first visit stays within its budget (docs/decisions/024).
const adminCatalogues: CatalogueLoaders = {
  en: () => import('#web/locales/en/admin.po'),
  de: () => import('#web/locales/de/admin.po'),
  fr: () => import('#web/locales/fr/admin.po'),
};

/** A back-office chunk that renders only once the back office's texts are there in the active language. */
export const withAdminCatalogue = <M>(load: Promise<M>): Promise<M> => withAreaCatalogue(adminCatalogues, load);
