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

/** The number formats; every other one below is a date format. */
type NumberStyle = 'whole' | 'cents';
const STYLES = {
  whole: { maximumFractionDigits: 0 },
  cents: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  dateOnly: { dateStyle: 'medium' },
  dateFull: { dateStyle: 'full', timeStyle: 'short' },
  timeOnly: { timeStyle: 'short' },
  weekday: { weekday: 'long', timeZone: 'UTC' },
  weekdayOf: { weekday: 'long' },
  // A calendar date (YYYY-MM-DD) is read at midnight UTC and written in UTC, so no time zone moves its day.
  dayWithDate: { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' },
  dayMonth: { day: 'numeric', month: 'long', timeZone: 'UTC' },
  festival: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: FESTIVAL_TIME_ZONE, timeZoneName: 'short' },
} satisfies Record<string, Intl.NumberFormatOptions | Intl.DateTimeFormatOptions>;
type Style = keyof typeof STYLES;

/*
 * One formatter per language and style, made the first time that language formats something in that style: making
 * all eleven at once took 30 ms of the shop's first render on a phone (the shop uses two of them).
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter(style: NumberStyle, language?: Language): Intl.NumberFormat;
function formatter(style: Exclude<Style, NumberStyle>, language?: Language): Intl.DateTimeFormat;
function formatter(style: Style, language = activeLanguage()) {
  const key = language + style;
  let found = made.get(key);
  if (!found) {
    const locale = INTL_LOCALES[language];
    found = style === 'whole' || style === 'cents' ? new Intl.NumberFormat(locale, STYLES[style]) : new Intl.DateTimeFormat(locale, STYLES[style]);
    made.set(key, found);
  }
  return found;
}

/** A whole number as the language writes it (1,250 · 1’250 · 1 250): token amounts, counts. */
export const formatNumber = (n: number) => formatter('whole').format(n);

/** An amount with two decimals as the language writes it. */
const formatCents = (amount: number) => formatter('cents').format(amount);

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

export const formatDateTime = (iso: string) => formatter('dateTime').format(new Date(iso));
export const formatDate = (iso: string) => formatter('dateOnly').format(new Date(iso));
/** 'Friday, 3 July 2026 at 18:00': the pre-order deadline. */
export const formatFullDateTime = (date: Date) => formatter('dateFull').format(date);
/** '18 Sept 2026, 18:42 CEST': a moment in the festival's time zone, named, whatever the browser's zone (printouts). */
export const formatFestivalDateTime = (date: Date) => formatter('festival').format(date);
/** '18:42', as in "Delivered at 18:42". */
export const formatTime = (iso: string) => formatter('timeOnly').format(new Date(iso));
/** The weekday of an instant, as in "Delivered on Friday at 18:42". */
export const formatWeekday = (iso: string) => formatter('weekdayOf').format(new Date(iso));

// 1 to 3 January 2026 fell on a Thursday, Friday and Saturday: Intl names them in the active language.
const DAY_DATES: Record<LoungeDay, Date> = {
  Thursday: new Date(Date.UTC(2026, 0, 1)),
  Friday: new Date(Date.UTC(2026, 0, 2)),
  Saturday: new Date(Date.UTC(2026, 0, 3)),
};
/** A festival day in the active language: 'Friday', 'Freitag', 'vendredi'. */
export const dayName = (day: LoungeDay) => dayNameIn(day, activeLanguage());
/** A festival day in a given language (the browser tests' tours read screens in each language with it). */
export const dayNameIn = (day: LoungeDay, language: Language) => formatter('weekday', language).format(DAY_DATES[day]);
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
export const dayWithDateIn = (isoDate: string, language: Language) => formatter('dayWithDate', language).format(calendarDate(isoDate));
/** `dayWithDate` standing on its own (a heading, a table cell): 'Vendredi 18 septembre'. */
export const dayWithDateLabel = (day: LoungeDay, dates: EditionDays | undefined) => capitalized(dayWithDate(day, dates));
/** The date alone, beside or below a day's name that keeps its place (a tab): '18 September', '18. September'. */
export const dayDate = (day: LoungeDay, dates: EditionDays) => formatter('dayMonth').format(calendarDate(dates[day]));

/** '#' plus the first 8 characters (docs/product.md#business-constants). */
export const orderNumber = (orderId: string) => `#${shortId(orderId)}`;

/**
 * "VIP 4 · Friday", or with the edition's dates "VIP 4 · Friday 18 September"; just the label when the lounge has
 * no day.
 */
export const loungeWithDay = (lounge: { category: string; tableNumber: string; day: LoungeDay | null }, dates?: EditionDays) =>
  lounge.day ? `${loungeLabel(lounge)} · ${dayWithDate(lounge.day, dates)}` : loungeLabel(lounge);
