/**
 * The festival's time zone: where its days, deadlines and deliveries happen. Exports and printouts write times
 * in it (with the offset), whatever zone the server or the admin's browser is in.
 */
export const FESTIVAL_TIME_ZONE = 'Europe/Zurich';

const partsOf = new Intl.DateTimeFormat('en-US', {
  timeZone: FESTIVAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/** An instant as ISO 8601 in the festival's time zone, to the second, with its offset: '2026-09-18T18:42:00+02:00'. */
export function festivalIso(date: Date): string {
  const p = Object.fromEntries(partsOf.formatToParts(date).map((part) => [part.type, part.value]));
  // 'GMT+02:00', or plain 'GMT' for an offset of zero.
  const offset = p.timeZoneName === 'GMT' ? '+00:00' : p.timeZoneName!.slice(3);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset}`;
}
