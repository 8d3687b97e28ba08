import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '#web/testing/render.tsx';
import type { ServiceWorkerEvents } from './register.ts';
import { AppStatus } from './app-status.tsx';

// The worker itself runs in the browser tests (e2e/offline-app.test.ts); here its events are played to the notices.
const worker = vi.hoisted(() => ({ events: null as ServiceWorkerEvents | null }));
vi.mock('./register.ts', () => ({
  registerServiceWorker: (events: ServiceWorkerEvents) => {
    worker.events = events;
    return null;
  },
}));

afterEach(() => vi.restoreAllMocks());

describe('the app status notices (docs/decisions/042-service-worker.md)', () => {
  it('offers a waiting version and reloads only when the person asks', async () => {
    const { user } = renderApp(<AppStatus />);
    await vi.waitFor(() => expect(worker.events).not.toBeNull());
    const reload = vi.fn();
    worker.events!.onUpdateReady(reload);
    const offer = await screen.findByRole('status');
    expect(offer).toHaveTextContent('A new version is ready');
    expect(reload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('says so when the browser has no network', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp(<AppStatus />);
    expect(await screen.findByRole('status')).toHaveTextContent(/^Offline$/);
  });
});
