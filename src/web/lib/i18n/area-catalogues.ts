import { withAreaCatalogue, type CatalogueLoaders } from '#web/lib/i18n/i18n.ts';

// Areas of the app with texts of their own, each a catalogue fetched with the area's code, so that the /shop first
// visit stays within its budget (docs/decisions/024): the back office's (staff and admin pages), which guests never
// download, and the account area's ("Your sessions", "Security", "Notifications", the sign-in's second step and the step-up dialog),
// which a person meets now and then, and the guest's Cart, Orders and Tokens pages', which a shop's first visit does not need. In lib/, not app/: the sign-in page loads the account area's with its second step.
// (The texts of choosing a password come with the strength hint: components/ui/password-strength.tsx.)
const adminCatalogues: CatalogueLoaders = {
  en: () => import('#web/locales/en/admin.po'),
  de: () => import('#web/locales/de/admin.po'),
  fr: () => import('#web/locales/fr/admin.po'),
};
const accountCatalogues: CatalogueLoaders = {
  en: () => import('#web/locales/en/account.po'),
  de: () => import('#web/locales/de/account.po'),
  fr: () => import('#web/locales/fr/account.po'),
};

const guestPagesCatalogues: CatalogueLoaders = {
  en: () => import('#web/locales/en/guest-pages.po'),
  de: () => import('#web/locales/de/guest-pages.po'),
  fr: () => import('#web/locales/fr/guest-pages.po'),
};

/** Chunks that render only once their area's texts are there in the active language. */
export const withAdminCatalogue = <M,>(load: Promise<M>): Promise<M> => withAreaCatalogue(adminCatalogues, load);
export const withAccountCatalogue = <M,>(load: Promise<M>): Promise<M> => withAreaCatalogue(accountCatalogues, load);
export const withGuestPagesCatalogue = <M,>(load: Promise<M>): Promise<M> => withAreaCatalogue(guestPagesCatalogues, load);
