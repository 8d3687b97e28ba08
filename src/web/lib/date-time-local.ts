/*
 * The back office's `datetime-local` inputs (deadlines, a reminder's time) hold a moment in the browser's own time
 * zone, to the minute; the server takes an instant. Apart from lib/format.ts, so the shop's first visit does without.
 */

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a `datetime-local` input holds it: in the browser's own time zone, to the minute. */
export function toDateTimeLocal(iso: string) {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
/** Whether a `datetime-local` input holds a moment (it is empty until both date and time are given). */
export const isDateTimeLocal = (value: string) => value !== '' && !Number.isNaN(new Date(value).getTime());
/** A `datetime-local` input's moment as the instant the server takes (ISO, UTC). */
export const fromDateTimeLocal = (value: string) => new Date(value).toISOString();
