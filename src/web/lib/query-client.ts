import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from '#web/lib/api-client.ts';

const MAX_RETRIES = 3;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A page the service worker controls is answered offline from its kept copies: its queries ask even when
        // the browser says it is offline, instead of waiting for the network (docs/decisions/042-service-worker.md);
        // others keep the default, 'online', which waits.
        networkMode: navigator.serviceWorker?.controller ? 'offlineFirst' : undefined,
        retry: (failureCount, error) => isRetryable(error) && failureCount < MAX_RETRIES,
      },
      mutations: { retry: false },
    },
  });
}
