import { setTimeout as sleep } from 'node:timers/promises';
import type { Db, Tx } from './client.ts';
import { isTransactionConflict } from './db-errors.ts';

/**
 * THE LOCK ORDER. Every transaction that locks several rows takes them in this order, each kind sorted
 * by its key, so that no two transactions can each hold what the other waits for:
 *
 *   1. profiles (by id)  2. lounges (by id)  3. products (by id; FOR KEY SHARE by orders, decision 018)
 *   4. stock rows (by edition, product, day)  5. orders (by id)  6. payments
 *   7. stock waits (by their order of asking; docs/decisions/046-stock-waits.md)
 *
 * Editions stand apart (docs/decisions/031-editions.md): every write of an edition's data holds its row FOR
 * SHARE before it writes any of that data (a checkout locks its buyer's profile first); opening, closing and
 * editing an edition take it FOR UPDATE and lock nothing after it but the settings row, so no cycle can form.
 * A payout (docs/decisions/040-payouts.md) locks the guest's profile, then holds its payout window FOR SHARE;
 * saving a window writes that row and locks no profile, so no cycle can form there either.
 *
 * A service that needs a row of an earlier kind after a later one reads the later row without a lock
 * first (to learn, say, an order's customer), locks in this order, then checks again what it read.
 * Row locks are FOR NO KEY UPDATE: we never change a key, and that strength does not block the KEY
 * SHARE locks PostgreSQL takes for foreign-key checks (an order inserted for a locked profile).
 */
export const ROW_LOCK = 'no key update' as const;

const MAX_ATTEMPTS = 5;

/** 20-40 ms, then 40-80 ms, ...: spread out, so the transactions that collided do not collide again. */
const backoffMs = (attempt: number) => 20 * 2 ** (attempt - 1) * (1 + Math.random());

/**
 * Runs `work` in one transaction. A deadlock or serialization failure (which the lock order makes rare,
 * but PostgreSQL may still report, e.g. between a foreign-key check and a row lock) rolls everything
 * back and runs `work` again, a bounded number of times with jitter, so the client never sees a
 * conflict between two of its own requests. `work` must therefore do nothing outside the transaction
 * that cannot be repeated. Past the last attempt the error stands and the client gets 503.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isTransactionConflict(error)) throw error;
      await sleep(backoffMs(attempt));
    }
  }
}
