import { describe, expect, it, vi } from 'vitest';
import { listenForPush, type PushWorkerScope } from './push.ts';

// The service worker's push handlers (docs/decisions/043-web-push.md), on a stand-in for its global scope: they
// need no worker to be built or installed.

type Listener = (event: never) => void;

function aScope(openWindows: { url: string }[] = []) {
  const listeners = new Map<string, Listener>();
  const windows = openWindows.map((w) => ({ url: w.url, focus: vi.fn(async () => undefined), navigate: vi.fn(async () => undefined) }));
  const scope = {
    addEventListener: (type: string, listener: Listener) => void listeners.set(type, listener),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => undefined) },
    location: { origin: 'https://shop.example' },
  };
  listenForPush(scope as unknown as PushWorkerScope);
  /** Fires an event and waits for what it asked the worker to wait for. */
  const fire = async (type: string, event: object) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (work: Promise<unknown>) => void waits.push(work) } as never);
    await Promise.all(waits);
  };
  return { scope, windows, fire };
}

const pushOf = (data: unknown) => ({ data: { json: () => data } });
const clickOn = (url: unknown) => ({ notification: { data: { url }, close: vi.fn() } });

describe('listenForPush', () => {
  it('shows the message as the server wrote it, tagged, with the page to open', async () => {
    const { scope, fire } = aScope();
    await fire('push', pushOf({ title: '5 new orders for Friday', body: '', url: '/staff/packing', tag: 'new-orders-Friday' }));
    expect(scope.registration.showNotification).toHaveBeenCalledWith('5 new orders for Friday', {
      body: '',
      tag: 'new-orders-Friday',
      icon: '/favicon.svg',
      data: { url: '/staff/packing' },
    });
  });

  it('still shows a notification for a message it cannot read (browsers require one)', async () => {
    const { scope, fire } = aScope();
    await fire('push', { data: { json: (): unknown => JSON.parse('not json') } });
    await fire('push', { data: null });
    expect(scope.registration.showNotification).toHaveBeenCalledTimes(2);
    expect(scope.registration.showNotification).toHaveBeenLastCalledWith('Lounge Pre-Order', expect.objectContaining({ data: { url: '/' } }));
  });

  it('takes an open shop window to the page on a tap, or opens one', async () => {
    const open = aScope([{ url: 'https://elsewhere.example/' }, { url: 'https://shop.example/shop' }]);
    await open.fire('notificationclick', clickOn('/orders'));
    expect(open.windows[1]!.navigate).toHaveBeenCalledWith('https://shop.example/orders');
    expect(open.windows[1]!.focus).toHaveBeenCalled();
    expect(open.scope.clients.openWindow).not.toHaveBeenCalled();

    const none = aScope();
    await none.fire('notificationclick', clickOn('/orders'));
    expect(none.scope.clients.openWindow).toHaveBeenCalledWith('https://shop.example/orders');
  });

  it('never opens another site, whatever the message says', async () => {
    const { scope, fire } = aScope();
    await fire('notificationclick', clickOn('https://evil.example/login'));
    expect(scope.clients.openWindow).toHaveBeenCalledWith('https://shop.example/');
  });
});
