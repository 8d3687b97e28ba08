import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditLogFilter, AuditLogResponse, SecurityEventsFilter, SecurityEventsResponse } from '#shared/schemas/admin-logs.ts';
import { api } from '#web/lib/api-client.ts';
import { adminKey } from '#web/features/admin/api/admin-key.ts';

/** The filled-in filters (and page) as a query string; empty fields are left out. */
const queryOf = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(params).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]]))).toString();

type Page = { before?: number };

/** The audit log: what admins and staff changed, filtered, a page at a time, newest first. */
export function useAuditLog(filter: AuditLogFilter, page: Page) {
  return useQuery({
    queryKey: [...adminKey('audit-log'), filter, page],
    queryFn: () => api.get<AuditLogResponse>(`/admin/audit-log?${queryOf({ ...filter, ...page })}`),
    // The table keeps showing the last page while the next one (or a new filter) loads.
    placeholderData: keepPreviousData,
  });
}

/** The security log: sign-ins, resets, refusals, filtered, a page at a time, newest first. */
export function useSecurityEvents(filter: SecurityEventsFilter, page: Page) {
  return useQuery({
    queryKey: [...adminKey('security-events'), filter, page],
    queryFn: () => api.get<SecurityEventsResponse>(`/admin/security-events?${queryOf({ ...filter, ...page })}`),
    placeholderData: keepPreviousData,
  });
}

/** The CSV downloads of everything the filters find; the browser sends the session cookie with the link. */
export const auditLogCsvUrl = (filter: AuditLogFilter) => `/api/admin/audit-log.csv?${queryOf(filter)}`;
export const securityEventsCsvUrl = (filter: SecurityEventsFilter) => `/api/admin/security-events.csv?${queryOf(filter)}`;
