import { useMutation, useQuery } from '@tanstack/react-query';
import type { DemoPayment, RedirectResponse } from '#shared/schemas/payments.ts';
import { api } from '#web/lib/api-client.ts';

const demoPaymentKey = (paymentId: string) => ['payments', 'demo', paymentId] as const;

export function useDemoPayment(paymentId: string) {
  return useQuery({
    queryKey: demoPaymentKey(paymentId),
    queryFn: () => api.get<DemoPayment>(`/payments/demo/${encodeURIComponent(paymentId)}`),
  });
}

/** Pay or cancel on the demo provider's page; the answer is where the browser goes back to. */
export function useDemoPaymentAction(paymentId: string) {
  return useMutation({
    mutationFn: (action: 'complete' | 'cancel') =>
      api.post<RedirectResponse>(`/payments/demo/${encodeURIComponent(paymentId)}/${action}`),
  });
}
