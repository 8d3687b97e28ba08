import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '#server/db/client.ts';
import * as schema from '#server/db/schema/index.ts';
import { listOrders } from '#server/modules/orders/admin/admin-orders.service.ts';
import { loadPackingList } from '#server/modules/packing/packing.service.ts';

export type QueryPlan = { label: string; sql: string; plan: string[]; scans: string[]; ms: number };
type Captured = { query: string; params: unknown[] };

/** Runs `work` on a Drizzle instance that records every statement it sends. */
async function capture(url: string, work: (db: Db) => Promise<unknown>): Promise<Captured[]> {
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

/** EXPLAIN ANALYZE of each statement the app's own code sends for the packing list and the order list. */
export async function explainAdminQueries(url: string, day: 'Thursday' | 'Friday' | 'Saturday', search: string): Promise<QueryPlan[]> {
  const statements = [
    ...(await capture(url, (db) => loadPackingList(db, day))).map((c) => ({ ...c, label: `packing ${day}` })),
    ...(await capture(url, (db) => listOrders(db, { limit: 25 }))).map((c) => ({ ...c, label: 'orders, first page' })),
    ...(await capture(url, (db) => listOrders(db, { q: search, limit: 25 }))).map((c) => ({ ...c, label: `orders, search '${search}'` })),
  ];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const plans: QueryPlan[] = [];
    for (const { label, query, params } of statements) {
      const result = await client.query(`explain (analyze, costs off, timing off, summary on) ${query}`, params);
      const plan = result.rows.map((r: Record<string, string>) => r['QUERY PLAN']!);
      const scans = plan
        .map((line) => line.trim().replace(/^->\s*/, ''))
        .filter((line) => /Scan|Index/.test(line) && !line.startsWith('Index Cond') && !line.startsWith('Recheck'))
        .map((line) => line.replace(/\s*\(actual rows=(\d+).*\)$/, ' [$1 rows]'));
      const ms = Number(plan.find((l) => l.startsWith('Execution Time'))?.match(/([\d.]+) ms/)?.[1] ?? NaN);
      plans.push({ label, sql: query, plan, scans, ms });
    }
    return plans;
  } finally {
    await client.end();
  }
}
