import { loungeLabel, shortId, type LoungeDay } from '#shared/constants.ts';
import { FESTIVAL_TIME_ZONE } from '#shared/festival-time.ts';
import { activeLanguage, t } from '#web/lib/i18n/i18n.ts';
import type { Language } from '#shared/constants.ts';
import type { EditionDays } from '#shared/edition-days.ts';
import { INTL_LOCALES } from '#web/lib/i18n/languages.ts';

/*
 * How the web app writes amounts, dates, weekdays, order numbers and lounges, the same on every page: the shop,
 * the statement and the back office; through `Intl` in the active language (en-GB, de-CH, fr-CH; docs/decisions/024).
 */

/** One set of formatters per language, made the first time that language formats something. */
function makeFormatters(language: Language) {
  const locale = INTL_LOCALES[language];
  return {
    whole: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
    cents: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    dateTime: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    dateOnly: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }),
    dateFull: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }),
    timeOnly: new Intl.DateTimeFormat(locale, { timeStyle: 'short' }),
    weekday: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }),
    weekdayOf: new Intl.DateTimeFormat(locale, { weekday: 'long' }),
    // A calendar date (YYYY-MM-DD) is read at midnight UTC and written in UTC, so no time zone moves its day.
    dayWithDate: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
    dayMonth: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }),
    festival: new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: FESTIVAL_TIME_ZONE,
      timeZoneName: 'short',
    }),
  };
}
const cache = new Map<Language, ReturnType<typeof makeFormatters>>();
function formatters(language = activeLanguage()) {
  let found = cache.get(language);
  if (!found) cache.set(language, (found = makeFormatters(language)));
  return found;
}

/** A whole number as the language writes it (1,250 · 1’250 · 1 250): token amounts, counts. */
export const formatNumber = (n: number) => formatters().whole.format(n);

/** An amount with two decimals as the language writes it. */
const formatCents = (amount: number) => formatters().cents.format(amount);

/** Swiss francs as the shop shows them: whole amounts without decimals, others with two. */
export const formatChf = (amount: number) =>
  `${Number.isInteger(amount) ? formatNumber(amount) : formatCents(amount)} CHF`;

/** The per-token price is shown with 2 decimals (docs/product.md#business-constants). */
export const perTokenPrice = (priceChf: number, tokens: number) =>
  t('format.perTokenPrice', { price: formatCents(priceChf / tokens) });

/** '452 tokens', '1 token', '0 jeton', '1’250 Token': the figure as the language writes it, the word in its plural. */
export const tokensText = (tokens: number) => `${formatNumber(tokens)} ${t('common.tokensWord', { count: tokens })}`;

export const signedTokens = (delta: number) =>
  delta > 0 ? `+${formatNumber(delta)}` : `−${formatNumber(Math.abs(delta))}`;

export const formatDateTime = (iso: string) => formatters().dateTime.format(new Date(iso));
export const formatDate = (iso: string) => formatters().dateOnly.format(new Date(iso));
/** 'Friday, 3 July 2026 at 18:00': the pre-order deadline. */
export const formatFullDateTime = (date: Date) => formatters().dateFull.format(date);
/** '18 Sept 2026, 18:42 CEST': a moment in the festival's time zone, named, whatever the browser's zone (printouts). */
export const formatFestivalDateTime = (date: Date) => formatters().festival.format(date);
/** '18:42', as in "Delivered at 18:42". */
export const formatTime = (iso: string) => formatters().timeOnly.format(new Date(iso));
/** The weekday of an instant, as in "Delivered on Friday at 18:42". */
export const formatWeekday = (iso: string) => formatters().weekdayOf.format(new Date(iso));

// 1 to 3 January 2026 fell on a Thursday, Friday and Saturday: Intl names them in the active language.
const DAY_DATES: Record<LoungeDay, Date> = {
  Thursday: new Date(Date.UTC(2026, 0, 1)),
  Friday: new Date(Date.UTC(2026, 0, 2)),
  Saturday: new Date(Date.UTC(2026, 0, 3)),
};
/** A festival day in the active language: 'Friday', 'Freitag', 'vendredi'. */
export const dayName = (day: LoungeDay) => dayNameIn(day, activeLanguage());
/** A festival day in a given language (the browser tests' tours read screens in each language with it). */
export const dayNameIn = (day: LoungeDay, language: Language) => formatters(language).weekday.format(DAY_DATES[day]);
const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
/**
 * A festival day standing on its own (a tab, a table cell, a choice): 'Friday', 'Freitag', 'Vendredi'. French
 * writes weekdays in lower case inside a sentence, but a label starts with a capital.
 */
export const dayLabel = (day: LoungeDay) => capitalized(dayName(day));

const calendarDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
/**
 * An edition's festival day with its date, where a person plans by it (docs/decisions/031): 'Friday 18 September',
 * 'Freitag, 18. September', 'vendredi 18 septembre'; the day's name alone while the dates are not known.
 */
export const dayWithDate = (day: LoungeDay, dates: EditionDays | undefined) =>
  dates ? dayWithDateIn(dates[day], activeLanguage()) : dayName(day);
/** A date (YYYY-MM-DD) with its weekday in a given language (and for the tests, in each language). */
export const dayWithDateIn = (isoDate: string, language: Language) => formatters(language).dayWithDate.format(calendarDate(isoDate));
/** `dayWithDate` standing on its own (a heading, a table cell): 'Vendredi 18 septembre'. */
export const dayWithDateLabel = (day: LoungeDay, dates: EditionDays | undefined) => capitalized(dayWithDate(day, dates));
/** The date alone, beside or below a day's name that keeps its place (a tab): '18 September', '18. September'. */
export const dayDate = (day: LoungeDay, dates: EditionDays) => formatters().dayMonth.format(calendarDate(dates[day]));

/** '#' plus the first 8 characters (docs/product.md#business-constants). */
export const orderNumber = (orderId: string) => `#${shortId(orderId)}`;

/**
 * "VIP 4 · Friday", or with the edition's dates "VIP 4 · Friday 18 September"; just the label when the lounge has
 * no day.
 */
export const loungeWithDay = (lounge: { category: string; tableNumber: string; day: LoungeDay | null }, dates?: EditionDays) =>
  lounge.day ? `${loungeLabel(lounge)} · ${dayWithDate(lounge.day, dates)}` : loungeLabel(lounge);
