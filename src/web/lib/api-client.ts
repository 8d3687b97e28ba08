import { ERROR_CODES, isApiErrorBody } from '#shared/api-error.ts';
import type { MessageParams } from '#shared/localized.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { localizedServerText } from '#web/lib/i18n/api-errors.ts';

/** Status 0 means the request never got an answer (offline, DNS, aborted). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
    /** The message's key in the catalogues and its parameters (docs/decisions/025), when the server named it. */
    readonly messageKey?: string,
    readonly params?: MessageParams,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR = 'NETWORK_ERROR';
const UNREADABLE_RESPONSE = 'UNREADABLE_RESPONSE';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type UnauthorizedListener = (path: string) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Hears every 401 answer, with the path that was asked (such as '/me/orders'): the one place where an
 * expired or revoked session is noticed. Returns the function that stops listening.
 */
export function onUnauthorized(listener: UnauthorizedListener) {
  unauthorizedListeners.add(listener);
  return () => void unauthorizedListeners.delete(listener);
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const init: RequestInit = { method, credentials: 'same-origin', headers };
  // The server refuses state changes that do not carry JSON (CSRF guard), so even empty bodies are sent as {}.
  if (method !== 'GET') {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body ?? {});
  }

  let res: Response;
  try {
    res = await fetch(`/api${path}`, init);
  } catch {
    throw new ApiError(0, NETWORK_ERROR, t('unexpectedError'));
  }

  const data = await readJson(res);
  if (!res.ok) {
    // Before the caller hears of the failure, so the page can be left before it shows an error of its own.
    if (res.status === 401) unauthorizedListeners.forEach((listener) => listener(path));
    if (isApiErrorBody(data)) {
      const { code, message, details, messageKey, params } = data.error;
      throw new ApiError(res.status, code, message, details, messageKey, params);
    }
    throw new ApiError(res.status, UNREADABLE_RESPONSE, t('unexpectedError'));
  }
  if (data === undefined) throw new ApiError(res.status, UNREADABLE_RESPONSE, t('unexpectedError'));
  return data as T;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
};

/**
 * The text to show a person for a failed call: the server's own message when it sent one meant for people, in
 * the person's language (by its key); otherwise the caller's fallback (network failures, crashes, garbage, and
 * in German or French a text the catalogues cannot name).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0 || error.code === UNREADABLE_RESPONSE || error.code === ERROR_CODES.internal) return fallback;
  return localizedServerText(error, fallback);
}

/** Gateway failures are worth retrying; everything else is an answer. */
export const isRetryable = (error: unknown) =>
  error instanceof ApiError && (error.status === 502 || error.status === 503 || error.status === 504);
