import { randomBytes } from 'node:crypto';
import { openDatabase, runOnServer, type Database } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';

/** The PostgreSQL server to measure on; the bench never writes into the database this names. */
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const onServer = (statement: string) => runOnServer(serverUrl, statement);

export type BenchDatabase = { name: string; url: string; database: Database; drop(): Promise<void> };

/**
 * A fresh, migrated database of its own on DATABASE_URL's server, dropped at the end (BENCH_KEEP_DB=1
 * keeps it for poking at afterwards): 50,000 generated orders must never land in a real shop.
 */
export async function openBenchDatabase(poolSize: number): Promise<BenchDatabase> {
  const name = `lounge_bench_${randomBytes(4).toString('hex')}`;
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ kind: 'pg', url: url.toString(), poolSize });
  await migrateDatabase(database);
  let dropped = false;
  return {
    name,
    url: url.toString(),
    database,
    /** Once; later calls do nothing. */
    async drop() {
      if (dropped) return;
      dropped = true;
      await database.close();
      if (process.env.BENCH_KEEP_DB !== '1') await onServer(`drop database if exists ${name} with (force)`);
    },
  };
}
