import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, onPostgres, type TestDatabase } from '#server/testing/test-db.ts';
import type { Db } from './client.ts';
import { inTransaction } from './transaction.ts';

/** A database whose first `failures` transactions fail with the given PostgreSQL error code. */
function flakyDb(code: string, failures: number) {
  let calls = 0;
  const db = {
    async transaction<T>(work: (tx: unknown) => Promise<T>) {
      calls++;
      if (calls <= failures) throw Object.assign(new Error(`simulated ${code}`), { code });
      return work({});
    },
  } as unknown as Db;
  return { db, calls: () => calls };
}

describe('inTransaction', () => {
  for (const code of ['40P01', '40001']) {
    it(`runs the work again after ${code} and returns its result`, async () => {
      const flaky = flakyDb(code, 2);
      await expect(inTransaction(flaky.db, async () => 'done')).resolves.toBe('done');
      expect(flaky.calls()).toBe(3);
    });
  }

  it('gives up after five attempts and lets the error through (the client then gets 503)', async () => {
    const flaky = flakyDb('40P01', 99);
    await expect(inTransaction(flaky.db, async () => 'done')).rejects.toMatchObject({ code: '40P01' });
    expect(flaky.calls()).toBe(5);
  });

  it('does not repeat work that failed for any other reason', async () => {
    for (const code of ['23505', '57P01']) {
      const flaky = flakyDb(code, 1);
      await expect(inTransaction(flaky.db, async () => 'done')).rejects.toMatchObject({ code });
      expect(flaky.calls()).toBe(1);
    }
  });
});

describe.runIf(onPostgres)('a real deadlock on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 4 });
    await database.db.execute(sql`create table deadlock_probe (id int primary key, n int not null default 0)`);
    await database.db.execute(sql`insert into deadlock_probe (id) values (1), (2)`);
  });
  afterAll(() => database.drop());

  it('is retried: both transactions that locked two rows in opposite order commit', async () => {
    // Each transaction locks its first row, then waits until the other holds its own first row, so the
    // second lock closes the cycle; PostgreSQL aborts one of them (40P01) and inTransaction runs it again.
    let arrived = 0;
    let release!: () => void;
    const bothHoldFirstRow = new Promise<void>((resolve) => (release = resolve));
    const attempts = { a: 0, b: 0 };
    const crossing = (name: 'a' | 'b', first: number, second: number) =>
      inTransaction(database.db, async (tx) => {
        attempts[name]++;
        await tx.execute(sql`update deadlock_probe set n = n + 1 where id = ${first}`);
        if (attempts[name] === 1 && ++arrived === 2) release();
        if (attempts[name] === 1) await bothHoldFirstRow;
        await tx.execute(sql`update deadlock_probe set n = n + 1 where id = ${second}`);
      });
    await Promise.all([crossing('a', 1, 2), crossing('b', 2, 1)]);
    expect(attempts.a + attempts.b).toBe(3);
    const rows = await database.db.execute(sql`select n from deadlock_probe order by id`);
    expect((rows as unknown as { rows: { n: number }[] }).rows.map((r) => r.n)).toEqual([2, 2]);
  }, 30_000);
});
