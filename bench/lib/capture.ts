import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '#server/db/client.ts';
import * as schema from '#server/db/schema/index.ts';

export type Captured = { query: string; params: unknown[] };

/**
 * Runs `work` (the app's own code) on a Drizzle instance that records every statement it sends, word for word,
 * `begin` and `commit` included: what the floors replay and the plans explain.
 */
export async function captureStatements(url: string, work: (db: Db) => Promise<unknown>): Promise<Captured[]> {
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  const captured: Captured[] = [];
  const db = drizzle({ client: pool, schema, logger: { logQuery: (query, params) => captured.push({ query, params }) } }) as unknown as Db;
  try {
    await work(db);
  } finally {
    await pool.end();
  }
  return captured;
}
