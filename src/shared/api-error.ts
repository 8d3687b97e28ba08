/**
 * Every error the API sends has this shape. Kept free of zod: the browser checks it on every failed
 * call, and zod must not be part of the JavaScript a first visit to the shop downloads.
 */
export type ApiErrorBody = {
  error: { code: string; message: string; details?: Record<string, unknown> };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (!isRecord(value) || !isRecord(value.error)) return false;
  const { code, message, details } = value.error;
  return typeof code === 'string' && typeof message === 'string' && (details === undefined || isRecord(details));
}

export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
  wrongAddress: 'WRONG_ADDRESS',
  accountLocked: 'ACCOUNT_LOCKED',
  currentPasswordWrong: 'CURRENT_PASSWORD_WRONG',
  resetTokenInvalid: 'RESET_TOKEN_INVALID',
  /** A step of registration or a lounge claim failed on the server; details name nothing secret. */
  stepFailed: 'STEP_FAILED',
} as const;
