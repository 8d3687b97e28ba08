import { msg } from '#shared/messages.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/*
 * The forms check their fields with the shared zod schemas (src/shared/schemas), whose texts are the spec's
 * English ones; a field shows them in the person's language. Only forms import this (lazy chunks), so the text
 * table stays out of the shop's first visit. The back office's rule texts are in its own catalogue (admin.po),
 * which is loaded wherever its forms are.
 */
const FIELD_RULE_KEYS = [
  // Sign-in, registration, password.
  'invalidEmail',
  'passwordTooShort',
  'passwordTooLong',
  'bookingNumberRequired',
  'enterBookingNumber',
  'passwordsMismatch',
  'newPasswordsMismatch',
  'newPasswordTooShort',
  'currentPasswordRequired',
  // Second factor.
  'secondFactorCodeFormat',
  'secondFactorCodeInvalid',
  'passkeyNameRequired',
  'passkeyNameTooLong',
  // Back office: users, lounges, catalogue, stock, settings.
  'invalidTokenAmount',
  'adjustmentReasonRequired',
  'adjustmentReasonTooLong',
  'invalidInitialTokens',
  'tableNumberRequired',
  'categoryRequired',
  'dayRequired',
  'invalidMinimumConsumption',
  'productNameRequired',
  'invalidTokenPrice',
  'invalidMaxMixChoices',
  'invalidImageUrl',
  'imageUrlNotHttps',
  'mixDrinkNameRequired',
  'invalidStockQuantity',
  'invalidMaxPerGuest',
  'stockDayTwice',
  'invalidDeadline',
  'packageCount',
  'packageIdInvalid',
  'packageIdsUnique',
  'packageTokensInvalid',
  'packagePriceInvalid',
  'onePopularPackage',
  'paymentMethodsRequired',
  'twintNeedsChf',
  // Back office: editions.
  'editionNameRequired',
  'editionNameTooLong',
  'festivalStartThursday',
] as const;
const keyOfText = new Map<string, string>(FIELD_RULE_KEYS.map((key) => [msg[key], key]));

/** A field's error in the active language; a text this table does not know (a library's wording) stays as it came. */
export function localizeFieldError<E extends string | undefined>(error: E): E {
  const key = error === undefined ? undefined : keyOfText.get(error);
  return (key ? t(key) : error) as E;
}
