import { afterAll, beforeAll } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { freePort, startServerProcess, type ServerProcess } from './server-process.ts';
import { createTestDatabase, onPostgres, type TestDatabase } from './test-db.ts';

type Options = {
  /** Fills the database before the processes start (e.g. openShop). */
  prepare?: (db: Db) => Promise<unknown>;
  /** Added to each process's environment, read when it starts. */
  env?: () => Record<string, string>;
};

/**
 * Two server processes on one fresh PostgreSQL database of this file's own: made in a `beforeAll`, killed and
 * dropped in an `afterAll`. On PGlite nothing is started (the file's tests run on PostgreSQL only). `servers` is
 * filled by the `beforeAll`; `db()` is the database's, from then on.
 */
export function useTwoServerProcesses({ prepare, env }: Options = {}) {
  let database: TestDatabase | undefined;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    if (!onPostgres) return;
    // The file's own pool stays small too: three such files at once must fit in PostgreSQL's 100 connections.
    database = await createTestDatabase({ poolSize: 10 });
    await prepare?.(database.db);
    // One after the other: each seeds the admin account at start-up, and two at once race for its e-mail.
    for (let i = 0; i < 2; i++) {
      servers.push(startServerProcess({ port: await freePort(), databaseUrl: database.url!, env: env?.() }));
      await servers[i]!.healthy();
    }
  }, 180_000);
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await database?.drop();
  });
  const db = () => {
    if (!database) throw new Error('the database is made in beforeAll: use it inside a test or a hook');
    return database.db;
  };
  return { servers, db };
}
