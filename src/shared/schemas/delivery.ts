import { z } from 'zod';
import { LOUNGE_DAYS } from '../constants.ts';
import { orderDeliverySchema } from '../order-delivery.ts';
import { editionQuery } from './editions.ts';

/** How long the runner who marked a delivery may take it back; after that only an admin may (audited). */
export const DELIVERY_UNDO_MS = 60_000;

/** Without a day the run opens on today's festival day, or the first with deliveries still open. */
export const deliveryQuery = editionQuery.extend({ day: z.enum(LOUNGE_DAYS).optional() });
export type DeliveryQuery = z.input<typeof deliveryQuery>;

/** One order's lines for one lounge. */
export const deliveryOrderParams = z.object({ loungeId: z.uuid(), orderId: z.uuid() });

/**
 * What a tap may say about itself: its key, chosen by the runner's phone, under which the server records it once
 * however often it is sent (docs/decisions/042-service-worker.md). Without a key a tap is simply applied.
 */
export const deliveryTapBody = z.object({
  key: z.uuid().optional(),
  /**
   * The orders the runner saw waiting for this tap (a lounge's undelivered orders, or the one order): those refunded or
   * delivered by someone else since are answered as conflicts, so a tap kept offline does not hide them.
   */
  seen: z.array(z.uuid()).max(500).optional(),
});
export type DeliveryTapBody = z.infer<typeof deliveryTapBody>;

const counted = z.object({ name: z.string(), quantity: z.number().int() });

/** One order of a lounge: whether its lines for this lounge were brought, and how far the order as a whole is. */
export const deliveryOrderSchema = z.object({
  orderId: z.uuid(),
  deliveredAt: z.string().nullable(),
  deliveredByEmail: z.string().nullable(),
  /** The caller may still undo it: their own delivery within a minute, or any delivery for an admin. */
  undoable: z.boolean(),
  /** The whole order, its lounges on every day included. */
  order: orderDeliverySchema,
});
export type DeliveryOrder = z.infer<typeof deliveryOrderSchema>;

export const deliveryLoungeSchema = z.object({
  loungeId: z.uuid(),
  label: z.string(),
  assignees: z.array(z.string()),
  /** What to bring, summed over the lounge's completed orders of the day. */
  products: z.array(counted),
  mixDrinks: z.array(counted),
  orders: z.array(deliveryOrderSchema),
  /** Every order's lines for this lounge are delivered. */
  delivered: z.boolean(),
  /** When a runner tapped "On my way" for it this day (docs/decisions/049-on-its-way.md); null before. */
  onTheWayAt: z.string().nullable(),
});
export type DeliveryLounge = z.infer<typeof deliveryLoungeSchema>;

export const deliveryResponse = z.object({
  day: z.enum(LOUNGE_DAYS),
  /** Lounges in walking order (label order). */
  lounges: z.array(deliveryLoungeSchema),
  progress: z.object({ delivered: z.number().int(), total: z.number().int() }),
});
export type DeliveryResponse = z.infer<typeof deliveryResponse>;

/** An order the runner saw waiting that changed meanwhile: refunded (by an admin), or delivered by another runner. */
export const deliveryConflictSchema = z.object({
  orderId: z.uuid(),
  kind: z.enum(['refunded', 'delivered']),
  at: z.string(),
  /** Who delivered it; null for a refund. */
  byEmail: z.string().nullable(),
});
export type DeliveryConflict = z.infer<typeof deliveryConflictSchema>;

export const deliveryChangeResponse = z.object({
  /** Orders whose lines this call changed; 0 when another runner (or an earlier tap) already did it. */
  changed: z.number().int(),
  message: z.string(),
  /** Present when orders the tap named as seen changed meanwhile (deliveryTapBody.seen). */
  conflicts: z.array(deliveryConflictSchema).optional(),
});
export type DeliveryChangeResponse = z.infer<typeof deliveryChangeResponse>;

/** "On my way" (docs/decisions/049-on-its-way.md): when the runner set off; `first` false when another tap had already told the guests. */
export const onTheWayResponse = z.object({ onTheWayAt: z.string(), first: z.boolean(), message: z.string() });
export type OnTheWayResponse = z.infer<typeof onTheWayResponse>;
