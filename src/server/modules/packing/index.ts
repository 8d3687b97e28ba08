// The packing module's public entry: a festival day's packing list. Other modules import only this file, and only
// what it names (docs/decisions/030-module-boundaries.md).
export { loadPackingList } from './packing.service.ts';
