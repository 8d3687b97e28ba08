// Backup and restore of the embedded database: a gzipped tar of PGlite's data directory, dumped by the process that
// has the directory open (the running shop, asked over its socket), or read by this one while the shop is stopped
// (docs/decisions/037-backups.md).
import { existsSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { openDatabase } from '#server/db/client.ts';
import { dumpGzipped, openEmbeddedDatabase, requestDump } from '#server/db/embedded-owner.ts';
import { pingDatabase } from '#server/db/ping.ts';
import { CommandError } from './command.ts';

const databaseDir = (dataDir: string) => join(dataDir, 'pglite');

async function dumpStoppedShop(dataDir: string): Promise<Buffer> {
  if (!existsSync(join(databaseDir(dataDir), 'PG_VERSION'))) {
    throw new CommandError(`There is no embedded database in ${databaseDir(dataDir)}: check DATA_DIR (or DATABASE_URL, for a shop on PostgreSQL).`);
  }
  // Opened as its owner, so a shop started meanwhile refuses instead of opening it too.
  const database = await openEmbeddedDatabase({ dataDir });
  try {
    return await dumpGzipped(database);
  } finally {
    await database.close();
  }
}

/** The database in dataDir as a gzipped tar; `byShop` says whether the running shop dumped it. */
export async function dumpEmbedded(dataDir: string): Promise<{ gzipped: Buffer; byShop: boolean }> {
  const fromShop = await requestDump(dataDir);
  return { gzipped: fromShop ?? (await dumpStoppedShop(dataDir)), byShop: fromShop !== null };
}

/**
 * Makes dataDir's database from a backup: refused unless dataDir/pglite is missing or empty. PGlite opens the dump in a
 * directory of its own beside it (replaying the last changes, as after a crash at the moment of the dump), closes
 * it cleanly, and only then is it moved into place, so a restore stopped half-way leaves no half a database.
 */
export async function restoreEmbedded(dataDir: string, gzipped: Buffer) {
  const target = databaseDir(dataDir);
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new CommandError(
      `${target} is not empty: a backup is restored into an empty data directory only. Stop the shop, and move that ` +
        'directory away (or set DATA_DIR to a new one).',
    );
  }
  const tar = await promisify(gunzip)(gzipped).catch((error: Error) => Promise.reject(new CommandError(`The backup is damaged: ${error.message}.`)));
  const scratch = join(dataDir, `.restore-${process.pid}`);
  try {
    const database = openDatabase({ kind: 'pglite', dataDir: scratch, image: new Blob([tar]) });
    try {
      await pingDatabase(database.db);
    } finally {
      await database.close();
    }
    if (existsSync(target)) rmdirSync(target); // empty, else a shop started meanwhile: then this throws
    renameSync(databaseDir(scratch), target);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
