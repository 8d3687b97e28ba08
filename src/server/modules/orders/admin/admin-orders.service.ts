import { z } from 'zod';
import { msg } from '#shared/messages.ts';
import type { AdminOrder, AdminOrdersResponse } from '#shared/schemas/admin-orders.ts';
import type { LoungeDay, OrderStatus } from '#shared/constants.ts';
import type { Db } from '#server/db/client.ts';
import { badRequest, notFound } from '#server/http/errors.ts';
import { countOrders, findAdminOrder, listOrderPage, type OrderCursor } from './admin-orders.repo.ts';

const cursorSchema = z.object({
  // created_at as PostgreSQL prints it, e.g. '2025-09-01 18:03:11.123456+00'.
  createdAt: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/),
  id: z.uuid(),
});

export const encodeCursor = (cursor: OrderCursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decodeCursor(text: string): OrderCursor {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    throw badRequest(msg.invalidPageCursor);
  }
}

export async function listOrders(
  db: Db,
  editionId: string,
  query: { status?: OrderStatus; q?: string; day?: LoungeDay; loungeId?: string; cursor?: string; limit: number },
): Promise<AdminOrdersResponse> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const filter = { editionId, status: query.status, search: query.q, day: query.day, loungeId: query.loungeId };
  const [page, total] = await Promise.all([listOrderPage(db, filter, cursor, query.limit), countOrders(db, filter)]);
  return { orders: page.orders, total, nextCursor: page.next ? encodeCursor(page.next) : null };
}

export async function getOrder(db: Db, orderId: string): Promise<AdminOrder> {
  const order = await findAdminOrder(db, orderId);
  if (!order) throw notFound(msg.adminOrderNotFound);
  return order;
}
