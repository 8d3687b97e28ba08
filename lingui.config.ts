import { defineConfig } from '@lingui/conf';
import { catalogueFormat } from './scripts/english-catalogue.ts';

// One catalogue per language (docs/decisions/024): English is the source and the fallback.
// Messages are looked up by explicit ids (`t('cart.empty')`), and the ids are what scripts/check-catalogues.mjs checks.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr'],
  fallbackLocales: { default: 'en' },
  // Gettext files; the English ones get the server's texts from src/shared/messages.ts as they are read (decision 025).
  format: catalogueFormat,
  catalogs: [
    { path: '<rootDir>/src/web/locales/{locale}/messages', include: ['<rootDir>/src/web'] },
    // The back office's own catalogue, fetched with its code (src/web/app/admin-catalogue.ts).
    { path: '<rootDir>/src/web/locales/{locale}/admin', include: ['<rootDir>/src/web/features/admin'] },
    // An account's security (the second factor, Your sessions), fetched with those chunks (src/web/lib/i18n/security-catalogue.ts).
    {
      path: '<rootDir>/src/web/locales/{locale}/security',
      include: ['<rootDir>/src/web/features/auth/second-factor', '<rootDir>/src/web/app/step-up-dialog.tsx', '<rootDir>/src/web/features/sessions'],
    },
  ],
});
