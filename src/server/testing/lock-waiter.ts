import type pg from 'pg';
import { waitFor } from './wait-for.ts';

/**
 * Waits, however long a busy machine takes, until some backend of the client's database waits for a
 * lock (the request under test, held up by a row the client locked) and returns its pid. Fails at once
 * if `request` finishes first, since then it never waited.
 */
export async function lockWaiter(client: pg.Client, request: Promise<unknown>, timeoutMs = 60_000): Promise<number> {
  let finished = false;
  request.then(
    () => (finished = true),
    () => (finished = true),
  );
  let pid: number | undefined;
  await waitFor(
    async () => {
      // Within a transaction pg_stat_activity lists the backends of its first read: a request on a connection the
      // pool opened after that would never show unless the snapshot is dropped first.
      await client.query('select pg_stat_clear_snapshot()');
      const { rows } = await client.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
      );
      pid = rows[0]?.pid;
      if (pid === undefined && finished) throw new Error('the request finished without waiting for the lock');
      return pid !== undefined;
    },
    'a request waiting for the lock',
    timeoutMs,
  );
  return pid!;
}
