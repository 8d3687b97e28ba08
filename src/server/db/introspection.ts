// What `npm run backup` and `npm run restore` ask a PostgreSQL server before they run pg_dump or pg_restore
// (docs/decisions/037-backups.md).
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The server's major version: 15 for 15.20. */
export async function serverMajorVersion(db: Db): Promise<number> {
  const [row] = rowsOf<{ num: string }>(await db.execute(sql`select current_setting('server_version_num') as num`));
  return Math.floor(Number(row!.num) / 10_000);
}

/** The tables, views and sequences outside PostgreSQL's own schemas, as "schema.name": none in an empty database. */
export async function userRelations(db: Db): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      select n.nspname || '.' || c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
        and n.nspname <> 'information_schema' and n.nspname !~ '^pg_'
      order by 1`),
  );
  return rows.map((r) => r.name);
}
