import pg from 'pg';
import type { LoungeDay } from '#shared/constants.ts';
import type { EditionRow } from '#server/modules/editions/index.ts';
import { listOrders } from '#server/modules/orders/admin/admin-orders.service.ts';
import { loadPackingList } from '#server/modules/packing/packing.service.ts';
import { loadReports } from '#server/modules/reports/reports.service.ts';
import { captureStatements } from './capture.ts';

export type QueryPlan = { label: string; sql: string; plan: string[]; scans: string[]; ms: number };

/**
 * EXPLAIN ANALYZE of each statement the app's own code sends for an edition's packing list, order list and reports
 * (whole festival and one day).
 */
export async function explainAdminQueries(url: string, edition: EditionRow, day: LoungeDay, search: string): Promise<QueryPlan[]> {
  const captured = async (label: string, work: Parameters<typeof captureStatements>[1]) =>
    (await captureStatements(url, work)).map((c) => ({ ...c, label }));
  const statements = [
    ...(await captured(`packing ${day}`, (db) => loadPackingList(db, edition.id, day))),
    ...(await captured('orders, first page', (db) => listOrders(db, edition.id, { limit: 25 }))),
    ...(await captured(`orders, search '${search}'`, (db) => listOrders(db, edition.id, { q: search, limit: 25 }))),
    ...(await captured('reports, festival', (db) => loadReports(db, edition, undefined))),
    ...(await captured(`reports, ${day}`, (db) => loadReports(db, edition, day))),
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
