import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { lingui } from '@lingui/vite-plugin';

/**
 * Where the embedded database (PGlite, what `npm start` runs on) matters: its client, its image of the migrations,
 * its in-process LISTEN/NOTIFY, the built server started on it, backups and the ledger check on its data directory,
 * every route once (the authorization matrix sends each route real requests as each role, so every route's queries
 * run on PGlite too), a guest's first steps and checkout end to end, the mail queue and the editions that frame
 * everything, and the security log, written after each answer while PGlite's one connection serves the next request.
 * Everything else runs on PostgreSQL only, the engine of production and of every concurrency test: PGlite is
 * PostgreSQL's own code, so a feature's rules (order changes, payouts, deletion, exports, notify-me, payment
 * methods) need not run twice, and the migrations' data tests run on PostgreSQL while every PGlite test database
 * is made by the same migrations.
 */
const EMBEDDED = [
  'src/server/built-server.test.ts',
  'src/server/db/**/*.test.ts',
  'src/server/live/**/*.test.ts',
  'src/server/cli/**/*.test.ts',
  'src/server/security/authorization-matrix.test.ts',
  'src/server/modules/registration/registration.test.ts',
  'src/server/modules/orders/checkout/checkout.test.ts',
  'src/server/modules/mail/mail-queue.test.ts',
  'src/server/modules/editions/editions.test.ts',
  // The metrics read the pool on PostgreSQL and report none on PGlite.
  'src/server/http/metrics.test.ts',
  'src/server/modules/security-log/security-log.test.ts',
  // The catalogue's translations are jsonb, read, written and searched (the packing list) on both engines
  // (docs/decisions/045).
  'src/server/modules/catalogue/catalogue-translations.test.ts',
  'src/server/modules/orders/order-translations.test.ts',
];

/**
 * Longest files first, so the two workers finish together: the accessibility walks (one to two minutes each), then
 * the other browser files, then the many short API, unit and component files that fill the gaps at the end. Within
 * each group Vitest's own order stands (its recorded durations, or file size on a clean clone).
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => (file.moduleId.includes('/e2e/accessibility-') ? 0 : file.project.name === 'e2e' ? 1 : 2);
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/** Web code reads its texts from the English catalogue (compiled by the lingui plugin below). */
const ENGLISH = 'src/web/lib/i18n/english-for-tests.ts';
/** Servers in the test's own process hash passwords with the least work argon2id allows. */
const CHEAP_HASHING = 'src/server/testing/cheap-password-hashing.ts';

/**
 * Test files that replace a module (vi.mock) need a module graph of their own; the others share one per worker
 * (isolate: false), which saves importing the server or React and the app again for every file: 325 s against 170 s
 * for the PostgreSQL files, 62 s against 26 s for the web files, on a quiet machine. What a test leaves behind is
 * reset by the setup files, which run for every file, and by each file's own app and database. Found by reading
 * the files, so that a new mocking file cannot land among the shared ones.
 */
const mocks = (file: string) => /\bvi\.mock\(/.test(readFileSync(file, 'utf8'));
const MOCKING = filesUnder('src', /\.test\.tsx?$/).filter(mocks);
// The browser tests share one graph too, and have no project for a mocking file: one would have to add it.
if (filesUnder('e2e', /\.test\.ts$/).some(mocks)) throw new Error('A browser test replaces a module (vi.mock): give it a project with isolate: true');

function filesUnder(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(path, name);
    return name.test(entry.name) ? [path] : [];
  });
}

type Files = { include: string[]; exclude?: string[]; isolate?: boolean };

/** A project over these files; API files run isolated unless told, web files share a graph unless told. */
const project = (name: string, { include, exclude = [], isolate }: Files, test: Record<string, unknown>) => ({
  extends: true as const,
  test: { name, include, exclude: [...configDefaults.exclude, ...exclude], isolate, ...test },
});

const apiProject = (name: string, db: 'pglite' | 'pg', files: Files) =>
  project(name, { isolate: true, ...files }, { env: { TEST_DB: db }, setupFiles: [ENGLISH, CHEAP_HASHING], testTimeout: 60_000, hookTimeout: 60_000 });

const webProject = (name: string, files: Files) =>
  project(name, { isolate: false, ...files }, { environment: 'happy-dom' as const, setupFiles: [ENGLISH, 'src/web/testing/setup.ts'], testTimeout: 30_000 });

const API_TESTS = ['src/**/*.test.ts'];
const WEB_TESTS = ['src/web/**/*.test.{ts,tsx}'];
const API_MOCKING = MOCKING.filter((file) => !file.startsWith('src/web/'));
const WEB_MOCKING = MOCKING.filter((file) => file.startsWith('src/web/'));

export default defineConfig({
  plugins: [lingui()],
  test: {
    // Vitest's default on 2 cores is one worker, which ran every API file after the browser tests (30 min in CI).
    // One more worker than cores: a browser file waits on Chromium and an API file on PostgreSQL much of the time,
    // and a third worker fills those waits (a clean run's files left a core idle a quarter of the time with two).
    // The test pools are sized so that three files fit in PostgreSQL's 100 connections (server-process.ts).
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: LongestFirst },
    // expect.poll waits for a condition; Vitest's 1 s default is a duration a busy machine can outlast.
    expect: { poll: { timeout: 15_000 } },
    projects: [
      // Web code has its own projects below: it needs a DOM, not a database.
      apiProject('pg', 'pg', { include: API_TESTS, exclude: ['src/web/**', ...API_MOCKING], isolate: false }),
      apiProject('pg-mocks', 'pg', { include: API_MOCKING }),
      // Sharing a module graph here also compiles PGlite's WebAssembly once per worker, not once per file: 108 s
      // against 63 s for these files. A file that mocks runs in pg-mocks only.
      apiProject('pglite', 'pglite', { include: EMBEDDED, exclude: ['src/server/db/migrations.test.ts', ...API_MOCKING], isolate: false }),
      // The web app's components (dialogs, forms, tables) and its pure code, in happy-dom: the API is a stub of fetch
      // answering with the shared contracts (src/web/testing/, docs/decisions/029-component-tests.md).
      webProject('web', { include: WEB_TESTS, exclude: WEB_MOCKING }),
      webProject('web-mocks', { include: WEB_MOCKING, isolate: true }),
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          setupFiles: [CHEAP_HASHING],
          // The files share the server's modules and PGlite's compiled WebAssembly per worker (see MOCKING).
          isolate: false,
          // The accessibility tours walk dozens of screens; on a busy 2-core machine one tour took 150 s.
          testTimeout: 300_000,
          hookTimeout: 120_000,
          // Each file has its own shop server, database and Chromium, so two run at once: the second worker
          // takes browser files once the API files are done instead of idling (docs/architecture.md#tests).
        },
      },
    ],
  },
});
