import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client.ts';

/** drizzle/ at the package root: this code runs from src/server/db (tsx) or bundled into dist/server (npm start). */
function findMigrationsFolder(dir = dirname(fileURLToPath(import.meta.url))): string {
  const folder = join(dir, 'drizzle');
  if (existsSync(join(folder, 'meta', '_journal.json'))) return folder;
  if (dirname(dir) === dir) throw new Error(`No drizzle/ migrations folder above ${fileURLToPath(import.meta.url)}`);
  return findMigrationsFolder(dirname(dir));
}
export const migrationsFolder = findMigrationsFolder();
// Any constant works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK = 724_311;

/**
 * Applies the committed migrations; on PostgreSQL several instances may start at once, so they take turns.
 * `folder` is for tests that build a database of an earlier schema (a copy of drizzle/ with fewer entries).
 */
export async function migrateDatabase(database: Database, folder = migrationsFolder): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  const client = new pg.Client({ connectionString: database.url });
  // A connection lost mid-way fails the query in flight; the event alone must not crash the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client }), { migrationsFolder: folder });
  } finally {
    await client.end();
  }
}
