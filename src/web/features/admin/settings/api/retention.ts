import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RetentionBody, RetentionResponse } from '#shared/schemas/retention.ts';
import { api } from '#web/lib/api-client.ts';
import { adminKey } from '#web/features/admin/api/admin-key.ts';

/** The retention rule (docs/decisions/048): its months and how many guests they would anonymise now. */
const retentionKey = adminKey('retention');

export function useRetention() {
  return useQuery({ queryKey: retentionKey, queryFn: () => api.get<RetentionResponse>('/admin/data-rights/retention'), staleTime: 0 });
}

/** The dry run for months not saved yet (null: the rule off, nobody). */
export function useRetentionPreview(months: number | null) {
  return useQuery({
    queryKey: [...retentionKey, 'preview', months],
    queryFn: () => api.get<{ wouldAnonymise: number }>(`/admin/data-rights/retention/preview?months=${months}`),
    enabled: months !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RetentionBody) => api.put<RetentionResponse & { message: string }>('/admin/data-rights/retention', body),
    onSuccess: ({ retentionMonths, wouldAnonymise }) => queryClient.setQueryData<RetentionResponse>(retentionKey, { retentionMonths, wouldAnonymise }),
  });
}
