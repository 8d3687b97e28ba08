/**
 * The real app for the benchmark, in a process of its own: main.ts's production setup on PostgreSQL
 * (DATABASE_URL), without migrations or demo data (the benchmark writes its own data set) and with the
 * per-address rate limits lifted, since every benchmark request comes from one address.
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
  { config: { ...config, rateLimits: { auth: unlimited, checkout: unlimited } }, database, mailer },
  { level: config.logLevel },
);
await app.listen({ host: config.host, port: config.port });

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
