import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminPayoutWindowResponse, PayoutWindowBody, savePayoutWindowResponse } from '#shared/schemas/payouts.ts';
import { api } from '#web/lib/api-client.ts';
import { adminKey } from '#web/features/admin/api/admin-key.ts';

type WindowAnswer = z.infer<typeof adminPayoutWindowResponse>;
const windowKey = (editionId: string) => [...adminKey('payout-window'), editionId];

/** An edition's payout window and what its guests chose (docs/decisions/040-payouts.md). */
export function usePayoutWindow(editionId: string | null) {
  return useQuery({
    queryKey: windowKey(editionId ?? ''),
    queryFn: () => api.get<WindowAnswer>(`/admin/editions/${editionId}/payout-window`),
    enabled: editionId !== null,
  });
}

/** Opens or changes the window: a money action, so the server may ask for the second factor first. */
export function useSavePayoutWindow(editionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutWindowBody) => api.put<z.infer<typeof savePayoutWindowResponse>>(`/admin/editions/${editionId}/payout-window`, body),
    onSuccess: (answer) => queryClient.setQueryData(windowKey(editionId), answer),
  });
}

export const payoutExportUrls = (editionId: string) => ({
  payouts: `/api/admin/editions/${editionId}/payouts.csv`,
  bankTransfers: `/api/admin/editions/${editionId}/bank-transfers.csv`,
});
