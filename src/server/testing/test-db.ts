import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, runOnServer, type Database } from '#server/db/client.ts';
import { migrateDatabase, migrationsFolder } from '#server/db/migrate.ts';

/** Which engine this test run uses: vitest's projects set TEST_DB to pglite or pg. */
export const testDbKind = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'pg';
export const onPostgres = testDbKind === 'pg';

/**
 * An empty PGlite database with every migration applied, dumped: loading it takes about a second and a half,
 * creating and migrating one about ten. Made once per set of migrations and kept in the temp folder (named by a
 * hash of drizzle/), so every test process of every run on this machine starts its databases from it.
 */
let image: Promise<Blob> | undefined;
export function migratedPgliteImage(): Promise<Blob> {
  image ??= (async () => {
    const hash = createHash('sha256');
    for (const file of readdirSync(migrationsFolder, { recursive: true, withFileTypes: true }).filter((f) => f.isFile())) {
      hash.update(file.name).update(readFileSync(join(file.parentPath, file.name)));
    }
    const path = join(tmpdir(), `lounge-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
    if (existsSync(path)) return new Blob([readFileSync(path)]);
    const database = openDatabase({ kind: 'pglite' });
    await migrateDatabase(database);
    const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    await database.close();
    // Written beside and renamed, so a process reading it never sees half a file.
    const scratch = `${path}.${process.pid}`;
    writeFileSync(scratch, Buffer.from(await dump.arrayBuffer()));
    renameSync(scratch, path);
    return dump;
  })();
  return image;
}

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
    const image = options.migrated === false ? undefined : await migratedPgliteImage();
    const database = openDatabase({ kind: 'pglite', image });
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
