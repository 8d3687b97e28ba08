import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from '#web/lib/api-client.ts';

const MAX_RETRIES = 3;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => isRetryable(error) && failureCount < MAX_RETRIES,
      },
      mutations: { retry: false },
    },
  });
}
