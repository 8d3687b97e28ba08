import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LoungeDay } from '#shared/constants.ts';
import type { ReportsResponse } from '#shared/schemas/admin-reports.ts';
import type { EditionComparison } from '#shared/schemas/editions.ts';
import { api } from '#web/lib/api-client.ts';
import { adminKey } from '#web/features/admin/api/admin-key.ts';
import { useEditionScope, withEdition } from '#web/features/admin/editions/api/shown-edition.ts';

const dayQuery = (day: LoungeDay | null) => (day ? `?day=${day}` : '');

/** The report of the edition on screen (docs/decisions/031), for its whole festival or one day. */
export function useReports(day: LoungeDay | null) {
  const edition = useEditionScope();
  return useQuery({
    queryKey: [...adminKey('reports'), edition.key, day ?? 'festival'],
    queryFn: () => api.get<ReportsResponse>(edition.path(`/admin/reports${dayQuery(day)}`)),
    // Switching the day keeps the figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Every edition's tokens, orders and best sellers, side by side (docs/decisions/031), newest first. */
export function useEditionComparison() {
  return useQuery({
    queryKey: adminKey('reports', 'editions'),
    queryFn: async () => (await api.get<EditionComparison>('/admin/reports/editions')).editions,
    staleTime: 0,
  });
}

/** The CSV downloads of an edition; the browser sends the session cookie with the link. */
export const exportUrls = (day: LoungeDay | null, editionId: string | undefined) => ({
  orderLines: withEdition(`/api/admin/reports/order-lines.csv${dayQuery(day)}`, editionId),
  ledger: withEdition('/api/admin/reports/ledger.csv', editionId),
  payments: withEdition('/api/admin/reports/payments.csv', editionId),
});
