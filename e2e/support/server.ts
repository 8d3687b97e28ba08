import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { buildApp } from '#server/app.ts';
import { ensureAdmin, seedDemoData } from '#server/db/seed.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-db.ts';
import { MemoryMailer, testConfig } from '#server/testing/test-app.ts';
import { loadConfig, type Config } from '#server/config.ts';
import type { Mailer } from '#server/mail/mailer.ts';

export const ADMIN = { email: 'admin@lounge.test', password: 'admin-secret-1' };

export type ShopServer = {
  url: string;
  database: TestDatabase;
  /** What the shop sent, unless the test gave it a mailer of its own (then this stays empty). */
  mailer: MemoryMailer;
  bookingNumbers: string[];
  close(): Promise<void>;
};

/**
 * The built web app. E2E_WEB_ROOT points elsewhere (e.g. `vite build --outDir /tmp/web`) so that a
 * rebuild of dist/web in the same checkout cannot pull the files from under a running test.
 */
const WEB_ROOT = process.env.E2E_WEB_ROOT ?? 'dist/web';

/**
 * The configuration `npm start` reads from an environment without PUBLIC_URL (the shop then answers at
 * whatever address it is reached by), with the test limits of testConfig on top.
 */
function withoutPublicUrl(port: number): Config {
  const { rateLimits, catalogueCacheMs } = testConfig();
  return { ...loadConfig({ NODE_ENV: 'test', PORT: String(port), SEED_DEMO: 'false', DEMO_PAYMENTS: 'true', ADMIN_SECOND_FACTOR: 'later' }), rateLimits, catalogueCacheMs };
}

/**
 * The real server with the built web app, listening on a free port over a fresh database with the
 * demo data and a known admin, exactly as `npm start` would run it: with PUBLIC_URL set to the
 * 127.0.0.1 address it listens on, or, with `publicUrl: false`, without PUBLIC_URL. `mailer` replaces the
 * in-memory one (e.g. an SMTP mailer to the test's own SMTP server).
 */
export async function startShop(overrides: Partial<Config> = {}, { publicUrl = true, mailer: appMailer }: { publicUrl?: boolean; mailer?: Mailer } = {}): Promise<ShopServer> {
  if (!existsSync(`${WEB_ROOT}/index.html`)) throw new Error(`${WEB_ROOT} is missing: run \`npm run build\` before the browser tests`);
  const database = await createTestDatabase();
  await ensureAdmin(database.db, ADMIN.email, ADMIN.password);
  const bookingNumbers = (await seedDemoData(database.db)) ?? [];
  const mailer = new MemoryMailer();
  // The port is only known after listening; the Origin check and mail links need it, so bind first.
  const probe = await import('node:net').then(
    (net) =>
      new Promise<number>((resolve) => {
        const s = net.createServer().listen(0, '127.0.0.1', () => {
          const { port } = s.address() as AddressInfo;
          s.close(() => resolve(port));
        });
      }),
  );
  const url = `http://127.0.0.1:${probe}`;
  const listening = { webRoot: WEB_ROOT, port: probe, host: '127.0.0.1' };
  const config = publicUrl
    ? testConfig({ publicUrl: url, ...listening, ...overrides })
    : { ...withoutPublicUrl(probe), ...listening, ...overrides };
  const app = await buildApp({ config, database, mailer: appMailer ?? mailer });
  await app.listen({ host: '127.0.0.1', port: probe });
  return {
    url,
    database,
    mailer,
    bookingNumbers,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
