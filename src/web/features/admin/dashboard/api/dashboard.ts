import { useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '#shared/schemas/admin-dashboard.ts';
import { api } from '#web/lib/api-client.ts';
import { adminKey } from '#web/features/admin/api/admin-key.ts';
import { useEditionScope } from '#web/features/admin/editions/api/shown-edition.ts';

export const dashboardKey = adminKey('dashboard');

export function useDashboard() {
  const edition = useEditionScope();
  return useQuery({
    queryKey: [...dashboardKey, edition.key],
    queryFn: () => api.get<DashboardResponse>(edition.path('/admin/dashboard')),
    staleTime: 0,
  });
}
