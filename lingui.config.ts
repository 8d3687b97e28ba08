import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// One catalogue per language (docs/decisions/024): English is the source and the fallback.
// Messages are looked up by explicit ids (`t('cart.empty')`), so the English texts of src/shared/messages.ts
// stay where the server and the tests read them, and the ids are what scripts/check-catalogues.mjs checks.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr'],
  fallbackLocales: { default: 'en' },
  // Every msgid is an id ('cart.empty', 'addToCart'), not an English sentence to hash.
  format: formatter({ explicitIdAsDefault: true }),
  catalogs: [
    { path: '<rootDir>/src/web/locales/{locale}/messages', include: ['<rootDir>/src/web'] },
    // The back office's own catalogue, fetched with its code (src/web/app/admin-catalogue.ts).
    { path: '<rootDir>/src/web/locales/{locale}/admin', include: ['<rootDir>/src/web/features/admin'] },
  ],
});
