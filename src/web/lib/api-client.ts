import { isApiErrorBody } from '#shared/api-error-body.ts';
import type { ErrorCode } from '#shared/api-error.ts';
import type { MessageParams } from '#shared/localized.ts';
// Only the type: the schemas hold zod, which is not part of a first visit's JavaScript (see api-error-body.ts).
import type { SecondFactorMethod } from '#shared/schemas/auth.ts';
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

/*
 * The codes this client acts on, held to the contract's list (ERROR_CODES) by their type: the list itself, every code
 * the API has, stays out of the first visit's JavaScript (the /shop budget).
 */
const INTERNAL: ErrorCode = 'INTERNAL_ERROR';
const SECOND_FACTOR_SETUP_REQUIRED: ErrorCode = 'SECOND_FACTOR_SETUP_REQUIRED';
const STEP_UP_REQUIRED: ErrorCode = 'STEP_UP_REQUIRED';
const UNREADABLE_RESPONSE = 'UNREADABLE_RESPONSE';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Hears a kind of refusal with the path that was asked (such as '/me/orders'). */
type RefusalListener = (path: string) => void;
const unauthorizedListeners = new Set<RefusalListener>();
const setupRequiredListeners = new Set<RefusalListener>();

function listen(listeners: Set<RefusalListener>, listener: RefusalListener) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Hears every 401 answer: the one place where an expired or revoked session is noticed. Returns the function
 * that stops listening.
 */
export const onUnauthorized = (listener: RefusalListener) => listen(unauthorizedListeners, listener);

/**
 * Hears every 403 SECOND_FACTOR_SETUP_REQUIRED: an account that must have a second factor and has none yet
 * (docs/decisions/038-second-factor.md). Returns the function that stops listening.
 */
export const onSecondFactorSetupRequired = (listener: RefusalListener) => listen(setupRequiredListeners, listener);

/**
 * Asks the person for a fresh second-factor proof (the step-up dialog) and sends it; true once proved, false
 * when they cancelled. Registered by the app shell (handleStepUp), so this client stays free of React.
 */
export type StepUpHandler = (methods: SecondFactorMethod[]) => Promise<boolean>;
let stepUpHandler: StepUpHandler | null = null;
/** The step-up under way: concurrent refusals share it, so the person sees one dialog. */
let stepUpUnderWay: Promise<boolean> | null = null;
/** Proofs given so far: a refusal to a request sent before the latest proof is simply sent again. */
let proofsGiven = 0;

/** Registers the step-up dialog; returns the function that unregisters it. */
export function handleStepUp(handler: StepUpHandler) {
  stepUpHandler = handler;
  return () => {
    if (stepUpHandler === handler) stepUpHandler = null;
  };
}

/** The methods a STEP_UP_REQUIRED refusal offers (details.methods); null for any other answer. */
function stepUpMethods(error: ApiError): SecondFactorMethod[] | null {
  if (error.status !== 403 || error.code !== STEP_UP_REQUIRED) return null;
  const methods = error.details?.methods;
  // The dialog offers the methods it knows of these and nothing else.
  return Array.isArray(methods) ? methods.filter((method): method is SecondFactorMethod => typeof method === 'string') : [];
}

/** Opens the step-up dialog, or joins the one already open; a dialog that fails counts as cancelled. */
function stepUp(methods: SecondFactorMethod[], handler: StepUpHandler): Promise<boolean> {
  stepUpUnderWay ??= handler(methods)
    .catch(() => false)
    .then((proved) => {
      stepUpUnderWay = null;
      if (proved) proofsGiven += 1;
      return proved;
    });
  return stepUpUnderWay;
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

/**
 * GET paths asked for before a service worker controlled the page: their answers are not kept for offline use, so
 * app/pwa asks for them again through the worker once it takes the page (docs/decisions/042-service-worker.md).
 */
export const askedBeforeWorker = new Set<string>();

async function send<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const init: RequestInit = { method, headers };
  // The server refuses state changes that do not carry JSON (CSRF guard), so even empty bodies are sent as {}. A file
  // goes as bytes of no particular type, whatever its name says: the server reads what it is from its content.
  if (method !== 'GET') {
    const file = body instanceof Blob;
    headers['content-type'] = file ? 'application/octet-stream' : 'application/json';
    init.body = file ? body : JSON.stringify(body ?? {});
  } else if (!navigator.serviceWorker?.controller) askedBeforeWorker.add(path);

  let res: Response;
  try {
    res = await fetch(`/api${path}`, init);
  } catch (cause) {
    // The browser's own words ("Failed to fetch", "NetworkError when attempting to fetch resource."): what
    // 'Network error: {message}' shows (docs/product.md#messages).
    throw new ApiError(0, NETWORK_ERROR, cause instanceof Error && cause.message ? cause.message : t('unexpectedError'));
  }

  const data = await readJson(res);
  if (!res.ok) {
    // Before the caller hears of the failure, so the page can be left before it shows an error of its own.
    if (res.status === 401) unauthorizedListeners.forEach((listener) => listener(path));
    if (isApiErrorBody(data)) {
      const { code, message, details, messageKey, params } = data.error;
      if (res.status === 403 && code === SECOND_FACTOR_SETUP_REQUIRED) setupRequiredListeners.forEach((listener) => listener(path));
      throw new ApiError(res.status, code, message, details, messageKey, params);
    }
    throw new ApiError(res.status, UNREADABLE_RESPONSE, t('unexpectedError'));
  }
  if (data === undefined) throw new ApiError(res.status, UNREADABLE_RESPONSE, t('unexpectedError'));
  return data as T;
}

/**
 * Sends a request; one that needs a fresh second-factor proof (403 STEP_UP_REQUIRED, docs/decisions/038) waits
 * while the person gives it, then goes again, and its caller gets the second answer: a form simply awaits, and
 * keeps what was typed. Cancelled, the caller gets the refusal.
 */
async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const proofsBefore = proofsGiven;
  try {
    return await send<T>(method, path, body);
  } catch (error) {
    const methods = error instanceof ApiError ? stepUpMethods(error) : null;
    if (!methods || !stepUpHandler) throw error;
    // A proof given while this request was on its way may already cover it.
    if (proofsGiven === proofsBefore && !(await stepUp(methods, stepUpHandler))) throw error;
    return send<T>(method, path, body);
  }
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
  /** PUTs a file as the request's body (a product photo). */
  upload: <T>(path: string, file: Blob) => request<T>('PUT', path, file),
};

/**
 * The text to show a person for a failed call: the server's own message when it sent one meant for people, in
 * the person's language (by its key); otherwise the caller's fallback (network failures, crashes, garbage, and
 * in German or French a text the catalogues cannot name).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0 || error.code === UNREADABLE_RESPONSE || error.code === INTERNAL) return fallback;
  return localizedServerText(error, fallback);
}

/** Gateway failures are worth retrying; everything else is an answer. */
export const isRetryable = (error: unknown) =>
  error instanceof ApiError && (error.status === 502 || error.status === 503 || error.status === 504);
