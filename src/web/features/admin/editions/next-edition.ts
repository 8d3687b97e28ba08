import { sameThursdayLater } from '#shared/edition-days.ts';
import type { Edition } from '#shared/schemas/editions.ts';
import { editionFormValues, type EditionFormValues } from './edition-form.ts';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** A `datetime-local` value `days` calendar days later, at the same time of day (whatever summer time does between). */
function laterLocal(value: string, days: number) {
  const [date = '', time = ''] = value.split('T');
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return `${moved.toISOString().slice(0, 10)}T${time}`;
}

/** "Festival 2026" becomes "Festival 2027": the last year in the name moves on; a name without one gets the new year. */
export function nextEditionName(name: string, festivalStart: string) {
  const year = [...name.matchAll(/\b\d{4}\b/g)].at(-1);
  if (!year) return `${name} ${festivalStart.slice(0, 4)}`;
  return `${name.slice(0, year.index)}${Number(year[0]) + 1}${name.slice(year.index + 4)}`;
}

/**
 * "Prepare next edition", filled from the newest edition (docs/decisions/031): the same Thursday a year later, the
 * deadline moved by as many days, the same contact address, the name with the next year.
 */
export function nextEditionValues(newest: Edition): EditionFormValues {
  const last = editionFormValues(newest);
  const festivalStart = sameThursdayLater(last.festivalStart, 1);
  return {
    name: nextEditionName(last.name, festivalStart),
    festivalStart,
    preorderDeadline: laterLocal(last.preorderDeadline, daysBetween(last.festivalStart, festivalStart)),
    contactEmail: last.contactEmail,
    // A cutoff of its own moves with the festival, as the deadline does.
    changeCutoff: last.changeCutoff && laterLocal(last.changeCutoff, daysBetween(last.festivalStart, festivalStart)),
  };
}
