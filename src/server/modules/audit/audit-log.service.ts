import type { AuditLogFilter, AuditLogResponse } from '#shared/schemas/admin-logs.ts';
import { festivalIso } from '#shared/festival-time.ts';
import type { Db } from '#server/db/client.ts';
import { idBatches, idPage } from '#server/db/id-pages.ts';
import type { CsvValue } from '#server/http/csv.ts';
import { auditLogPage } from './audit-log.repo.ts';

/** Rows per read of the CSV export. */
export const AUDIT_EXPORT_BATCH = 1000;

/**
 * The export's columns, a published format (docs/features.md#security-and-audit-log): add columns at the end,
 * never rename, reorder or drop one. `before` and `after` are the JSON the change wrote.
 */
export const AUDIT_LOG_COLUMNS = ['id', 'created_at', 'actor_id', 'actor_email', 'action', 'entity', 'entity_id', 'before', 'after', 'created_at_zurich'];

type Row = Awaited<ReturnType<typeof auditLogPage>>[number];
const asJson = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export async function listAuditLog(db: Db, query: AuditLogFilter & { before?: number; limit: number }): Promise<AuditLogResponse> {
  const { rows, nextBefore } = await idPage((before, limit) => auditLogPage(db, query, before, limit), query.before, query.limit);
  return { entries: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), nextBefore };
}

/** The entries the filter finds, newest first, as CSV rows. */
export async function* auditLogBatches(db: Db, filter: AuditLogFilter, batchSize = AUDIT_EXPORT_BATCH): AsyncGenerator<CsvValue[][]> {
  for await (const rows of idBatches((before, limit) => auditLogPage(db, filter, before, limit), batchSize)) {
    yield rows.map((r: Row) => [
      r.id,
      r.createdAt.toISOString(),
      r.actorId,
      r.actorEmail,
      r.action,
      r.entity,
      r.entityId,
      asJson(r.before),
      asJson(r.after),
      festivalIso(r.createdAt),
    ]);
  }
}
