import type { PushKind } from '#shared/constants.ts';
import { mailLanguage } from '#server/mail/templates/mail-texts.ts';

// What a push message shows, written when it is sent in the language of the subscription's device, with the
// server's other texts for people (the mail texts, decision 025). The service worker shows it as it comes
// (src/web/service-worker/push.ts).

export type PushPayloads = {
  /** One new order (`count` 1, naming its lounge) or several of one festival day. */
  new_orders: { day: string; lounge: string; count: number };
  order_delivered: { orderId: string; lounge: string; deliveredAt: string };
  /** A runner set off for the guest's lounge (docs/decisions/049-on-its-way.md). */
  order_on_way: { loungeId: string; day: string; lounge: string };
  reminder: { tokens: number; deadline: string };
};

/** The message as the service worker reads it: a title, a body, the shop's page a tap opens, and a tag that replaces an older one. */
export type PushNotice = { title: string; body: string; url: string; tag: string };

export function renderPush(kind: PushKind, payload: unknown, language: string): PushNotice {
  const { texts, format } = mailLanguage(language);
  switch (kind) {
    case 'new_orders': {
      const { day, lounge, count } = payload as PushPayloads['new_orders'];
      const weekday = format.weekday(day);
      const title = count === 1 ? texts.pushNewOrder(lounge, weekday) : texts.pushNewOrders(count, weekday);
      return { title, body: '', url: '/staff/packing', tag: `new-orders-${day}` };
    }
    case 'order_delivered': {
      const { orderId, lounge, deliveredAt } = payload as PushPayloads['order_delivered'];
      return { title: texts.deliveredSubject(orderId), body: texts.pushDelivered(format.time(deliveredAt), lounge), url: '/orders', tag: `delivered-${orderId}` };
    }
    case 'order_on_way': {
      const { loungeId, day, lounge } = payload as PushPayloads['order_on_way'];
      return { title: texts.pushOnTheWayTitle, body: texts.pushOnTheWay(lounge), url: '/orders', tag: `on-way-${loungeId}-${day}` };
    }
    case 'reminder': {
      const { tokens, deadline } = payload as PushPayloads['reminder'];
      return { title: texts.reminderSubject, body: texts.reminderBody(tokens, deadline), url: '/shop', tag: 'reminder' };
    }
  }
}

/**
 * How long a push service keeps a message for a device that is off (its TTL): a new order is stale within the
 * quarter hour, and so is a runner on the way (they arrive within it); a delivery within the evening; a reminder holds for a day.
 */
export const PUSH_TTL_SECONDS: Record<PushKind, number> = { new_orders: 15 * 60, order_delivered: 3 * 3600, order_on_way: 15 * 60, reminder: 24 * 3600 };
