import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/lib/toast.ts';
import { sessionQueryKey } from '#web/features/auth/api/session.ts';
import { statementQueryKey } from '#web/features/tokens/api/statement.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/**
 * Stripe may deliver its webhook a moment after sending the guest back, so the balance is
 * fetched again a few times; the success flag itself never credits anything (docs/product.md#token-purchases).
 */
const REFRESH_AFTER_MS = [0, 2_000, 5_000];

/** Handles /tokens?success=true and ?canceled=true once, then removes the flag from the URL. */
export function usePaymentReturn() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const outcome = params.get('success') === 'true' ? 'success' : params.get('canceled') === 'true' ? 'canceled' : null;
  // Removing the flag re-renders without it, so the refresh timers live until the page unmounts.
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  useEffect(() => {
    if (!outcome) return;
    // A fixed id keeps React's double effect run (StrictMode) from showing the message twice.
    if (outcome === 'success') toast.success(t('paymentSuccess'), { id: 'payment-return' });
    else toast.error(t('paymentCanceled'), { id: 'payment-return' });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('success');
        next.delete('canceled');
        return next;
      },
      { replace: true },
    );
    if (outcome !== 'success') return;
    timers.current.forEach(clearTimeout);
    timers.current = REFRESH_AFTER_MS.map((delay) =>
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        void queryClient.invalidateQueries({ queryKey: statementQueryKey });
      }, delay),
    );
  }, [outcome, setParams, queryClient]);
}
