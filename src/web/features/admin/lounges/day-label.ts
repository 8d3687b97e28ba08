import type { LoungeDay } from '#shared/constants.ts';
import { dayName } from '#web/lib/format.ts';

/**
 * A festival day standing on its own (a tab, a table cell, a choice): 'Friday', 'Freitag', 'Vendredi'. French
 * writes weekdays in lower case inside a sentence, but a label starts with a capital.
 */
export const dayLabel = (day: LoungeDay) => {
  const name = dayName(day);
  return name.charAt(0).toLocaleUpperCase() + name.slice(1);
};
