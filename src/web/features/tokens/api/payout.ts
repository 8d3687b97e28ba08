import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutChoiceBody, PayoutOffer } from '#shared/schemas/payouts.ts';
import { api } from '#web/lib/api-client.ts';
import { statementQueryKey } from './statement.ts';

export const payoutQueryKey = ['tokens', 'payout'] as const;

/** The open payout window and the guest's choice in it (docs/decisions/040-payouts.md). */
export function usePayoutOffer() {
  return useQuery({ queryKey: payoutQueryKey, queryFn: () => api.get<PayoutOffer>('/me/payout') });
}

/** Keep, pay out or donate; the answer carries the offer as it now stands. */
export function useChoosePayout(onBalanceChanged: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutChoiceBody) => api.post<{ offer: PayoutOffer; message: string }>('/me/payout', body),
    onSuccess: async ({ offer }) => {
      queryClient.setQueryData(payoutQueryKey, offer);
      await Promise.all([onBalanceChanged(), queryClient.invalidateQueries({ queryKey: statementQueryKey })]);
    },
  });
}
