/** PostgreSQL error codes we translate into client answers. */
const PG = {
  uniqueViolation: '23505',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
  adminShutdown: '57P01',
  crashShutdown: '57P02',
  cannotConnectNow: '57P03',
} as const;

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);

function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  // Drizzle wraps driver errors; the code sits on the cause.
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: unknown; constraint?: unknown };
    if (e.code === PG.uniqueViolation) return constraint === undefined || e.constraint === constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The database is down, restarting, or dropped our connection: the client may retry. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgCode(error);
  if (!code) return /Connection terminated|connection timeout/i.test(String((error as Error)?.message));
  return (
    NETWORK_CODES.has(code) ||
    code === PG.adminShutdown ||
    code === PG.crashShutdown ||
    code === PG.cannotConnectNow ||
    code === PG.serializationFailure ||
    code === PG.deadlockDetected
  );
}
