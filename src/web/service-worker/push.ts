// The service worker's part of push messages (docs/decisions/043-web-push.md): shows what the server sent, as it was
// written there in the person's language, and opens the shop's page a tap asks for. The worker itself
// (sw.ts) calls listenForPush(self) once.

/** A push message as the server sends it (src/server/modules/push/push-texts.ts). */
export type PushNotice = { title: string; body: string; url: string; tag: string };

interface WaitUntilEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface PushMessageEvent extends WaitUntilEvent {
  readonly data: { json(): unknown } | null;
}
interface NotificationClickEvent extends WaitUntilEvent {
  readonly notification: { readonly data: unknown; close(): void };
}
interface WindowClientLike {
  readonly url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** What this file needs of ServiceWorkerGlobalScope, so that it compiles and is tested without the worker's types. */
export interface PushWorkerScope {
  addEventListener(type: 'push', listener: (event: PushMessageEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
  readonly registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  readonly location: { readonly origin: string };
}

const isNotice = (value: unknown): value is PushNotice =>
  typeof value === 'object' && value !== null && typeof (value as PushNotice).title === 'string' && typeof (value as PushNotice).url === 'string';

/** The page a notification opens: one of the shop's own, never another site. */
function ownPage(scope: PushWorkerScope, url: unknown): string {
  const page = new URL(typeof url === 'string' ? url : '/', scope.location.origin);
  return page.origin === scope.location.origin ? page.href : `${scope.location.origin}/`;
}

/**
 * Adds the `push` handler (every message shows a notification: browsers require it of a subscription with
 * userVisibleOnly) and the `notificationclick` handler (an open shop window goes to the page, or a new one opens).
 */
export function listenForPush(scope: PushWorkerScope): void {
  scope.addEventListener('push', (event) => {
    let notice: unknown = null;
    try {
      notice = event.data?.json() ?? null;
    } catch {
      // Not JSON: shown as the shop's plain notification below.
    }
    const { title, body, url, tag } = isNotice(notice) ? notice : { title: 'Lounge Pre-Order', body: '', url: '/', tag: undefined };
    event.waitUntil(scope.registration.showNotification(title, { body, tag, icon: '/favicon.svg', data: { url } }));
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const page = ownPage(scope, (event.notification.data as { url?: unknown } | null)?.url);
    event.waitUntil(
      (async () => {
        const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => new URL(client.url).origin === scope.location.origin);
        if (!open) return scope.clients.openWindow(page);
        await open.navigate(page);
        return open.focus();
      })(),
    );
  });
}
