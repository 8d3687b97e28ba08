import type { MessageKey, MessageParams } from './localized.ts';

/**
 * Every error the API sends has this shape. Kept free of zod: the browser checks it on every failed
 * call, and zod must not be part of the JavaScript a first visit to the shop downloads. Kept apart from the
 * list of error codes (api-error.ts) for the same reason: the browser needs this check at once, the whole list
 * only on the pages that act on particular codes.
 *
 * `message` is English, for any client. When it is one of the texts of src/shared/messages.ts, `messageKey`
 * names it and `params` carries its placeholders by the names its entry declares, so the web renders it
 * in the person's language; a text from a library (a schema's default wording) has neither (decision 025).
 */
export type ApiErrorBody = {
  error: { code: string; message: string; messageKey?: MessageKey; params?: MessageParams; details?: Record<string, unknown> };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (!isRecord(value) || !isRecord(value.error)) return false;
  const { code, message, messageKey, params, details } = value.error;
  return (
    typeof code === 'string' &&
    typeof message === 'string' &&
    (messageKey === undefined || typeof messageKey === 'string') &&
    (params === undefined || isRecord(params)) &&
    (details === undefined || isRecord(details))
  );
}
