import { LOUNGE_DAYS } from '#shared/constants.ts';

/** 2 January 2025 was a Thursday: the festival days as dates, so Intl names them in any language. */
const FESTIVAL_DATES: Record<string, Date> = Object.fromEntries(LOUNGE_DAYS.map((day, i) => [day, new Date(Date.UTC(2025, 0, 2 + i))]));

/**
 * Numbers, CHF amounts, dates, lists and festival weekdays as a mail's language writes them, through Intl:
 * `locale` is en (dates as en-GB, the English mails' format from the start), de-CH or fr-CH.
 */
export function mailFormat(locale: 'en' | 'de-CH' | 'fr-CH') {
  const numbers = new Intl.NumberFormat(locale);
  const plurals = new Intl.PluralRules(locale);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const festivalDay = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const dates = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Zurich' });
  const times = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Zurich' });
  const lists = new Intl.ListFormat(locale, { type: 'conjunction' });
  const francs = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CHF' });
  const centsIfAny = (amount: number) => new Intl.NumberFormat(locale, { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 });
  return {
    number: (n: number) => numbers.format(n),
    /** True when `n` takes the singular in this language (French: 0 and 1). */
    one: (n: number) => plurals.select(n) === 'one',
    /** A CHF amount; whole francs without decimals only in English, as its mails always wrote them ("275 CHF"). */
    chf: (amount: number) => (locale === 'en' ? `${centsIfAny(amount).format(amount)} CHF` : francs.format(amount)),
    /** An ISO instant in the shop's time zone (Europe/Zurich). */
    date: (iso: string) => dates.format(new Date(iso)),
    /** The time of day of an ISO instant in the shop's time zone ('18:42'). */
    time: (iso: string) => times.format(new Date(iso)),
    list: (items: string[]) => lists.format(items),
    /** A festival day ('Thursday') in this language; a value that is none of them is shown as stored. */
    weekday: (day: string) => (FESTIVAL_DATES[day] ? weekday.format(FESTIVAL_DATES[day]) : day),
    /** A festival day with its date ('Friday 18 September'), from the date (YYYY-MM-DD) of its edition. */
    festivalDay: (date: string) => festivalDay.format(new Date(`${date}T00:00:00Z`)),
  };
}

export type MailFormat = ReturnType<typeof mailFormat>;
