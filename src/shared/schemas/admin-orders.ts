import { z } from 'zod';
import { editionQuery } from './editions.ts';
import { LOUNGE_DAYS, ORDER_STATUSES } from '../constants.ts';
import { msg } from '../messages.ts';
import { orderDeliverySchema } from '../order-delivery.ts';
import { checkoutItemSchema, MAX_ORDER_LINES, orderItemSchema, orderSchema } from './orders.ts';

export const ADMIN_ORDERS_PAGE_DEFAULT = 25;
export const ADMIN_ORDERS_PAGE_MAX = 100;
export const ADMIN_ORDER_SEARCH_MAX = 100;

/**
 * Newest first. `status`, `day` and `loungeId` narrow the list; `q` matches the customer's e-mail (any part, any case) or the start of the order id
 * ('#' and dashes allowed, as the table shows them). `cursor` is the `nextCursor` of the page before.
 */
export const adminOrdersQuery = editionQuery.extend({
  status: z.enum(ORDER_STATUSES).optional(),
  /** Orders with an item for a lounge on this festival day (as the packing list groups them). */
  day: z.enum(LOUNGE_DAYS).optional(),
  /** Orders with an item for this lounge. */
  loungeId: z.uuid().optional(),
  q: z
    .string()
    .trim()
    .max(ADMIN_ORDER_SEARCH_MAX)
    .optional()
    .transform((q) => q || undefined),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_ORDERS_PAGE_MAX).default(ADMIN_ORDERS_PAGE_DEFAULT),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuery>;

export const adminOrderRowSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  email: z.string(),
  totalTokens: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  isManual: z.boolean(),
  isFree: z.boolean(),
  /** Tokens a refund gave back; 0 for a cancelled order means the tokens were kept. */
  refundedTokens: z.number().int(),
  itemCount: z.number().int(),
  createdAt: z.string(),
  /** How far it was brought to its lounges: refunding a delivered (or partly delivered) order asks a second time. */
  delivery: orderDeliverySchema.pick({ state: true, lastDeliveredAt: true }),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrdersResponse = z.object({
  orders: z.array(adminOrderRowSchema),
  /** How many orders match the filters, over all pages. */
  total: z.number().int(),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponse>;

export const adminOrderItemSchema = orderItemSchema.extend({
  /** The item names a lounge that no longer exists ('Lounge data not found'). */
  loungeMissing: z.boolean(),
  /** Who brought the line to its lounge, while that profile exists. */
  deliveredByEmail: z.string().nullable(),
});
export type AdminOrderItem = z.infer<typeof adminOrderItemSchema>;

/** What an order's history in the back office names: a cancel (tokens kept or refunded by the guest), a refund, a change. */
export const ORDER_HISTORY_CHANGES = ['cancelled', 'refunded', 'changed'] as const;

export const adminOrderSchema = orderSchema.extend({
  userId: z.uuid(),
  email: z.string(),
  isManual: z.boolean(),
  isFree: z.boolean(),
  /** The admin who entered a manual order, while that profile exists. */
  createdByEmail: z.string().nullable(),
  items: z.array(adminOrderItemSchema),
  /**
   * Who cancelled, refunded or changed it and when, oldest first (docs/decisions/044): `by` is 'guest' when the order's
   * own customer did it in the shop, else 'admin'; `email` while that profile exists.
   */
  history: z.array(z.object({ change: z.enum(ORDER_HISTORY_CHANGES), by: z.enum(['guest', 'admin']), email: z.string().nullable(), at: z.string() })),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderResponse = z.object({ order: adminOrderSchema });
export type AdminOrderResponse = z.infer<typeof adminOrderResponse>;

/** The admin's 'Complete' and 'Cancel' (cancel returns no tokens; refunding is its own action). */
export const orderStatusBody = z.object({ status: z.enum(['completed', 'cancelled']) });
export type OrderStatusBody = z.infer<typeof orderStatusBody>;

/**
 * A delivered order is refunded only when the request says the admin confirmed it a second time
 * (docs/decisions/028-delivery-per-lounge.md).
 */
export const refundOrderBody = z.object({ confirmDelivered: z.boolean().optional() }).optional();
export type RefundOrderBody = z.infer<typeof refundOrderBody>;

export const orderChangeResponse = z.object({
  order: adminOrderSchema,
  message: z.string(),
  /** The customer's balance after the change. */
  tokenBalance: z.number().int(),
});
export type OrderChangeResponse = z.infer<typeof orderChangeResponse>;

export const manualOrderItemSchema = z
  .object({
    productId: z.uuid(msg.manualOrderProductUnavailable),
    quantity: checkoutItemSchema.shape.quantity,
    /** The delivery lounge; it must be one of the customer's lounges. */
    loungeId: z.uuid(msg.userNotAssigned).nullish(),
    /**
     * The admin's explicit choice of a line with no lounge: it never appears on a packing list, so
     * leaving the lounge out by accident is refused instead of silently making an order nobody packs.
     */
    withoutLounge: z.boolean().optional(),
    /** Free mix drinks for bottles, under the shop's rules (docs/product.md#validation-rules). */
    mixDrinkIds: checkoutItemSchema.shape.mixDrinkIds,
  })
  .refine((line) => Boolean(line.loungeId) !== Boolean(line.withoutLounge), {
    message: msg.manualOrderLoungeRequired,
    path: ['loungeId'],
  });

export const manualOrderBody = z.object({
  userId: z.uuid(msg.manualOrderUserRequired),
  items: z
    .array(manualOrderItemSchema)
    .min(1, msg.manualOrderItemsRequired)
    .max(MAX_ORDER_LINES, msg.tooManyOrderLines({ n: MAX_ORDER_LINES })),
  /** A free order has total 0 and moves no tokens (docs/product.md#business-constants). */
  free: z.boolean().default(false),
});
export type ManualOrderBody = z.input<typeof manualOrderBody>;

/** 'Complete all pending' for one festival day: every pending order with an item for that day's lounges. */
export const completePendingBody = z.object({ day: z.enum(LOUNGE_DAYS) });
/** 'Complete all pending' works on the edition the back office looks at. */
export { editionQuery as completePendingQuery } from './editions.ts';
export type CompletePendingBody = z.infer<typeof completePendingBody>;

export const completePendingResponse = z.object({ completed: z.number().int(), message: z.string() });
export type CompletePendingResponse = z.infer<typeof completePendingResponse>;
