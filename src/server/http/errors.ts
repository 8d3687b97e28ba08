import { ERROR_CODES } from '#shared/api-error.ts';
import { MAX_MIX_CHOICES, MAX_ORDER_LINES } from '#shared/cart-rules.ts';
import { localized, type Localized, type MessageKey, type MessageParams } from '#shared/localized.ts';
import { mailMsg } from '#shared/mail-messages.ts';
import { msg } from '#shared/messages.ts';

type Msg = typeof msg;
/** A text of src/shared/messages.ts without figures: its key is found from the text itself. */
export type ConstantText = { [K in keyof Msg]: Msg[K] extends string ? Msg[K] : never }[keyof Msg];
 /** The reminder's errors (mail-messages.ts, decision 023): only admins see them, named by their key like others. */
type MailText = (typeof mailMsg)[keyof typeof mailMsg];
/** What an error says: a constant message, one with figures made by `localized(key, params)`, or a mail text. */
export type ErrorText = ConstantText | Localized | MailText;

/**
 * Every text of src/shared/messages.ts and mail-messages.ts the server may send without a key beside it, by its
 * English wording: the constants, and the two figures the request schemas build into their messages.
 */
const KNOWN_TEXTS = new Map<string, Localized>([
  ...[...Object.entries(msg), ...Object.entries(mailMsg)].flatMap(([key, text]) =>
    typeof text === 'string' ? [[text, { key: key as MessageKey, text }] as const] : [],
  ),
  ...[localized('tooManyOrderLines', { n: MAX_ORDER_LINES }), localized('tooManyMixDrinks', { n: MAX_MIX_CHOICES })].map((l) => [l.text, l] as const),
]);

/** The key and parameters of a text the server sends, when it is one of ours; a library's text has none. */
export const localizedText = (text: string): Partial<Localized> & { text: string } => KNOWN_TEXTS.get(text) ?? { text };

/** An error whose message is meant for the client; anything else becomes a 500 without details. */
export class AppError extends Error {
  readonly messageKey?: MessageKey;
  readonly params?: MessageParams;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: ErrorText,
    readonly details?: Record<string, unknown>,
  ) {
    const said = typeof message === 'string' ? localizedText(message) : message;
    super(said.text);
    this.messageKey = said.key;
    this.params = said.params;
  }
}

export const badRequest = (message: ErrorText, code: string = ERROR_CODES.validation, details?: Record<string, unknown>) =>
  new AppError(400, code, message, details);
export const unauthorized = (message: ErrorText = msg.notSignedIn) => new AppError(401, ERROR_CODES.unauthorized, message);
export const forbidden = (message: ErrorText = msg.forbidden) => new AppError(403, ERROR_CODES.forbidden, message);
export const notFound = (message: ErrorText = msg.notFound) => new AppError(404, ERROR_CODES.notFound, message);
export const conflict = (message: ErrorText, code: string = ERROR_CODES.conflict, details?: Record<string, unknown>) =>
  new AppError(409, code, message, details);
