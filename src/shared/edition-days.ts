import { LOUNGE_DAYS, type LoungeDay } from './constants.ts';
import { festivalIso } from './festival-time.ts';

/** The dates (YYYY-MM-DD) of an edition's festival days: its Thursday and the two days after it. */
export type EditionDays = Record<LoungeDay, string>;

const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export function editionDays(festivalStart: string): EditionDays {
  return Object.fromEntries(LOUNGE_DAYS.map((day, i) => [day, addDays(festivalStart, i)])) as EditionDays;
}

/** Whether a date (YYYY-MM-DD) is a Thursday: an edition's festival starts on one. */
export const isThursday = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay() === 4;

/** The Thursday on or after a UTC calendar date, as YYYY-MM-DD. */
function thursdayOnOrAfter(date: Date): string {
  date.setUTCDate(date.getUTCDate() + ((4 - date.getUTCDay() + 7) % 7));
  return date.toISOString().slice(0, 10);
}

/** The same date `years` later, moved to the Thursday of that week (next year's festival starts on a Thursday too). */
export function sameThursdayLater(festivalStart: string, years: number): string {
  const date = new Date(`${festivalStart}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return thursdayOnOrAfter(date);
}

/**
 * The Thursday on or after a deadline's date in the festival's time zone: the festival a deadline closes the
 * pre-orders of (the migration of docs/decisions/031 dates the first edition the same way).
 */
export function festivalStartAfter(deadline: Date): string {
  return thursdayOnOrAfter(new Date(`${festivalIso(deadline).slice(0, 10)}T00:00:00Z`));
}
