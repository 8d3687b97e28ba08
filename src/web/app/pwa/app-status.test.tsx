import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { productsResponse, type ProductsResponse } from '#shared/schemas/shop.ts';
import { api, askedBeforeWorker } from '#web/lib/api-client.ts';
import { answer, sentTo } from '#web/testing/fake-api.ts';
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

  it('has what the page was answered before the worker took it fetched again through the worker, not by the page', async () => {
    askedBeforeWorker.clear();
    answer('GET', '/products?lang=en', productsResponse, { products: [] });
    const queryFn = vi.fn(() => api.get<ProductsResponse>('/products?lang=en'));
    function Products() {
      const products = useQuery({ queryKey: ['products'], queryFn });
      return <p>{products.data ? `${products.data.products.length} products` : 'Loading'}</p>;
    }
    renderApp(
      <>
        <Products />
        <AppStatus />
      </>,
    );
    await screen.findByText('0 products');
    await vi.waitFor(() => expect(worker.events).not.toBeNull());
    worker.events!.onFirstControl();
    // Asked again (the worker keeps what passes through it); the page's query is not run again, so nothing re-renders.
    await vi.waitFor(() => expect(sentTo('GET', '/products?lang=en')).toHaveLength(2));
    expect(queryFn).toHaveBeenCalledOnce();
    expect(askedBeforeWorker.size).toBe(0);
  });
});
