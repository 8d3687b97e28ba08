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
    // The back office's own catalogue, fetched with its code (src/web/lib/i18n/area-catalogues.ts).
    { path: '<rootDir>/src/web/locales/{locale}/admin', include: ['<rootDir>/src/web/features/admin'] },
    // The account area's ("Your sessions", the second factor's pages and dialogs), fetched with them (src/web/lib/i18n/area-catalogues.ts).
    {
      path: '<rootDir>/src/web/locales/{locale}/account',
      include: ['<rootDir>/src/web/features/sessions', '<rootDir>/src/web/features/auth/second-factor', '<rootDir>/src/web/app/step-up-dialog.tsx'],
    },
    // The guest's Orders and Tokens pages', fetched with them (src/web/lib/i18n/area-catalogues.ts).
    { path: '<rootDir>/src/web/locales/{locale}/guest-pages', include: ['<rootDir>/src/web/features/orders', '<rootDir>/src/web/features/tokens'] },
    // The texts of choosing a password, fetched with the strength hint (src/web/components/ui/password-strength.tsx).
    { path: '<rootDir>/src/web/locales/{locale}/password', include: ['<rootDir>/src/web/components/ui/password-strength-meter.tsx'] },
  ],
});
