import type { EditionRow } from './editions.repo.ts';

/**
 * Whether an edition takes pre-orders now: it is open and its deadline has not passed (docs/product.md#editions).
 * Checkout, token sales, the dashboard and the edition's state as clients see it all ask this one rule; asked of the
 * current edition it also answers "is any edition open", since an open edition is always the current one.
 */
export const preordersOpen = (edition: Pick<EditionRow, 'state' | 'preorderDeadline'>, now: Date) =>
  edition.state === 'open' && now.getTime() < edition.preorderDeadline.getTime();
