import { cpSync, existsSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { listenOnPostgres, type Listener } from './pg-listener.ts';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Queries that may run inside or outside a transaction take this. */
export type Queryable = Db | Tx;

/** How busy a node-postgres pool is: connections open and idle, queries waiting for one, and its size. */
export type PoolUse = { total: number; idle: number; waiting: number; max: number };

export type Database = {
  kind: 'pglite' | 'pg';
  db: Db;
  /** PostgreSQL only: PGlite is one in-process connection, with no pool to run out of. */
  poolUse?: () => PoolUse;
  /** The connection string, for work that needs a connection of its own (migrations). */
  url?: string;
   /** LISTEN on a channel (decision 021), on a connection of its own (PGlite: in process); answers a stop function. */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  /**
   * PGlite only: its data directory as a tar, read while no statement runs: what a crash at that moment would leave,
   * which PGlite makes consistent again when it opens it (docs/decisions/037-backups.md).
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'pg'; url: string; poolSize?: number }
  /**
   * dataDir undefined means an in-memory database (tests). A new database starts from `image` (a dumped data
   * directory: a test's migrated database, or a backup being restored) when given, else a new dataDir as a copy of
   * template (a PGlite data directory) when given. Both are much quicker than PGlite's initdb.
   */
  | { kind: 'pglite'; dataDir?: string; template?: string; image?: Blob };

export function openDatabase(options: DatabaseOptions): Database {
  if (options.kind === 'pg') {
    const max = options.poolSize ?? 20;
    const pool = new pg.Pool({ connectionString: options.url, max });
    // A client losing its connection must not crash the process: idle ones report on the pool, and a
    // checked-out one (a transaction killed mid-way) on itself. The query in flight fails with that
    // error anyway (the request answers 503) and the pool drops the broken client when it is released.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    return {
      kind: 'pg',
      url: options.url,
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
      listen: (channel, listener) => listenOnPostgres(options.url, channel, listener),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (options.dataDir) {
    const dir = join(options.dataDir, 'pglite');
    if (options.template && !options.image && !existsSync(dir)) {
      // Copied beside it and moved into place, so a start stopped half-way never leaves half a database.
      const scratch = `${dir}.${process.pid}`;
      cpSync(options.template, scratch, { recursive: true });
      renameSync(scratch, dir);
    }
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, options.image ? { loadDataDir: options.image } : undefined);
  } else {
    client = new PGlite(options.image ? { loadDataDir: options.image } : undefined);
  }
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }) as unknown as Db,
    // One process, one connection: nothing to lose and reconnect, so never a resync.
    listen: async (channel, listener) => client.listen(channel, listener.onPayload),
    // Started first: dumpDataDir holds the query lock while it waits for the start, which needs that lock too.
    dumpDataDir: () => client.waitReady.then(() => client.dumpDataDir('none')),
    close: () => client.close(),
  };
}

/** host:port/database of a connection string, without the password. */
export function describeTarget(url: string) {
  const u = new URL(url);
  return `${u.hostname}:${u.port || 5432}${u.pathname}`;
}

/**
 * One statement on a connection of its own, for what cannot run in a pool or a transaction (create/drop database);
 * answers its rows. `values` are bound as parameters.
 */
export async function runOnServer(serverUrl: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}
