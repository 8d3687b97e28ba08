import { randomBytes } from 'node:crypto';
import { openDatabase, runOnServer, type Database } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';

/** Which engine this test run uses: vitest's projects set TEST_DB to pglite or pg. */
export const testDbKind = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'pg';
export const onPostgres = testDbKind === 'pg';

/** The PostgreSQL server on which each test file creates (and afterwards drops) a database of its own. */
const serverUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type TestDatabase = Database & { name?: string; drop(): Promise<void> };

const adminQuery = (statement: string) => runOnServer(serverUrl, statement);

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the PostgreSQL server; `kind` overrides
 * the run's engine (two server processes need PostgreSQL whatever the project), `migrated: false` leaves it empty.
 */
export async function createTestDatabase(options: { poolSize?: number; kind?: 'pglite' | 'pg'; migrated?: boolean } = {}): Promise<TestDatabase> {
  const migrate = (database: Database) => (options.migrated === false ? Promise.resolve() : migrateDatabase(database));
  if ((options.kind ?? testDbKind) === 'pglite') {
    const database = openDatabase({ kind: 'pglite' });
    await migrate(database);
    return { ...database, drop: () => database.close() };
  }
  const name = `lounge_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ kind: 'pg', url: url.toString(), poolSize: options.poolSize ?? 30 });
  await migrate(database);
  return {
    ...database,
    name,
    async drop() {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
