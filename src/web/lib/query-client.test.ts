import { afterEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { createQueryClient } from './query-client.ts';

/** What navigator.serviceWorker says of the page: controlled by the app's worker, or not. */
function controlled(byWorker: boolean) {
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: { controller: byWorker ? {} : null } }));
}

afterEach(() => {
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
});

// Chromium can tell a page that opened offline so a little after it started, while its first queries are on their way
// (docs/decisions/042-service-worker.md): the queries that start after that must still ask the worker.
describe('the query client when the browser says it is offline', () => {
  it('asks anyway when the service worker controls the page, which answers with the kept copies', async () => {
    controlled(true);
    const queryClient = createQueryClient();
    onlineManager.setOnline(false);
    await expect(queryClient.fetchQuery({ queryKey: ['settings'], queryFn: () => 'kept' })).resolves.toBe('kept');
  });

  it('waits for the network without a service worker, as before', async () => {
    controlled(false);
    const queryClient = createQueryClient();
    queryClient.mount(); // as QueryClientProvider does: it hears the network come back
    onlineManager.setOnline(false);
    const queryFn = vi.fn(() => 'fresh');
    void queryClient.prefetchQuery({ queryKey: ['settings'], queryFn });
    expect(queryClient.getQueryState(['settings'])?.fetchStatus).toBe('paused');
    expect(queryFn).not.toHaveBeenCalled();
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(queryClient.getQueryData(['settings'])).toBe('fresh'));
    queryClient.unmount();
  });
});
