// The push module's public entry (docs/decisions/043-web-push.md): the messages, queued in the transaction of their
// change, and the worker that sends them. Other modules import only this file (docs/decisions/030-module-boundaries.md).
export { queueDeliveredPush, queueNewOrderPushes, queueOnTheWayPushes, queueReminderPushes } from './push-messages.service.ts';
export { createPushQueue } from './push-queue.service.ts';
export type { PushQueue } from './push-queue.service.ts';
export { vapidKeys } from './vapid-keys.service.ts';
