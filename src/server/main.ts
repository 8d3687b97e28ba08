import { setTimeout as sleep } from 'node:timers/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { networkInterfaces } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.ts';
import { describeTarget, openDatabase } from './db/client.ts';
import { DataDirError, openEmbeddedDatabase } from './db/embedded-owner.ts';
import { migrateDatabase } from './db/migrate.ts';
import { describeDemoBookings, ensureAdmin, holdsDemoBookings, seedDemoData } from './db/seed.ts';
import { fileMailer, smtpMailer } from './mail/mailer.ts';
import { buildApp } from './app.ts';
import { cardPaymentsBanner } from './payments/create-provider.ts';
import { isDatabaseUnavailable } from './db/db-errors.ts';
import { logDestination } from './log-output.ts';

const SHUTDOWN_GRACE_MS = 20_000;
// `npm run build` puts a PGlite data directory with an empty, migrated database beside the built server
// (scripts/build-server.ts); run from the sources there is none and a new data directory goes through initdb.
const PGLITE_TEMPLATE = fileURLToPath(new URL('pglite-template', import.meta.url));

/** The machine's own IPv4 addresses other devices can reach, when listening on all interfaces (or on one of them). */
function lanAddresses(host: string): string[] {
  const external = Object.values(networkInterfaces())
    .flat()
    .filter((i) => i !== undefined && i.family === 'IPv4' && !i.internal)
    .map((i) => i!.address);
  return host === '0.0.0.0' || host === '::' ? external : external.filter((a) => a === host);
}

async function main() {
  const config = loadConfig();
  const database = config.databaseUrl
    ? openDatabase({ kind: 'pg', url: config.databaseUrl, poolSize: config.databasePoolSize })
    : await openEmbeddedDatabase({ dataDir: config.dataDir, template: existsSync(PGLITE_TEMPLATE) ? PGLITE_TEMPLATE : undefined });
  const log = (line: string) => console.log(line);

  // A database that is still starting (or down) is waited for, with a clear message, instead of crashing;
  // one that refuses us (wrong password, no such database, a broken migration) stops the start at once.
  for (let attempt = 1; ; attempt++) {
    try {
      await migrateDatabase(database);
      if (attempt > 1) log(`Database reachable after ${attempt} attempts; migrations applied.`);
      break;
    } catch (error) {
      if (database.kind === 'pglite' || !isDatabaseUnavailable(error)) throw error;
      const reason = (error as Error).message || String(error);
      console.error(`Database not reachable at ${describeTarget(config.databaseUrl!)} (${reason}); retrying in 2 s (attempt ${attempt})...`);
      await sleep(2000);
    }
  }

  const admin = await ensureAdmin(database.db, config.adminEmail, config.adminPassword);
  if (config.seedDemo) await seedDemoData(database.db);

  const mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : // Written mail is logged like everything else; the worker sends nothing before the app below is listening.
      fileMailer(join(config.dataDir, 'mail'), config.mailFrom, { info: (o: object, m?: string) => app.log.info(o, m) });
  // Logs through process.stdout like the banner below, so the banner is printed last, after Fastify's own lines;
  // in a terminal one short line per entry, elsewhere JSON (log-output.ts).
  const app = await buildApp({ config, database, mailer }, { level: config.logLevel, stream: logDestination(process.stdout) });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    // A request that never ends must not keep the process from stopping.
    setTimeout(() => {
      console.error(`Shutdown took longer than ${SHUTDOWN_GRACE_MS / 1000} s; exiting with requests still open.`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  // In the logs too, where a production shop's operators look.
  if (config.demoPayments) app.log.warn('demo payments are on: /pay/demo credits tokens without taking money');
  log('');
  log(`Lounge Pre-Order is running at ${config.publicUrl}`);
  // Without PUBLIC_URL the shop answers at any of its addresses: name the ones other devices can use.
  const lanUrls = config.publicUrlSet ? [] : lanAddresses(config.host).map((address) => `http://${address}:${config.port}`);
  if (lanUrls.length) log(`On this network also at: ${lanUrls.join(', ')}`);
  log(`Database: ${database.kind === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${join(config.dataDir, 'pglite')}`}`);
  if (admin?.created) {
    log(`Admin account: ${admin.email}${admin.password ? `  password: ${admin.password}  (shown once; the first sign-in asks for a new one)` : ''}`);
    if (config.adminSecondFactor === 'required') log('Admins add an authenticator app or a passkey at their first sign-in, before the back office opens.');
  }
  if (config.adminSecondFactor === 'later') {
    log('!!! ADMIN_SECOND_FACTOR=later: admins open the back office without a second factor. Unset it once every admin has one.');
  }
  // Loud, like the demo payments: anyone who reads the README can register with these (docs/operations.md#go-live-checklist).
  if (await holdsDemoBookings(database.db)) {
    log(`!!! DEMO DATA: anyone can register with the demo booking numbers ${describeDemoBookings().join(', ')}; go live on a new database with SEED_DEMO=false`);
  }
  for (const line of cardPaymentsBanner(config)) log(line);
  log('');
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof DataDirError ? error.message : error);
  process.exit(1);
});
