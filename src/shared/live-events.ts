/**
 * What changed, by id only (docs/decisions/021-live-updates-listen-notify.md): the services announce these through
 * PostgreSQL NOTIFY inside the transaction of the change, every instance hears them and forwards each to the event
 * streams (`GET /api/events`) that may see it. No names, e-mails or amounts: a client refetches what it shows.
 */
/** changed: a guest changed the lines of their pending order (docs/decisions/044). */
export type OrderChange = 'placed' | 'status' | 'refunded' | 'changed';

export type LiveEvent =
  /** An order was placed, changed status (completed, cancelled), refunded or changed; profileId is its guest. */
  | { kind: 'order'; change: OrderChange; orderId: string; profileId: string }
  /** Orders were marked delivered, the delivery was undone, or a runner set off for their lounge (decision 049). */
  | { kind: 'delivery'; orders: { orderId: string; profileId: string }[] }
  /** A guest's token balance moved (a ledger row). */
  | { kind: 'balance'; profileId: string }
  | { kind: 'catalogue' }
  | { kind: 'stock' }
  | { kind: 'settings' }
  /** The instance may have missed notifications (its listening connection was lost): refetch everything. */
  | { kind: 'resync' };

export type LiveKind = LiveEvent['kind'];

/**
 * What an event stream sends a client: the kind, and the ids of the orders it concerns that this client
 * may see (a guest only their own). Enough to know which queries to refetch, nothing more.
 */
export type LiveMessage = { kind: LiveKind; orderIds?: string[] };

 /** Every event stream sends a heartbeat this often (25000 ms, docs/product.md#business-constants). */
export const LIVE_HEARTBEAT_MS = 25_000;
/** The SSE event name of the heartbeat; changes are sent as `change` events. */
export const LIVE_HEARTBEAT_EVENT = 'heartbeat';
export const LIVE_CHANGE_EVENT = 'change';
