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
    const path = join(tmpdir(), `lounge-pglite-${migrationsHash()}.tar`);
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

/** A hash of drizzle/: names the migrated images, which a change of any migration replaces. */
function migrationsHash() {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true, withFileTypes: true }).filter((f) => f.isFile())) {
    hash.update(file.name).update(readFileSync(join(file.parentPath, file.name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The PostgreSQL server on which each test file creates (and afterwards drops) a database of its own. */
const serverUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type TestDatabase = Database & { name?: string; drop(): Promise<void> };

const adminQuery = (statement: string) => runOnServer(serverUrl, statement);
const databaseExists = async (name: string) => (await runOnServer(serverUrl, 'select 1 from pg_database where datname = $1', [name])).length > 0;
const uniqueName = (prefix: string) => `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
function databaseUrl(name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A database on the server with every migration applied, from which each test database is copied (`create database
 * … template`): a copy takes well under a second, creating and migrating one two to three on a busy machine. Named
 * by the hash of drizzle/, it is built once per set of migrations; a process builds it under a name of its own and
 * renames it, so no process ever copies a half-migrated one, and the loser of a race drops its own.
 */
let template: Promise<string> | undefined;
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const name = `lounge_template_${migrationsHash()}`;
    if (await databaseExists(name)) return name;
    const building = uniqueName('lounge_template_building');
    await adminQuery(`create database ${building}`);
    const database = openDatabase({ kind: 'pg', url: databaseUrl(building), poolSize: 1 });
    await migrateDatabase(database);
    await database.close();
    try {
      await adminQuery(`alter database ${building} rename to ${name}`);
    } catch (error) {
      await adminQuery(`drop database if exists ${building}`);
      if (!(await databaseExists(name))) throw error;
    }
    return name;
  })();
  return template;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the PostgreSQL server; `kind` overrides
 * the run's engine (two server processes need PostgreSQL whatever the project), `migrated: false` leaves it empty.
 */
export async function createTestDatabase(options: { poolSize?: number; kind?: 'pglite' | 'pg'; migrated?: boolean } = {}): Promise<TestDatabase> {
  if ((options.kind ?? testDbKind) === 'pglite') {
    const image = options.migrated === false ? undefined : await migratedPgliteImage();
    const database = openDatabase({ kind: 'pglite', image });
    return { ...database, drop: () => database.close() };
  }
  const name = uniqueName('lounge_test');
  await adminQuery(options.migrated === false ? `create database ${name}` : `create database ${name} template ${await migratedTemplate()}`);
  const database = openDatabase({ kind: 'pg', url: databaseUrl(name), poolSize: options.poolSize ?? 15 });
  return {
    ...database,
    name,
    async drop() {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
