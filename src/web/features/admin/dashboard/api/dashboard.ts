import { useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '#shared/schemas/admin-dashboard.ts';
import { api } from '#web/lib/api-client.ts';
import { adminKey } from '#web/features/admin/api/admin-key.ts';

export const dashboardKey = adminKey('dashboard');

export function useDashboard() {
  return useQuery({ queryKey: dashboardKey, queryFn: () => api.get<DashboardResponse>('/admin/dashboard'), staleTime: 0 });
}
