import type { Role } from '#shared/constants.ts';
import type { LiveEvent, LiveMessage } from '#shared/live-events.ts';

export type Viewer = { profileId: string; role: Role };

/**
 * What of an event one session may see (docs/decisions/021): admins everything; staff the packing list and the
 * delivery run (orders and deliveries, by order id); a guest only their own orders and balance, and the
 * public catalogue, stock and settings; a visitor without a session (viewer null) only the public kinds,
 * which carry no ids at all. Null: nothing for this viewer. Profile ids never leave the server.
 */
export function messageFor(event: LiveEvent, viewer: Viewer | null): LiveMessage | null {
  const admin = viewer?.role === 'admin';
  const staff = viewer?.role === 'staff' || admin;
  const own = (profileId: string) => admin || profileId === viewer?.profileId;
  switch (event.kind) {
    case 'order':
      return staff || own(event.profileId) ? { kind: 'order', orderIds: [event.orderId] } : null;
    case 'delivery': {
      const orderIds = event.orders.filter((o) => staff || own(o.profileId)).map((o) => o.orderId);
      return orderIds.length ? { kind: 'delivery', orderIds } : null;
    }
    case 'balance':
      return own(event.profileId) ? { kind: 'balance' } : null;
    case 'catalogue':
    case 'stock':
    case 'settings':
      return viewer?.role === 'staff' ? null : { kind: event.kind };
    case 'resync':
      return { kind: 'resync' };
  }
}
