import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeTarget, openDatabase, type Database } from '#server/db/client.ts';
import { openEmbeddedDatabase, ownerSocket } from '#server/db/embedded-owner.ts';
import { seedDemoData } from '#server/db/seed.ts';
import { findLedgerMismatches, ledgerTotals } from '#server/modules/tokens/index.ts';
import { runCli } from '#server/testing/cli-process.ts';
import { insertProduct, registeredGuest } from '#server/testing/shop-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { createTestDatabase, migratedPgliteImage, onPostgres, type TestDatabase } from '#server/testing/test-db.ts';
import { waitFor } from '#server/testing/wait-for.ts';

// `npm run backup` and `npm run restore` (docs/operations.md#backups, docs/decisions/037-backups.md): a backup taken
// while guests check out restores into an empty database on which the ledger check passes; a database that holds
// anything is never restored into.

const scratch = mkdtempSync(join(tmpdir(), 'lounge-backup-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * Guests of the demo-like shop of `t` checking out one order after another, all at once, until stop() and after it
 * until each has placed one more: orders are being placed from before a backup starts until after it ends.
 */
async function checkoutBurst(t: TestApp) {
  await seedDemoData(t.database.db);
  const product = await insertProduct(t.database.db, { tokenPrice: 1 });
  const guests = await Promise.all(Array.from({ length: 4 }, () => registeredGuest(t, { tokens: 100_000 })));
  let placed = 0;
  let stopping = false;
  let failure: Error | undefined;
  const done = Promise.all(
    guests.map(async (guest) => {
      for (let placedAfterStop = 0; placedAfterStop < 1 && !failure; ) {
        const sentAfterStop = stopping;
        const line = { productId: product.id, quantity: 1, loungeId: guest.lounge.id, tokenPrice: 1 };
        const res = await guest.client.post('/api/checkout', { items: [line], idempotencyKey: randomUUID() });
        if (res.statusCode !== 201) failure = new Error(`a checkout answered ${res.statusCode}: ${res.body}`);
        placed++;
        if (sentAfterStop) placedAfterStop++;
        // In-process requests chain promises without end; a real client's arrive as I/O, between which the shop
        // also serves its socket. Let it.
        await setImmediate();
      }
    }),
  );
  const placedSoFar = () => {
    if (failure) throw failure;
    return placed;
  };
  return {
    placedSoFar,
    async stop() {
      stopping = true;
      await done;
      placedSoFar();
    },
  };
}

const ledgerRows = async (db: Database['db']) => (await ledgerTotals(db)).ledger.n;

/** `npm run backup file` run while checkouts go on; the ledger's rows just before it started and after the burst. */
async function backupDuringBurst(t: TestApp, env: Record<string, string>, file: string) {
  const burst = await checkoutBurst(t);
  await waitFor(() => burst.placedSoFar() >= 8, 'the first checkouts of the burst');
  const before = await ledgerRows(t.database.db);
  const backup = await runCli('backup', [file], env);
  await burst.stop();
  return { backup, before, after: await ledgerRows(t.database.db) };
}

/** `npm run ledger:check` on a restored database: it passes, and its count of ledger rows. */
async function passingLedgerCheck(env: Record<string, string>) {
  const check = await runCli('ledger-check', [], env);
  expect(check.stdout).toContain('OK: every balance equals the sum of its ledger rows');
  expect(check.stdout).toContain("OK: every stock row's units sold equal its live order lines");
  expect(check.code).toBe(0);
  return Number(/ledger rows: (\d+)/.exec(check.stdout)![1]);
}

describe.runIf(onPostgres)('npm run backup and restore on PostgreSQL', () => {
  let live: TestDatabase;
  let t: TestApp;
  const file = join(scratch, 'shop.dump');
  beforeAll(async () => {
    live = await createTestDatabase();
    t = await createTestApp({}, live);
  });
  afterAll(async () => {
    await t?.close();
    await live?.drop();
  });

  it('a backup taken during a burst of checkouts restores into an empty database, and the ledger check passes there', async () => {
    const { backup, before, after } = await backupDuringBurst(t, { DATABASE_URL: live.url! }, file);
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(/^Backup of PostgreSQL .* written to .*shop\.dump/);
    expect(backup.code).toBe(0);

    const empty = await createTestDatabase({ migrated: false });
    try {
      const restore = await runCli('restore', [file], { DATABASE_URL: empty.url! });
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      // One snapshot: at least what was there when the backup started, none of what was placed after it ended.
      const restored = await passingLedgerCheck({ DATABASE_URL: empty.url! });
      expect(restored).toBeGreaterThanOrEqual(before);
      expect(restored).toBeLessThan(after);
    } finally {
      await empty.drop();
    }
  });

  it('refuses to restore into a database that holds anything, and leaves it as it was', async () => {
    const rows = await ledgerRows(live.db);
    const restore = await runCli('restore', [file], { DATABASE_URL: live.url! });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain(`The database ${describeTarget(live.url!)} is not empty (`);
    expect(restore.stderr).toContain('A backup is restored into an empty database only');
    expect(await ledgerRows(live.db)).toBe(rows);
  });

  it('refuses, before dumping, a pg_dump older than the server, naming both versions', async () => {
    const tools = mkdtempSync(join(scratch, 'old-pg-'));
    writeFileSync(join(tools, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n');
    chmodSync(join(tools, 'pg_dump'), 0o755);
    const older = join(scratch, 'older.dump');
    const backup = await runCli('backup', [older], { DATABASE_URL: live.url!, PATH: `${tools}:${process.env.PATH}` });
    expect(backup.code).toBe(1);
    expect(backup.stderr).toMatch(/^pg_dump 9 cannot back up a PostgreSQL \d+ server: install PostgreSQL \d+'s client tools/);
    expect(existsSync(older)).toBe(false);
  });
});

describe.skipIf(onPostgres)('npm run backup and restore on the embedded database', () => {
  const dataDir = join(scratch, 'shop');
  const file = join(scratch, 'shop.tar.gz');
  let database: Database;
  let t: TestApp;
  let shopRunning = false;
  let rowsAtStop: number;
  const stopShop = async () => {
    if (!shopRunning) return;
    shopRunning = false;
    await t.close();
    await database.close();
  };
  beforeAll(async () => {
    // The shop as main.ts opens it, in this process: it owns the directory and answers the backup's request.
    database = await openEmbeddedDatabase({ dataDir, image: await migratedPgliteImage() });
    t = await createTestApp({}, { ...database, drop: () => database.close() });
    shopRunning = true;
  });
  afterAll(stopShop);

  it('the running shop dumps it during a burst of checkouts; it restores into an empty directory, where the ledger check passes', async () => {
    const { backup, before, after } = await backupDuringBurst(t, { DATA_DIR: dataDir }, file);
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toContain('dumped by the running shop written to');
    expect(backup.code).toBe(0);
    rowsAtStop = after;

    const restoredDir = join(scratch, 'restored');
    const restore = await runCli('restore', [file], { DATA_DIR: restoredDir });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    const restored = await passingLedgerCheck({ DATA_DIR: restoredDir });
    expect(restored).toBeGreaterThanOrEqual(before);
    expect(restored).toBeLessThan(after);
  });

  it('refuses to restore into a data directory that holds a database', async () => {
    const restore = await runCli('restore', [file], { DATA_DIR: dataDir });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain(`${join(dataDir, 'pglite')} is not empty: a backup is restored into an empty data directory only`);
  });

  it('no second process opens the directory while the shop has it', async () => {
    await expect(openEmbeddedDatabase({ dataDir })).rejects.toThrow(`DATA_DIR ${dataDir} is in use by another process`);
  });

  it('with the shop stopped, and its socket left behind as by a kill, the backup reads the directory itself', async () => {
    await stopShop();
    const leftBehind = "require('node:net').createServer().listen(process.argv[1], () => process.kill(process.pid, 'SIGKILL'))";
    await promisify(execFile)(process.execPath, ['-e', leftBehind, ownerSocket(dataDir)]).catch(() => {});
    expect(existsSync(ownerSocket(dataDir))).toBe(true);

    const stopped = join(scratch, 'stopped.tar.gz');
    const backup = await runCli('backup', [stopped], { DATA_DIR: dataDir });
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toContain('read while the shop is stopped written to');
    expect(backup.code).toBe(0);
    // Everything, since nothing changed after the shop stopped (the restore itself is proven above).
    const copy = openDatabase({ kind: 'pglite', image: new Blob([gunzipSync(readFileSync(stopped))]) });
    try {
      expect(await findLedgerMismatches(copy.db)).toEqual([]);
      expect(await ledgerRows(copy.db)).toBe(rowsAtStop);
    } finally {
      await copy.close();
    }
  });
});
