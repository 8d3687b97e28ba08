import type { OrderStatus } from '#shared/constants.ts';

/** Which actions an order in a given status offers (docs/product.md#back-office-orders, #order-states). */
export const canComplete = (status: OrderStatus) => status === 'pending';
/** A free order (total 0) has nothing to give back, so it offers no refund. */
export const canRefund = (order: { status: OrderStatus; totalTokens: number }) =>
  (order.status === 'pending' || order.status === 'completed') && order.totalTokens > 0;
