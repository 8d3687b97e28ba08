import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import { pushStateResponse } from '#shared/schemas/push.ts';
import { answer, refuse, sentTo } from '#web/testing/fake-api.ts';
import { aProfile } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { NotificationsPage } from './notifications-page.tsx';

// "Notifications" (docs/decisions/043-web-push.md) on a stand-in for the browser's push API: what the page shows for
// this device, what it asks the browser, and what it tells the server.

const KEY = `B${'A'.repeat(86)}`;
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc';
const KEYS = { p256dh: `B${'b'.repeat(86)}`, auth: 'c'.repeat(22) };

function aSubscription() {
  return { endpoint: ENDPOINT, toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }), unsubscribe: vi.fn(async () => true) };
}

/** A browser with push, its permission, its worker, and the subscription it holds (or none). */
function aBrowser({ permission = 'default', subscribed = false, worker = true }: { permission?: NotificationPermission; subscribed?: boolean; worker?: boolean } = {}) {
  let subscription: ReturnType<typeof aSubscription> | null = subscribed ? aSubscription() : null;
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async () => (subscription = aSubscription())),
  };
  const notification = { permission, requestPermission: vi.fn(async (): Promise<NotificationPermission> => 'granted') };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => (worker ? { pushManager } : undefined) } });
  return { pushManager, notification, subscription: () => subscription };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function show(devices = 0) {
  answer('GET', '/me/push', pushStateResponse, { publicKey: KEY, devices });
  answer('POST', '/me/push-subscriptions', z.null(), null);
  answer('POST', '/me/push-subscriptions/remove', z.null(), null);
  return renderApp(<NotificationsPage />, { as: aProfile(), path: '/account/notifications' });
}

describe('Notifications', () => {
  it('is off until the person turns it on; then the browser asks, subscribes with the shop key, and the server is told', async () => {
    const browser = aBrowser();
    show();
    expect(await screen.findByText('Off')).toBeVisible();
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('On')).toBeVisible();
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    const [options] = browser.pushManager.subscribe.mock.calls[0] as unknown as [{ userVisibleOnly: boolean; applicationServerKey: Uint8Array }];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    expect(sentTo('POST', '/me/push-subscriptions')).toEqual([{ endpoint: ENDPOINT, keys: KEYS, language: 'en' }]);
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeVisible();
  });

  it('shows on for a browser that holds a subscription, tells the server again, and turns it off', async () => {
    const browser = aBrowser({ permission: 'granted', subscribed: true });
    const held = browser.subscription()!;
    show(2);
    expect(await screen.findByText('On')).toBeVisible();
    expect(screen.getByText('2 devices receive notifications')).toBeVisible();
    await waitFor(() => expect(sentTo('POST', '/me/push-subscriptions')).toHaveLength(1));

    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Off')).toBeVisible();
    expect(sentTo('POST', '/me/push-subscriptions/remove')).toEqual([{ endpoint: ENDPOINT }]);
    expect(held.unsubscribe).toHaveBeenCalledOnce();
  });

  it('says so when the browser refuses, and subscribes nothing', async () => {
    const denied = aBrowser();
    denied.notification.requestPermission.mockImplementation(async () => {
      denied.notification.permission = 'denied';
      return 'denied';
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(/Notifications are blocked for this shop/)).toBeVisible();
    expect(denied.pushManager.subscribe).not.toHaveBeenCalled();
    expect(sentTo('POST', '/me/push-subscriptions')).toEqual([]);
  });

  it('undoes the browser subscription when the server refuses its push service', async () => {
    const browser = aBrowser();
    show();
    refuse('POST', '/me/push-subscriptions', 400, { code: ERROR_CODES.validation, message: msg.pushServiceRefused, messageKey: 'pushServiceRefused' });
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(browser.subscription()?.unsubscribe).toHaveBeenCalledOnce());
    expect(screen.getByText('Off')).toBeVisible();
  });

  it('explains a browser without push instead of offering a switch', async () => {
    vi.stubGlobal('PushManager', undefined);
    Reflect.deleteProperty(window, 'PushManager');
    show();
    expect(await screen.findByText(/This browser cannot receive notifications/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Turn on' })).toBeNull();
  });

  it('explains a browser whose shop worker is not installed', async () => {
    aBrowser({ worker: false });
    show();
    expect(await screen.findByText(/has not set up the shop for notifications yet/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Turn on' })).toBeNull();
  });
});
