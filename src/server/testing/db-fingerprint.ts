import { sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client.ts';
import type { TestApp } from './test-app.ts';

/** Columns a read may touch (the session stamp, docs/product.md#accounts-and-sessions): changing only them is no write. */
const VOLATILE: Record<string, string> = { sessions: 'last_seen_at' };
/**
 * Tables a refused request writes by design, left out: the security log records refusals and failed sign-ins
 * (docs/features.md#security-and-audit-log), after the answer, so its rows are no sign of a refusal that changed data.
 */
const RECORDS_REFUSALS = ['security_events'];

/**
 * Every committed change to a row of the app's tables (ledger included) appends a line to test_writes, through
 * triggers installed once per test database. Appending takes no lock another writer waits for (a counter row would,
 * and could deadlock two requests), and it is part of the writer's transaction, so a request that wrote and rolled
 * back leaves nothing, as the data it wrote. An update that leaves a row as it was is no write; a row inserted and
 * deleted again is one (stricter than hashing the tables' contents, as it did before, and cheaper: docs/architecture.md#tests).
 */
const INSTALL = [
  sql.raw('create table test_writes (table_name text not null)'),
  sql.raw(`create function test_count_write() returns trigger language plpgsql as $$
    begin
      if TG_OP = 'UPDATE' and (to_jsonb(OLD) - TG_ARGV) is not distinct from (to_jsonb(NEW) - TG_ARGV) then return null; end if;
      insert into test_writes values (TG_TABLE_NAME);
      return null;
    end $$`),
  sql.raw(`do $$ declare t record; begin
    for t in select table_name as name from information_schema.tables
             where table_schema = 'public' and table_type = 'BASE TABLE'
               and table_name not in (${[...RECORDS_REFUSALS, 'test_writes'].map((name) => `'${name}'`).join(', ')}) loop
      execute format('create trigger test_count_rows after insert or update or delete on %I for each row execute function test_count_write(%L)',
                     t.name, case t.name ${Object.entries(VOLATILE).map(([table, column]) => `when '${table}' then '${column}'`).join(' ')} else '' end);
      execute format('create trigger test_count_truncate after truncate on %I for each statement execute function test_count_write()', t.name);
    end loop;
  end $$`),
];

type Fingerprint = Record<string, number>;
const installed = new WeakMap<object, Promise<void>>();

async function install(db: Queryable) {
  for (const statement of INSTALL) await db.execute(statement);
}

/**
 * How many writes each table has had since the first fingerprint of this database: two equal fingerprints mean
 * nothing was written in between. Taken once the mails that earlier requests handed over are sent: a request answers
 * first and records its mail as sent after (auth.routes.ts), which would otherwise show up as a write of whatever
 * request came next.
 */
export async function dbFingerprint({ app, database: { db } }: TestApp): Promise<Fingerprint> {
  await app.mailQueue.settled();
  let ready = installed.get(db);
  if (!ready) installed.set(db, (ready = install(db)));
  await ready;
  const result = await db.execute(sql`select table_name as name, count(*)::int as writes from test_writes group by table_name`);
  const rows = (result as unknown as { rows: { name: string; writes: number }[] }).rows;
  return Object.fromEntries(rows.map((r) => [r.name, r.writes]));
}
