// The payouts module's public entry: leftover tokens after an edition (docs/decisions/040-payouts.md). Other modules
// import only this file, and only what it names (docs/decisions/030-module-boundaries.md).
export { createRefundQueue, type RefundQueue } from './refund-queue.service.ts';
export { confirmProviderRefunds } from './refund-confirmation.service.ts';
