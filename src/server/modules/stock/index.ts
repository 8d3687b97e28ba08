// The stock module's public entry: taking units, giving them back, locking an order's stock, the invariant, the
// product form's limits. Other modules import only this file, and only what it names (docs/decisions/030-module-
// boundaries.md).
export {
  giveBackStock,
  lockOrderStock,
  replaceProductStock,
  restockChange,
  stockAlertCounts,
  stockMismatches,
  takeStock,
} from './stock.service.ts';
export type { DayLine } from './stock.service.ts';
