import { editionDays } from '#shared/edition-days.ts';
import type { Edition } from '#shared/schemas/editions.ts';
import type { EditionRow } from './editions.repo.ts';
import { preordersOpen } from './preorder-window.ts';

/** An edition still marked open whose deadline has passed is running: its pre-orders are over. */
const stateOf = (row: EditionRow, now: Date) => (row.state === 'open' && !preordersOpen(row, now) ? 'running' : row.state);

export const toEditionDto = (row: EditionRow, now = new Date()): Edition => ({
  id: row.id,
  name: row.name,
  state: stateOf(row, now),
  isCurrent: row.isCurrent,
  days: editionDays(row.festivalStart),
  preorderDeadline: row.preorderDeadline.toISOString(),
  changeCutoff: row.changeCutoff?.toISOString() ?? null,
  contactEmail: row.contactEmail,
});
