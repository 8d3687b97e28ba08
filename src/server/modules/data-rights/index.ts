// The data-rights module's public entry (docs/decisions/041, 048): the worker that prepares "Download my data"
// exports and runs the retention rule. Other modules import only this file (docs/decisions/030-module-boundaries.md).
export { createDataRightsWorker, RETENTION_EVERY_MS } from './data-export.service.ts';
export type { DataRightsWorker } from './data-export.service.ts';
