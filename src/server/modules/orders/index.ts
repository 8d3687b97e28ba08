// The orders module's public entry: a guest's orders as clients see them. Other modules import only this file, and
// only what it names (docs/decisions/030-module-boundaries.md).
export { listUserOrders } from './order-details.repo.ts';
