import { defineConfig } from 'vitest/config';
import { lingui } from '@lingui/vite-plugin';

// The same API tests run twice: on the embedded PGlite and on a real PostgreSQL server.
const apiProject = (db: 'pglite' | 'pg') => ({
  extends: true as const,
  test: {
    name: db,
    include: ['src/**/*.test.ts'],
    env: { TEST_DB: db },
    // Web code reads its texts from the English catalogue (compiled by the lingui plugin below).
    setupFiles: ['src/web/lib/i18n/english-for-tests.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  plugins: [lingui()],
  test: {
    projects: [
      apiProject('pglite'),
      apiProject('pg'),
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // The accessibility tours walk dozens of screens; on a busy 2-core machine one tour took 150 s.
          testTimeout: 300_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
