/**
 * Until when a guest may cancel or change their own pending order (docs/decisions/044): the cutoff the admin set on
 * the order's edition, or else its pre-order deadline. The server refuses by it and the web shows it, so both read it
 * here. Works on the row (Date) and on the API's edition (ISO text) alike.
 */
export function changeCutoffOf<T extends Date | string>(edition: { preorderDeadline: T; changeCutoff: T | null }): T {
  return edition.changeCutoff ?? edition.preorderDeadline;
}

/** Whether `now` is before the cutoff: the cutoff's instant itself is already too late, as the deadline's is. */
export const beforeChangeCutoff = (edition: { preorderDeadline: Date | string; changeCutoff: Date | string | null }, now: Date) =>
  now.getTime() < new Date(changeCutoffOf(edition)).getTime();
