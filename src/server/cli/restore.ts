// `npm run restore <file>`: brings a backup of `npm run backup` back into an empty database: the PostgreSQL database
// of DATABASE_URL (pg_restore), or without it the embedded database in DATA_DIR. Refuses, exiting 1, when the
// target holds anything (docs/operations.md#backups, docs/decisions/037-backups.md).
import { closeSync, existsSync, openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '#server/config.ts';
import { describeTarget } from '#server/db/client.ts';
import { CommandError, runCommand } from './command.ts';
import { restoreEmbedded } from './embedded-backup.ts';
import { restorePostgres } from './postgres-backup.ts';

/** Which engine a backup is of, by its first bytes: pg_dump's custom format, or gzip (the embedded database's tar). */
function engineOf(file: string): 'postgres' | 'embedded' {
  if (!existsSync(file)) throw new CommandError(`${file} does not exist.`);
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'embedded';
  throw new CommandError(`${file} is not a backup made by npm run backup.`);
}

await runCommand(async () => {
  const file = process.argv[2];
  if (!file) throw new CommandError('Usage: npm run restore <file>, a backup made by npm run backup.');
  const config = loadConfig();
  const engine = engineOf(file);
  if (config.databaseUrl) {
    if (engine !== 'postgres') throw new CommandError(`${file} is a backup of the embedded database: restore it without DATABASE_URL, into DATA_DIR.`);
    await restorePostgres(config.databaseUrl, file);
    console.log(`Restored ${file} into PostgreSQL ${describeTarget(config.databaseUrl)}. Check it: npm run ledger:check`);
  } else {
    if (engine !== 'embedded') throw new CommandError(`${file} is a PostgreSQL backup: restore it with DATABASE_URL set to an empty database.`);
    await restoreEmbedded(config.dataDir, readFileSync(file));
    console.log(`Restored ${file} into the embedded database in ${join(config.dataDir, 'pglite')}. Check it: npm run ledger:check`);
  }
});
