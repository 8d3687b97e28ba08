import { useMutation } from '@tanstack/react-query';
import type { CheckoutBody, CheckoutResponse } from '#shared/schemas/orders.ts';
import { api } from '#web/lib/api-client.ts';

export function useCheckout() {
  return useMutation({
    mutationFn: (body: CheckoutBody) => api.post<CheckoutResponse>('/checkout', body),
  });
}
