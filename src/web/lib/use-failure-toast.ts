import { useEffect } from 'react';
import { toast } from '#web/lib/toast.ts';
import { errorMessage } from '#web/lib/api-client.ts';

/** docs/product.md#messages: a failed list load is announced as a notification (once per failure, not per render). */
export function useFailureToast(error: unknown, fallback: string) {
  useEffect(() => {
    if (error) toast.error(errorMessage(error, fallback), { id: fallback });
  }, [error, fallback]);
}
