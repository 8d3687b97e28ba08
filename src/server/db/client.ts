import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Queries that may run inside or outside a transaction take this. */
export type Queryable = Db | Tx;

export type Database = {
  kind: 'pglite' | 'pg';
  db: Db;
  /** The connection string, for work that needs a connection of its own (migrations). */
  url?: string;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'pg'; url: string; poolSize?: number }
  /** dataDir undefined means an in-memory database (tests). */
  | { kind: 'pglite'; dataDir?: string };

export function openDatabase(options: DatabaseOptions): Database {
  if (options.kind === 'pg') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    return { kind: 'pg', url: options.url, db: drizzlePg({ client: pool, schema }) as unknown as Db, close: () => pool.end() };
  }
  let client: PGlite;
  if (options.dataDir) {
    const dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  return { kind: 'pglite', db: drizzlePglite({ client, schema }) as unknown as Db, close: () => client.close() };
}
