import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LoungeDay } from '#shared/constants.ts';
import type { ReportsResponse } from '#shared/schemas/admin-reports.ts';
import { api } from '#web/lib/api-client.ts';
import { adminKey } from '#web/features/admin/api/admin-key.ts';

const dayQuery = (day: LoungeDay | null) => (day ? `?day=${day}` : '');

export function useReports(day: LoungeDay | null) {
  return useQuery({
    queryKey: [...adminKey('reports'), day ?? 'festival'],
    queryFn: () => api.get<ReportsResponse>(`/admin/reports${dayQuery(day)}`),
    // Switching the day keeps the figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The CSV downloads; the browser sends the session cookie with the link. */
export const exportUrls = (day: LoungeDay | null) => ({
  orderLines: `/api/admin/reports/order-lines.csv${dayQuery(day)}`,
  ledger: '/api/admin/reports/ledger.csv',
  payments: '/api/admin/reports/payments.csv',
});
