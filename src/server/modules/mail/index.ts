// The mail module's public entry: the guest mails, queued in the transaction of their change, and the outbox's
// worker. Other modules import only this file, and only what it names (docs/decisions/030-module-boundaries.md).
export {
  queueOrderCancelledMail,
  queueOrderChangedMail,
  queueOrderDeliveredMail,
  queueOrderPlacedMail,
  queuePayoutWindowMail,
  queueStockBackMail,
  queueTokenReceiptMail,
  queueWelcomeMail,
} from './guest-mails.service.ts';
export { createMailQueue } from './mail-queue.service.ts';
export type { MailQueue } from './mail-queue.service.ts';
export { enqueueMail } from './mail.service.ts';
export { countMailsByStatus } from './mail-outbox.repo.ts';
