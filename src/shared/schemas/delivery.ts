import { z } from 'zod';
import { LOUNGE_DAYS } from '../constants.ts';

/** How long the runner who marked a delivery may take it back; after that only an admin may (audited). */
export const DELIVERY_UNDO_MS = 60_000;

export const deliveryQuery = z.object({ day: z.enum(LOUNGE_DAYS) });
export type DeliveryQuery = z.input<typeof deliveryQuery>;

const counted = z.object({ name: z.string(), quantity: z.number().int() });

export const deliveryOrderSchema = z.object({
  orderId: z.uuid(),
  deliveredAt: z.string().nullable(),
  deliveredByEmail: z.string().nullable(),
  /** The caller may still undo it: their own delivery within a minute, or any delivery for an admin. */
  undoable: z.boolean(),
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
  /** Every order of the lounge is delivered. */
  delivered: z.boolean(),
});
export type DeliveryLounge = z.infer<typeof deliveryLoungeSchema>;

export const deliveryResponse = z.object({
  day: z.enum(LOUNGE_DAYS),
  /** Lounges in walking order (label order). */
  lounges: z.array(deliveryLoungeSchema),
  progress: z.object({ delivered: z.number().int(), total: z.number().int() }),
});
export type DeliveryResponse = z.infer<typeof deliveryResponse>;

export const deliveryChangeResponse = z.object({
  /** Orders this call changed; 0 when another runner (or an earlier tap) already did it. */
  changed: z.number().int(),
  message: z.string(),
});
export type DeliveryChangeResponse = z.infer<typeof deliveryChangeResponse>;
