// `npm run backup [file]`: a consistent backup of the shop's database, also while the shop runs: PostgreSQL
// (DATABASE_URL) through pg_dump, the embedded database (DATA_DIR) dumped by the running shop or, when it is stopped,
// read from its directory. Written to file, by default backups/lounge-<engine>-<UTC time>.<dump|tar.gz>; restored
// by `npm run restore` (docs/operations.md#backups, docs/decisions/037-backups.md).
import { existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadConfig } from '#server/config.ts';
import { describeTarget } from '#server/db/client.ts';
import { CommandError, runCommand } from './command.ts';
import { dumpEmbedded } from './embedded-backup.ts';
import { dumpPostgres } from './postgres-backup.ts';

const defaultFile = (engine: 'postgres' | 'embedded') => {
  const time = new Date().toISOString().slice(0, 19).replaceAll(':', '-');
  return join('backups', `lounge-${engine}-${time}Z.${engine === 'postgres' ? 'dump' : 'tar.gz'}`);
};

await runCommand(async () => {
  const config = loadConfig();
  const file = process.argv[2] ?? defaultFile(config.databaseUrl ? 'postgres' : 'embedded');
  if (existsSync(file)) throw new CommandError(`${file} exists already: name another file.`);
  mkdirSync(dirname(file), { recursive: true });
  // Written beside and renamed when complete, so a file of that name is always a whole backup.
  const partial = `${file}.partial`;
  try {
    let source: string;
    if (config.databaseUrl) {
      await dumpPostgres(config.databaseUrl, partial);
      source = `PostgreSQL ${describeTarget(config.databaseUrl)}`;
    } else {
      const { gzipped, byShop } = await dumpEmbedded(config.dataDir);
      writeFileSync(partial, gzipped);
      source = `the embedded database in ${join(config.dataDir, 'pglite')}, ${byShop ? 'dumped by the running shop' : 'read while the shop is stopped'}`;
    }
    renameSync(partial, file);
    console.log(`Backup of ${source} written to ${file} (${(statSync(file).size / 1e6).toFixed(1)} MB).`);
  } finally {
    rmSync(partial, { force: true });
  }
});
