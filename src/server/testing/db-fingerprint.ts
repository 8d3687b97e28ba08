import { sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client.ts';
import type { TestApp } from './test-app.ts';

 /** Columns a read may touch (the session stamp, docs/product.md#accounts-and-sessions), left out of the hash. */
const VOLATILE: Record<string, string> = { sessions: 'last_seen_at' };
/**
 * Tables a refused request writes by design, left out: the security log records refusals and failed sign-ins
 * (docs/features.md#security-and-audit-log), after the answer, so its rows are no sign of a refusal that changed data.
 */
const RECORDS_REFUSALS = new Set(['security_events']);

type Fingerprint = Record<string, { rows: number; hash: string }>;
const queries = new WeakMap<object, Promise<ReturnType<typeof sql.raw>>>();

async function buildQuery(db: Queryable) {
  const result = await db.execute(sql`
    select table_name as name,
           array_agg(column_name::text order by ordinal_position) as columns
    from information_schema.columns
    where table_schema = 'public'
    group by table_name
    order by table_name`);
  const tables = (result as unknown as { rows: { name: string; columns: string[] }[] }).rows.filter((t) => !RECORDS_REFUSALS.has(t.name));
  const parts = tables.map(({ name, columns }) => {
    const kept = columns.filter((c) => c !== VOLATILE[name]).map((c) => `"${c}"`);
    const row = `row(${kept.join(', ')})::text`;
    return `select '${name}' as name, count(*)::int as rows, md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as hash from "${name}"`;
  });
  return sql.raw(parts.join('\nunion all\n'));
}

/**
 * Row count and content hash of every table of the app (ledger included), in one statement: two equal
 * fingerprints mean nothing was written in between. Taken once the mails that earlier requests handed over are
 * sent: a request answers first and records its mail as sent after (auth.routes.ts), which would otherwise show
 * up as a write of whatever request came next.
 */
export async function dbFingerprint({ app, database: { db } }: TestApp): Promise<Fingerprint> {
  await app.mailQueue.settled();
  let query = queries.get(db);
  if (!query) queries.set(db, (query = buildQuery(db)));
  const result = await db.execute(await query);
  const rows = (result as unknown as { rows: { name: string; rows: number; hash: string }[] }).rows;
  return Object.fromEntries(rows.map((r) => [r.name, { rows: r.rows, hash: r.hash }]));
}
