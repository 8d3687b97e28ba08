// This browser's side of push messages (docs/decisions/043-web-push.md): its push subscription, held by the
// shop's service worker (src/web/service-worker/). Nothing here asks for permission unless called from a tap on
// "Turn on": the shop never asks on a first visit.

/** Why this browser cannot take messages, or null when it can. */
export type PushUnavailable = 'unsupported' | 'blocked' | 'noWorker';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The shop's service worker, if one is installed (it is not during development or before its first start). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return pushSupported() ? navigator.serviceWorker.getRegistration() : undefined;
}

export async function pushUnavailable(): Promise<PushUnavailable | null> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return (await registration()) ? null : 'noWorker';
}

/** This browser's subscription, or null when it has none. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

/** Asks the person (the browser's own question) and subscribes with the shop's key; null when they said no. */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription | null> {
  const worker = await registration();
  if (!worker || (await Notification.requestPermission()) !== 'granted') return null;
  return worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64Url(publicKey) });
}

/** Bytes of a base64url text (not every browser takes the key as text). */
function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The subscription as the server takes it (PushSubscription.toJSON()). */
export function subscriptionKeys(subscription: PushSubscription): { endpoint: string; keys: { p256dh: string; auth: string } } {
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}
