import { useMutation } from '@tanstack/react-query';
import type { CheckoutSessionBody, RedirectResponse } from '#shared/schemas/payments.ts';
import { api } from '#web/lib/api-client.ts';

/** Opens a payment for one package; the answer is the provider's page to send the browser to. */
export function useCreateCheckoutSession() {
  return useMutation({
    mutationFn: (body: CheckoutSessionBody) => api.post<RedirectResponse>('/payments/checkout-session', body),
  });
}
