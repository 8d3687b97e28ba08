import { availableParallelism } from 'node:os';
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
    // Vitest's default on 2 cores is one worker, which ran every API file after the browser tests (30 min in CI).
    // Two let the API files run beside the browser files, which stay one at a time (fileParallelism below):
    // 18 min, measured on a clean clone of 8a11600 (VITEST_MAX_WORKERS=2).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // expect.poll waits for a condition; Vitest's 1 s default is a duration a busy machine can outlast.
    expect: { poll: { timeout: 15_000 } },
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
