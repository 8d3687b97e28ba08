import { ERROR_CODES } from '#shared/api-error.ts';
import { isDatabaseUnavailable, isTransactionConflict } from '#server/db/db-errors.ts';
import { AppError, type ConstantText } from './errors.ts';

/** A step of a larger change failed for a reason of the server's; the message names the step. */
export class StepFailedError extends AppError {
  constructor(message: ConstantText, cause: unknown) {
    super(isDatabaseUnavailable(cause) ? 503 : 500, ERROR_CODES.stepFailed, message);
    this.cause = cause;
  }
}

/**
 * Runs one step of a change made of several (registration, a lounge claim) and, when it fails for a
 * reason of the server's, says which step it was, in the spec's words ('Failed to create profile', ...).
 * The transaction around it still rolls back whole. Refusals meant for the client pass through as they
 * are, and so do deadlocks, which the transaction's retry (db/transaction.ts) resolves.
 */
export async function step<T>(failure: ConstantText, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError || isTransactionConflict(error)) throw error;
    throw new StepFailedError(failure, error);
  }
}
