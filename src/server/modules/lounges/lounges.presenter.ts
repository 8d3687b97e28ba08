import { LOUNGE_DAYS, loungeLabel } from '#shared/constants.ts';
import type { AdminLounge } from '#shared/schemas/admin-lounges.ts';
import type { MyLounge } from '#shared/schemas/auth.ts';
import type { LoungeRow } from './lounges.repo.ts';

export type Assignee = AdminLounge['assignedUsers'][number];

export const toMyLounge = (row: Pick<LoungeRow, 'id' | 'tableNumber' | 'category' | 'day'>): MyLounge => ({
  id: row.id,
  tableNumber: row.tableNumber,
  category: row.category,
  day: row.day,
});

const dayRank = (day: MyLounge['day']) => (day ? LOUNGE_DAYS.indexOf(day) : LOUNGE_DAYS.length);

/** Festival order (Thursday first, lounges without a day last), then by label with numbers in numeric order. */
export const byDayThenLabel = (a: MyLounge, b: MyLounge) =>
  dayRank(a.day) - dayRank(b.day) || loungeLabel(a).localeCompare(loungeLabel(b), 'en', { numeric: true });

export const byLabel = (a: MyLounge, b: MyLounge) => loungeLabel(a).localeCompare(loungeLabel(b), 'en', { numeric: true });

export const toAdminLoungeDto = (row: LoungeRow, assignedUsers: Assignee[]): AdminLounge => ({
  id: row.id,
  tableNumber: row.tableNumber,
  category: row.category,
  day: row.day,
  minimumConsumptionTokens: row.minimumConsumptionTokens,
  bookingNumber: row.bookingNumber,
  isOccupied: row.isOccupied,
  tokensTransferred: row.tokensTransferred,
  createdAt: row.createdAt.toISOString(),
  assignedUsers,
});
