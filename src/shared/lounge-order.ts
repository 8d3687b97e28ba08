import { LOUNGE_DAYS, type LoungeDay } from './constants.ts';

type Sortable = { day: LoungeDay | null; category: string; tableNumber: string };

const dayRank = (day: LoungeDay | null) => (day ? LOUNGE_DAYS.indexOf(day) : LOUNGE_DAYS.length);
// One order in every language (the names are the festival's own), numbers by value: VIP 2 before VIP 10.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const byText = (a: string, b: string) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * The one order of lounges wherever people scan or pick them (the shop's chooser, the back office's lists and
 * pickers, a guest's lounges): festival day (Thursday, Friday, Saturday, then none), category, then table number
 * with numbers by value.
 */
export const compareLounges = (a: Sortable, b: Sortable) =>
  dayRank(a.day) - dayRank(b.day) || byText(a.category, b.category) || byText(a.tableNumber, b.tableNumber);

/** A sorted copy (compareLounges). */
export const sortLounges = <T extends Sortable>(lounges: readonly T[]): T[] => [...lounges].sort(compareLounges);
