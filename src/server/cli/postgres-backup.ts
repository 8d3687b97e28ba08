// Backup and restore on PostgreSQL: pg_dump's custom format, one consistent snapshot however busy the shop is, and
// pg_restore into an empty database in one transaction (docs/decisions/037-backups.md).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describeTarget, openDatabase, type Db } from '#server/db/client.ts';
import { serverMajorVersion, userRelations } from '#server/db/introspection.ts';
import { CommandError } from './command.ts';

const run = promisify(execFile);

/** The URL for libpq without its password, which goes in PGPASSWORD: a command line is readable by every user of the machine. */
function connection(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs one of PostgreSQL's client tools; its stdout, or a CommandError with what it said. */
async function tool(name: 'pg_dump' | 'pg_restore', args: string[], env = process.env): Promise<string> {
  try {
    return (await run(name, args, { env })).stdout;
  } catch (error) {
    const failed = error as NodeJS.ErrnoException & { stderr?: string };
    if (failed.code === 'ENOENT') {
      throw new CommandError(`${name} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client) or put them in PATH.`);
    }
    throw new CommandError(`${name} failed: ${(failed.stderr ?? failed.message).trim()}`);
  }
}

/** pg_dump's major version: 15 for "pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)". */
async function pgDumpMajor(): Promise<number> {
  const version = await tool('pg_dump', ['--version']);
  const major = /\(PostgreSQL\) (\d+)/.exec(version)?.[1];
  if (!major) throw new CommandError(`pg_dump --version said "${version.trim()}", not a version of PostgreSQL's.`);
  return Number(major);
}

async function withDatabase<T>(url: string, read: (db: Db) => Promise<T>): Promise<T> {
  const database = openDatabase({ kind: 'pg', url, poolSize: 1 });
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

/**
 * pg_dump of the database in url into file. pg_dump reads one snapshot, so orders placed meanwhile are in it whole or
 * not at all. It refuses a server newer than itself; we say so before it starts, with the way out.
 */
export async function dumpPostgres(url: string, file: string) {
  const [dumpMajor, serverMajor] = await Promise.all([pgDumpMajor(), withDatabase(url, serverMajorVersion)]);
  if (dumpMajor < serverMajor) {
    throw new CommandError(
      `pg_dump ${dumpMajor} cannot back up a PostgreSQL ${serverMajor} server: install PostgreSQL ${serverMajor}'s client tools ` +
        `and put them first in PATH (Debian: PATH=/usr/lib/postgresql/${serverMajor}/bin:$PATH npm run backup).`,
    );
  }
  const { dbname, env } = connection(url);
  await tool('pg_dump', ['--format=custom', '--no-password', `--file=${file}`, `--dbname=${dbname}`], env);
}

/**
 * pg_restore of file into the database in url, which must be empty. One transaction: a restore that fails half-way
 * leaves the database empty. Owners and grants are left out, so it restores under any role.
 */
export async function restorePostgres(url: string, file: string) {
  const found = await withDatabase(url, userRelations);
  if (found.length) {
    const some = found.slice(0, 3).join(', ') + (found.length > 3 ? ', …' : '');
    throw new CommandError(
      `The database ${describeTarget(url)} is not empty (${found.length} tables and sequences: ${some}). ` +
        'A backup is restored into an empty database only: create one (createdb NAME) and point DATABASE_URL at it.',
    );
  }
  const { dbname, env } = connection(url);
  const args = ['--no-password', '--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file];
  await tool('pg_restore', args, env);
}
