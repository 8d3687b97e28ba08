import type { SecurityEventsFilter, SecurityEventsResponse } from '#shared/schemas/admin-logs.ts';
import { festivalIso } from '#shared/festival-time.ts';
import type { Db } from '#server/db/client.ts';
import { idBatches, idPage } from '#server/db/id-pages.ts';
import type { CsvValue } from '#server/http/csv.ts';
import { securityEventPage } from './security-events.repo.ts';

/** Rows per read of the CSV export. */
export const SECURITY_EXPORT_BATCH = 1000;

/**
 * The export's columns, a published format (docs/features.md#security-and-audit-log): add columns at the end,
 * never rename, reorder or drop one. `detail` is the event's JSON.
 */
export const SECURITY_EVENT_COLUMNS = ['id', 'created_at', 'kind', 'user_id', 'email', 'ip_address', 'instance', 'detail', 'created_at_zurich'];

type Row = Awaited<ReturnType<typeof securityEventPage>>[number];

/** The JSON column as the API shows it: an object, or null for anything else. */
const detailOf = (detail: unknown) => (detail !== null && typeof detail === 'object' && !Array.isArray(detail) ? (detail as Record<string, unknown>) : null);

export async function listSecurityEvents(db: Db, query: SecurityEventsFilter & { before?: number; limit: number }): Promise<SecurityEventsResponse> {
  const { rows, nextBefore } = await idPage((before, limit) => securityEventPage(db, query, before, limit), query.before, query.limit);
  return { events: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), detail: detailOf(row.detail) })), nextBefore };
}

/** The events the filter finds, newest first, as CSV rows. */
export async function* securityEventBatches(db: Db, filter: SecurityEventsFilter, batchSize = SECURITY_EXPORT_BATCH): AsyncGenerator<CsvValue[][]> {
  for await (const rows of idBatches((before, limit) => securityEventPage(db, filter, before, limit), batchSize)) {
    yield rows.map((r: Row) => [
      r.id,
      r.createdAt.toISOString(),
      r.kind,
      r.userId,
      r.email,
      r.ipAddress,
      r.instance,
      r.detail === null ? null : JSON.stringify(r.detail),
      festivalIso(r.createdAt),
    ]);
  }
}
