// The audit module's public entry: the back office's audit log, written in the transaction of the change it records.
// Other modules import only this file, and only what it names (docs/decisions/030-module-boundaries.md).
export { entityHistory, writeAudit, type AuditEntry } from './audit-log.repo.ts';
