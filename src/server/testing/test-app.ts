import type { FastifyInstance, RouteOptions } from 'fastify';
import type { AppContext } from '#server/app-context.ts';
import { loadConfig, type Config } from '#server/config.ts';
import { buildApp } from '#server/app.ts';
import type { MailMessage, Mailer } from '#server/mail/mailer.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

/** Keeps sent mail in memory so a test can read the reset link. */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
}

/** A mail server that holds every mail until the test releases them: what happens while a mail is on its way. */
export class HeldMailer extends MemoryMailer {
  release!: () => void; // declared first: a field declared later would reset what `held` sets
  private readonly held = new Promise<void>((resolve) => (this.release = resolve));
  override async send(message: MailMessage) {
    await this.held;
    await super.send(message);
  }
}

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  mailer: MemoryMailer;
  config: Config;
  /** Every route as Fastify added it, schemas included (see route-table.ts). */
  routes: RouteOptions[];
  close(): Promise<void>;
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  // Tests buy tokens through the demo page unless they say otherwise (demo-payments.test.ts turns it off), and
  // admins open the back office without a second factor unless the test is about that rule (decision 038).
  const base = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN, SEED_DEMO: 'false', DEMO_PAYMENTS: 'true', ADMIN_SECOND_FACTOR: 'later' });
  return {
    ...base,
    webRoot: undefined,
    rateLimits: { auth: { max: 10_000, windowMs: 60_000 }, checkout: { max: 10_000, windowMs: 60_000 } },
    // Tests change the catalogue straight in the database and expect the next read to show it.
    catalogueCacheMs: 0,
    // No background mail worker: requests hand their mails to it directly, and mail tests run it (runOnce).
    mail: { pollMs: 0, leaseMs: 60_000, maxAttempts: 3, retryBaseMs: 50 },
    ...overrides,
  };
}

/** `context` adds to what the app is built with (the push tests' HTTPS agent). */
export async function createTestApp(
  overrides: Partial<Config> = {},
  database?: TestDatabase,
  mailer = new MemoryMailer(),
  context: Pick<AppContext, 'pushAgent'> = {},
): Promise<TestApp> {
  const db = database ?? (await createTestDatabase());
  const config = testConfig(overrides);
  const routes: RouteOptions[] = [];
  const app = await buildApp({ config, database: db, mailer, ...context }, false, { onRoute: (route) => void routes.push(route) });
  await app.ready();
  return {
    app,
    database: db,
    mailer,
    config,
    routes,
    async close() {
      await app.close();
      if (!database) await db.drop();
    },
  };
}
