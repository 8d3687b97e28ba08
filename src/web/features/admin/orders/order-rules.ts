import type { OrderStatus } from '#shared/constants.ts';

/** Which actions an order in a given status offers (SPEC §2, §4). */
export const canComplete = (status: OrderStatus) => status === 'pending';
export const canRefund = (status: OrderStatus) => status === 'pending' || status === 'completed';
