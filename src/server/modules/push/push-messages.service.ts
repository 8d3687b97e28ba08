import { loungeLabel } from '#shared/constants.ts';
import { festivalIso } from '#shared/festival-time.ts';
import type { Queryable, Tx } from '#server/db/client.ts';
import { gatherNewOrders, insertDeliveredPushes, insertOnTheWayPushes, insertReminderPushes, loungesOfToday } from './push.repo.ts';

// The push messages, each queued in the transaction of the change it reports (docs/decisions/043-web-push.md), for
// every subscription of the people it concerns: nothing is queued for a change that rolls back, and a person
// without a subscription costs one indexed lookup.

/** New orders for staff gather this long into one message: "5 new orders for Friday" instead of five. */
export const NEW_ORDERS_WINDOW_MS = 30_000;

/**
 * Orders just completed (one, all pending ones of a day, or a manual order): those with lines for a lounge whose
 * festival day is today, where the festival is, are announced to staff and admins. One order names its lounge;
 * several within the window are counted.
 */
export async function queueNewOrderPushes(tx: Tx, orderIds: string[], now = new Date()): Promise<void> {
  const today = festivalIso(now).slice(0, 10);
  const byOrder = new Map((await loungesOfToday(tx, orderIds, today)).map((line) => [line.orderId, line]));
  const latest = [...byOrder.values()].at(-1);
  if (!latest) return;
  await gatherNewOrders(tx, { editionId: latest.editionId, day: latest.day, lounge: loungeLabel(latest), count: byOrder.size, windowMs: NEW_ORDERS_WINDOW_MS });
}

/** "Delivered at 18:42 to VIP 12": one message per order, lounge and subscription, at the time of the mark. */
export const queueDeliveredPush = (tx: Queryable, guestId: string, delivery: { orderId: string; loungeId: string; lounge: string }) =>
  insertDeliveredPushes(tx, guestId, delivery);

/**
 * "Your order is on its way" to the guests of a lounge whose runner set off (docs/decisions/049-on-its-way.md): one
 * message per lounge, day and subscription however often it is tapped. Answers how many were queued.
 */
export const queueOnTheWayPushes = (tx: Queryable, guestIds: string[], departure: { loungeId: string; day: string; lounge: string }) =>
  insertOnTheWayPushes(tx, guestIds, departure);

/**
 * The pre-order reminder beside its mail, to the same guests (those who did not turn reminders off), with their
 * balance at this moment: one per deadline and subscription, like the mail's one per deadline and guest.
 */
export const queueReminderPushes = (tx: Queryable, guestIds: string[], deadlineIso: string) => insertReminderPushes(tx, guestIds, deadlineIso);
