import { ERROR_CODES } from '#shared/api-error.ts';
import type { LoungeDay } from '#shared/constants.ts';
import { dayName } from '#web/lib/format.ts';
import { activeLanguage, t } from '#web/lib/i18n/i18n.ts';

type Details = Record<string, unknown>;
const text = (details: Details, key: string) => (typeof details[key] === 'string' ? details[key] : '');
const number = (details: Details, key: string) => Number(details[key] ?? 0);

/*
 * The API answers in English for every client, with a `code` (and for some, details) that says what happened
 * (src/shared/api-error.ts). The web shows the error in the person's language from these: each code here has one
 * meaning, so one text. Codes shared by several texts (VALIDATION_ERROR, CONFLICT…) keep the server's English.
 */
const byCode: Record<string, (details: Details) => string | null> = {
  [ERROR_CODES.accountLocked]: (d) => t('accountLocked', { minutes: Math.ceil(number(d, 'retryAfterSeconds') / 60) }),
  [ERROR_CODES.currentPasswordWrong]: () => t('currentPasswordWrong'),
  [ERROR_CODES.resetTokenInvalid]: () => t('resetInvalid'),
  [ERROR_CODES.emailTaken]: () => t('emailAlreadyRegistered'),
  [ERROR_CODES.bookingInvalid]: () => t('invalidBooking'),
  [ERROR_CODES.bookingTransferred]: () => t('bookingAlreadyTransferred'),
  [ERROR_CODES.rateLimited]: () => t('rateLimited'),
  [ERROR_CODES.unavailable]: () => t('serviceUnavailable'),
  [ERROR_CODES.wrongAddress]: (d) => t('wrongAddress', { publicUrl: text(d, 'publicUrl') }),
  [ERROR_CODES.userNotFound]: () => t('userNotFound'),
  [ERROR_CODES.productUnavailable]: () => t('productUnavailable'),
  [ERROR_CODES.mixDrinkUnavailable]: () => t('mixDrinkUnavailable'),
  [ERROR_CODES.loungeNotAssigned]: () => t('loungeNotAssigned'),
  [ERROR_CODES.preorderClosed]: (d) => t('preorderClosed', { email: text(d, 'contactEmail') }),
  [ERROR_CODES.outOfStock]: (d) =>
    t('outOfStock', { product: text(d, 'product'), day: dayName(d.day as LoungeDay), left: number(d, 'left') }),
  [ERROR_CODES.guestLimitReached]: (d) =>
    t(number(d, 'already') > 0 ? 'guestLimitReachedAlready' : 'guestLimitReached', {
      product: text(d, 'product'),
      day: dayName(d.day as LoungeDay),
      max: number(d, 'max'),
      already: number(d, 'already'),
    }),
  [ERROR_CODES.unknownPackage]: () => t('unknownTokenPackage'),
  [ERROR_CODES.paymentNotOpen]: () => t('paymentNotOpen'),
};

/**
 * An API error's text in the active language, or the server's English `message` when its code has no text.
 * English shows the server's own words, which are the spec's (src/shared/messages.ts).
 */
export function localizedApiError(code: string, message: string, details: Details = {}): string {
  if (activeLanguage() === 'en') return message;
  return byCode[code]?.(details) ?? message;
}
