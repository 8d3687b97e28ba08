import { useMutation, useQuery } from '@tanstack/react-query';
import type { CreatedDataExportResponse, DataExport } from '#shared/schemas/data-rights.ts';
import { api } from '#web/lib/api-client.ts';

/** While the worker prepares an export, its status is asked for this often. */
const POLL_MS = 2_000;

/** "Download my data" (docs/decisions/048): asks for an export; the answer holds its one-time token, given once. */
export function useRequestDataExport() {
  return useMutation({ mutationFn: () => api.post<CreatedDataExportResponse>('/me/data-exports') });
}

/** The export's status, asked again every 2 s until it is ready or failed. */
export function useDataExport(id: string | null) {
  return useQuery({
    queryKey: ['me', 'data-exports', id],
    queryFn: async () => (await api.get<{ export: DataExport }>(`/me/data-exports/${id}`)).export,
    enabled: id !== null,
    refetchInterval: (query) => (['waiting', 'preparing'].includes(query.state.data?.status ?? 'waiting') ? POLL_MS : false),
  });
}

/** The one-time link: the browser downloads it with the session cookie, so it works for this account only. */
export const dataExportDownloadUrl = (id: string, token: string) => `/api/me/data-exports/${id}/download?token=${encodeURIComponent(token)}`;
