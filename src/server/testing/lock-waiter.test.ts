import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import pg from 'pg';
import { createTestDatabase, onPostgres, type TestDatabase } from './test-db.ts';
import { insertProfile } from './fixtures.ts';
import { lockWaiter } from './lock-waiter.ts';

/** The fault tests trust lockWaiter to find the request they hold up; here it is shown one, and none. */
describe.runIf(onPostgres)('lockWaiter', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.drop());

  async function client() {
    const c = new pg.Client({ connectionString: database.url });
    await c.connect();
    onTestFinished(() => c.end());
    return c;
  }

  it('finds a backend that connected after its first look and waits for the held row', async () => {
    const { id } = await insertProfile(database.db, { email: 'held@example.com' });
    const holder = await client();
    await holder.query('begin');
    await holder.query('select 1 from profiles where id = $1 for update', [id]);
    await holder.query('select 1 from pg_stat_activity'); // the transaction's first look, before the waiter exists

    const waiter = await client();
    const pid = (await waiter.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const waiting = waiter.query('select 1 from profiles where id = $1 for update', [id]);
    expect(await lockWaiter(holder, waiting)).toBe(pid);
    await holder.query('commit');
    await waiting;
  }, 120_000);

  it('fails at once when the request finishes without waiting', async () => {
    const holder = await client();
    await holder.query('begin');
    await expect(lockWaiter(holder, Promise.resolve())).rejects.toThrow('the request finished without waiting for the lock');
    await holder.query('rollback');
  });
});
