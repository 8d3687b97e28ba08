import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EditionBody, EditionResponse, EditionsResponse, PrepareEditionBody } from '#shared/schemas/editions.ts';
import { api } from '#web/lib/api-client.ts';
import { adminKey } from '#web/features/admin/api/admin-key.ts';

export const editionsKey = adminKey('editions');

/** Every edition, newest first (docs/decisions/031); admins only. */
export function useEditions(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: editionsKey,
    queryFn: async () => (await api.get<EditionsResponse>('/admin/editions')).editions,
    enabled: options.enabled ?? true,
  });
}

/**
 * Opening, closing or editing an edition changes what every page shows: which edition is current (the shop, the
 * deadline, the back office's default), and which can still be changed. Every query is asked again.
 */
function useEditionMutation<V>(mutationFn: (variables: V) => Promise<EditionResponse>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries() });
}

/** "Prepare next edition": a new edition, being prepared, with the lounges, stock limits and settings of `copyFrom`. */
export const usePrepareEdition = () => useEditionMutation((body: PrepareEditionBody) => api.post<EditionResponse>('/admin/editions', body));

export const useSaveEdition = () =>
  useEditionMutation(({ id, body }: { id: string; body: EditionBody }) => api.put<EditionResponse>(`/admin/editions/${id}`, body));

/** Makes a prepared edition the current one; the previous current one stops taking pre-orders. */
export const useOpenEdition = () => useEditionMutation((id: string) => api.post<EditionResponse>(`/admin/editions/${id}/open`));

/** An edition over: read-only from then on. */
export const useCloseEdition = () => useEditionMutation((id: string) => api.post<EditionResponse>(`/admin/editions/${id}/close`));
