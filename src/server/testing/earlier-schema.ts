import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsFolder } from '#server/db/migrate.ts';

type Journal = { entries: { tag: string }[] };

/**
 * A copy of drizzle/ that ends with the migration `lastTag`: migrating with it builds a database as the shop
 * had it then, so a test can fill it the old way and then apply the newer migrations to it.
 */
export function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const path = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(path, 'utf8')) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag} in ${migrationsFolder}`);
  writeFileSync(path, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}
