/**
 * The real app for the benchmark, in a process of its own: main.ts's production setup on PostgreSQL
 * (DATABASE_URL), without migrations or demo data (the benchmark writes its own data set), with the
 * per-address rate limits lifted, since every benchmark request comes from one address, and without the
 * mail worker's polling: the checkout floor queues each order's mail as the checkout does (decision 022),
 * and a polling worker here would render and send the floor's mails in this process during the floor's rounds.
 * Sending happens after the commit, outside the request the checkout rows measure.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { fileMailer } from '#server/mail/mailer.ts';

const config = loadConfig();
if (!config.databaseUrl) throw new Error('app-server: DATABASE_URL is required');
const unlimited = { max: 1_000_000_000, windowMs: 60_000 };
const database = openDatabase({ kind: 'pg', url: config.databaseUrl, poolSize: Number(process.env.BENCH_POOL_SIZE ?? 20) });
const mailer = fileMailer(join(tmpdir(), 'lounge-bench-mail'), config.mailFrom, { info: () => {} });
const app = await buildApp(
  { config: { ...config, rateLimits: { auth: unlimited, checkout: unlimited }, mail: { ...config.mail, pollMs: 0 } }, database, mailer },
  { level: config.logLevel },
);
await app.listen({ host: config.host, port: config.port });

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
