import type { OrderStatus } from '#shared/constants.ts';
import { shortId } from '#shared/constants.ts';

/** '#' plus the first 8 characters (SPEC §2, §9). */
export const orderNumber = (orderId: string) => `#${shortId(orderId)}`;

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
export const formatOrderDate = (iso: string) => dateOnly.format(new Date(iso));
export const formatOrderDateTime = (iso: string) => dateTime.format(new Date(iso));

export const canComplete = (status: OrderStatus) => status === 'pending';
export const canRefund = (status: OrderStatus) => status === 'pending' || status === 'completed';
