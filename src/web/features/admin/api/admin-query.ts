import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '#web/lib/api-client.ts';

/** Every back-office query lives under this key, so signing out drops it with the rest. */
export const adminKey = (...parts: string[]) => ['admin', ...parts] as const;

/** SPEC §8: a failed list load is announced as a notification (once per failure, not per render). */
export function useFailureToast(error: unknown, fallback: string) {
  useEffect(() => {
    if (error) toast.error(errorMessage(error, fallback), { id: fallback });
  }, [error, fallback]);
}
