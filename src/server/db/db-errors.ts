/** PostgreSQL error codes we translate into client answers. */
const PG = {
  uniqueViolation: '23505',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
  adminShutdown: '57P01',
  crashShutdown: '57P02',
  cannotConnectNow: '57P03',
} as const;

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_CODES = new Set<string>([...NETWORK_CODES, PG.adminShutdown, PG.crashShutdown, PG.cannotConnectNow]);
/** Conflicts between concurrent transactions: running the whole transaction again resolves them. */
const CONFLICT_CODES = new Set<string>([PG.serializationFailure, PG.deadlockDetected]);
/** node-postgres' own words for a connection that broke or never came (they carry no code). */
const CONNECTION_LOST = /Connection terminated|connection timeout|timeout exceeded when trying to connect|is not queryable/i;

/** The error and its causes: Drizzle wraps driver errors, and a failed ROLLBACK hides the first failure. */
function* chain(error: unknown) {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    yield current as { code?: unknown; constraint?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const e of chain(error)) {
    if (e.code === PG.uniqueViolation) return constraint === undefined || e.constraint === constraint;
  }
  return false;
}

/** A deadlock or serialization failure: the server retries the transaction (see transaction.ts). */
export function isTransactionConflict(error: unknown): boolean {
  for (const e of chain(error)) {
    if (typeof e.code === 'string' && CONFLICT_CODES.has(e.code)) return true;
  }
  return false;
}

/**
 * The database is down, restarting, or dropped our connection, or a conflict outlasted the server's own
 * retries: the client may try again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of chain(error)) {
    if (typeof e.code === 'string' && (UNAVAILABLE_CODES.has(e.code) || CONFLICT_CODES.has(e.code))) return true;
    if (typeof e.message === 'string' && CONNECTION_LOST.test(e.message)) return true;
  }
  return false;
}
