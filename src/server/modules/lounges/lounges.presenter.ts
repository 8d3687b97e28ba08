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
