import { loungeLabel, shortId } from '#shared/constants.ts';

/*
 * How the web app writes amounts, dates, order numbers and lounges, the same on every page: the shop,
 * the statement and the back office.
 */

/** Swiss francs as the shop shows them: whole amounts without decimals, others with two. */
export const formatChf = (amount: number) => `${Number.isInteger(amount) ? amount : amount.toFixed(2)} CHF`;

/** SPEC §9: the per-token price is shown with 2 decimals. */
export const perTokenPrice = (priceChf: number, tokens: number) => `${(priceChf / tokens).toFixed(2)} CHF per token`;

export const signedTokens = (delta: number) => (delta > 0 ? `+${delta}` : `−${Math.abs(delta)}`);

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => dateOnly.format(new Date(iso));
const timeOnly = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' });
/** '18:42', as in "Delivered at 18:42". */
export const formatTime = (iso: string) => timeOnly.format(new Date(iso));

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a `datetime-local` input holds it: in the browser's own time zone, to the minute. */
export function toDateTimeLocal(iso: string) {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** '#' plus the first 8 characters (SPEC §2, §9). */
export const orderNumber = (orderId: string) => `#${shortId(orderId)}`;

/** "VIP 4 · Friday", or just the label when the lounge has no day. */
export const loungeWithDay = (lounge: { category: string; tableNumber: string; day: string | null }) =>
  lounge.day ? `${loungeLabel(lounge)} · ${lounge.day}` : loungeLabel(lounge);
